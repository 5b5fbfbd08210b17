/**
 * The new-revision path end to end through the CLI: `gen --add-revision` pins a schema the
 * register has never seen, and the next `gen` refuses to emit, printing one report (findings
 * with file:line and a YAML stub) and leaving the output directory as it was.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { overlayRoot } from "../helpers/spec-overlay.ts";
import { runCli } from "./support/run-cli.ts";
import {
  cleanupTempDirs,
  hashTree,
  makeTempProject,
  PRERELEASE_DIR,
  seedOutput,
  SPEC_DIR,
  tempDir,
} from "./support/temp-project.ts";

const NEXT = "2027-01-15";
const SCHEMA = `schema/${NEXT}/schema.ts`;

/** The 2026-07-28 schema plus one code in the specification band, as the next revision might add. */
function nextSchema(): { text: string; line: number } {
  const base = readFileSync(join(SPEC_DIR, "schema/2026-07-28/schema.ts"), "utf8");
  const anchor = "export const UNSUPPORTED_PROTOCOL_VERSION = -32022;\n";
  const at = base.indexOf(anchor);
  if (at === -1) throw new Error("anchor not found in the 2026-07-28 schema");
  const before = base.slice(0, at + anchor.length);
  const text = `${before}\n/** Error code returned when a request body is too large. */\nexport const REQUEST_TOO_LARGE = -32023;\n${base.slice(at + anchor.length)}`;
  return { text, line: before.split("\n").length + 2 };
}

describe("bringing in a new revision", () => {
  let project: string;
  let specRoot: string;
  let out: string;
  let env: Record<string, string>;
  let constantLine: number;

  beforeAll(() => {
    project = makeTempProject();
    const next = nextSchema();
    constantLine = next.line;
    specRoot = overlayRoot(SPEC_DIR, { [SCHEMA]: next.text });
    out = tempDir("mcp-errgen-out-");
    seedOutput(out);
    env = { MCP_SPEC_DIR: specRoot, MCP_SPEC_PRERELEASE_DIR: PRERELEASE_DIR };
  });

  afterAll(cleanupTempDirs);

  it("pins the new schema with --add-revision", async () => {
    const run = await runCli(["gen", "--add-revision", NEXT, "--schema", join(specRoot, SCHEMA)], {
      cwd: project,
      env,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const manifest = parse(readFileSync(join(project, "spec/revisions.yaml"), "utf8")) as {
      revisions: { id: string; root: string; schema: string; status: string; era: string }[];
    };
    expect(manifest.revisions.find((r) => r.id === NEXT)).toMatchObject({
      root: "spec",
      schema: SCHEMA,
      status: "final",
    });
  });

  it("then refuses to emit, with one report naming the uncovered constant at its line and a YAML stub", async () => {
    const before = hashTree(out);
    const run = await runCli(["gen", "--out", out], { cwd: project, env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("error[register/new-revision-uncovered]");
    expect(run.stderr.match(/error\[/g)).toHaveLength(1);
    expect(run.stderr).toContain(`${SCHEMA}:${constantLine}`);
    expect(run.stderr).toContain("REQUEST_TOO_LARGE");
    expect(run.stderr).toContain("-32023");
    expect(run.stderr).toMatch(/code: -32023/);
    expect(hashTree(out)).toBe(before);
  });
});

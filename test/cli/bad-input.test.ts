/** Bad spec input exits 2 with a message that says what is wrong and how to fix it, and leaves the output alone. */
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { sha256 } from "../../generator/util/files.ts";
import { runCli } from "./support/run-cli.ts";
import {
  cleanupTempDirs,
  copySchemas,
  hashTree,
  makeTempProject,
  PRERELEASE_DIR,
  SPEC_ENV,
  seedOutput,
  tempDir,
} from "./support/temp-project.ts";

afterAll(cleanupTempDirs);

let project: string;
let output: string;
let before: string;

beforeEach(() => {
  project = makeTempProject();
  output = join(project, "generated");
  seedOutput(output);
  before = hashTree(output);
});

async function expectRejected(argv: string[], env: Record<string, string | undefined>, kind: string) {
  const run = await runCli(argv, { cwd: project, env });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(`error[${kind}]`);
  expect(hashTree(output)).toBe(before);
  return run.stderr;
}

describe("spec root", () => {
  it("an unknown --spec dir names the path and every way to supply one", async () => {
    const stderr = await expectRejected(["gen", "--spec", "no/such/spec"], SPEC_ENV, "spec/root-missing");
    expect(stderr).toContain(`spec root "spec" not found at ${join(project, "no/such/spec")} (from --spec)`);
    expect(stderr).toMatch(
      /hint: pass --spec DIR, set MCP_SPEC_DIR, or fill spec\/upstream\/ with `npm run spec:sync/,
    );
  });

  it("an unknown MCP_SPEC_DIR is reported as coming from the variable", async () => {
    const missing = join(tempDir(), "gone");
    const stderr = await expectRejected(["gen"], { ...SPEC_ENV, MCP_SPEC_DIR: missing }, "spec/root-missing");
    expect(stderr).toContain(`not found at ${missing} (from $MCP_SPEC_DIR)`);
  });

  it("with no flag, no variable and no spec/upstream/, names the default it tried", async () => {
    const stderr = await expectRejected(["gen"], {}, "spec/root-missing");
    expect(stderr).toContain(`not found at ${join(project, "spec/upstream")} (from default spec/upstream/)`);
    expect(stderr).toContain("pass --spec DIR, set MCP_SPEC_DIR");
  });

  it("an unset pre-release root is reported with its own flag and variable", async () => {
    const stderr = await expectRejected(
      ["gen"],
      { MCP_SPEC_DIR: SPEC_ENV.MCP_SPEC_DIR },
      "spec/root-missing",
    );
    expect(stderr).toContain('spec root "prerelease" not found');
    expect(stderr).toContain("pass --prerelease-spec DIR or set MCP_SPEC_PRERELEASE_DIR");
  });
});

describe("pins", () => {
  it("a schema whose hash differs from its pin names the file and both hashes", async () => {
    const spec = copySchemas();
    const schema = join(spec, "schema/2026-07-28/schema.ts");
    appendFileSync(schema, "\n// edited after pinning\n");
    const pinned = loadManifest(project).revisions.find((r) => r.id === "2026-07-28")?.sha256;
    expect(pinned).toMatch(/^[0-9a-f]{64}$/);
    const actual = sha256(readFileSync(schema));

    const stderr = await expectRejected(
      ["gen", "--spec", spec, "--prerelease-spec", PRERELEASE_DIR],
      {},
      "spec/hash-mismatch",
    );
    expect(stderr).toContain("schema/2026-07-28/schema.ts: error[spec/hash-mismatch]");
    expect(stderr).toContain(`pinned sha256: ${pinned}`);
    expect(stderr).toContain(`actual sha256: ${actual}`);
    expect(stderr).toContain("npm run gen -- --update-pins");
  });

  it("--check is refused the same way", async () => {
    const spec = copySchemas();
    appendFileSync(join(spec, "schema/2024-11-05/schema.ts"), " ");
    await expectRejected(["gen", "--check"], { ...SPEC_ENV, MCP_SPEC_DIR: spec }, "spec/hash-mismatch");
  });

  it("a missing schema file names the revision and the path", async () => {
    const spec = tempDir();
    const stderr = await expectRejected(["gen", "--spec", spec], SPEC_ENV, "spec/file-missing");
    expect(stderr).toContain("schema file for revision 2024-11-05 is missing");
  });
});

describe("revisions named on the command line", () => {
  it.each([
    [["gen", "--dump-model", "--revision", "2099-01-01"]],
    [["gen", "--dump-merged", "--revision", "draft", "--revision", "nope"]],
    [["gen", "--update-pins", "--revision", "2026-7-28"]],
  ])("%j exits 2 and lists the known ones", async (argv) => {
    const manifestBefore = readFileSync(join(project, "spec/revisions.yaml"), "utf8");
    const stderr = await expectRejected(argv, SPEC_ENV, "usage/unknown-revision");
    expect(stderr).toContain("known revisions: 2024-11-05, 2025-03-26");
    expect(readFileSync(join(project, "spec/revisions.yaml"), "utf8")).toBe(manifestBefore);
  });
});

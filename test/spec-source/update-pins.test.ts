import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyPinUpdates } from "../../generator/edit/update-pins.ts";
import { sha256 } from "../../generator/util/files.ts";
import { runCli } from "../cli/support/run-cli.ts";
import { cleanupTempDirs, copySchemas, makeTempProject, SPEC_ENV } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

describe("gen --update-pins", () => {
  it("rewrites only the sha256 of the schemas that changed, keeping every other byte", async () => {
    const project = makeTempProject();
    const manifestPath = join(project, "spec/revisions.yaml");
    const before = readFileSync(manifestPath, "utf8");
    const spec = copySchemas();
    const schema = join(spec, "schema/2025-06-18/schema.ts");
    appendFileSync(schema, "\n// a local edit\n");
    const newHash = sha256(readFileSync(schema));
    const env = { ...SPEC_ENV, MCP_SPEC_DIR: spec };

    const refused = await runCli(["gen", "--dump-model", "--revision", "2025-06-18"], { cwd: project, env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("error[spec/hash-mismatch]");

    const run = await runCli(["gen", "--update-pins"], { cwd: project, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("updated 1 pin(s) in spec/revisions.yaml");
    expect(run.stdout).toContain(`-> ${newHash}`);

    const after = readFileSync(manifestPath, "utf8");
    const oldLines = before.split("\n");
    const newLines = after.split("\n");
    expect(newLines.length).toBe(oldLines.length);
    const changed = newLines.flatMap((line, i) => (line === oldLines[i] ? [] : [{ i, line }]));
    const entryStart = oldLines.indexOf("  - id: 2025-06-18");
    // Entry lines: id, status, era, root, schema, sha256.
    expect(changed).toEqual([{ i: entryStart + 5, line: `    sha256: ${newHash}` }]);

    const accepted = await runCli(["gen", "--dump-model", "--revision", "2025-06-18"], { cwd: project, env });
    expect(accepted.code).toBe(0);

    const again = await runCli(["gen", "--update-pins"], { cwd: project, env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("all 8 pins match");
    expect(readFileSync(manifestPath, "utf8")).toBe(after);
  });

  it("--revision narrows which pins are rewritten", async () => {
    const project = makeTempProject();
    const spec = copySchemas();
    appendFileSync(join(spec, "schema/2024-11-05/schema.ts"), " ");
    appendFileSync(join(spec, "schema/draft/schema.ts"), " ");
    const run = await runCli(["gen", "--update-pins", "--revision", "draft"], {
      cwd: project,
      env: { ...SPEC_ENV, MCP_SPEC_DIR: spec },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("updated 1 pin(s)");
    expect(run.stdout).toMatch(/ {2}draft {2}schema\/draft\/schema\.ts/);
  });
});

describe("applyPinUpdates", () => {
  const update = (revision: string, to: string) => ({ revision, file: "x", from: "", to });

  it("keeps comments and the quoting style of each value", () => {
    const text = [
      "# pins",
      "revisions:",
      "  - id: a # first",
      "    sha256: 'old-a' # keep me",
      "  - id: b",
      '    sha256: "old-b"',
      "  - id: c",
      "    sha256: old-c",
      "",
    ].join("\n");
    const out = applyPinUpdates(text, "m.yaml", [
      update("a", "new-a"),
      update("b", "new-b"),
      update("c", "new-c"),
    ]);
    expect(out).toBe(
      text.replace("'old-a'", "'new-a'").replace('"old-b"', '"new-b"').replace("old-c", "new-c"),
    );
  });

  it("quotes a plain hash that YAML would otherwise read as a number", () => {
    const text = "revisions:\n  - id: a\n    sha256: abc\n";
    expect(applyPinUpdates(text, "m.yaml", [update("a", "1234e5")])).toBe(
      'revisions:\n  - id: a\n    sha256: "1234e5"\n',
    );
  });
});

/** `gen --check` covers the Go module and the JSON export: a hand edit to either is stale output. */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../cli/support/run-cli.ts";
import { cleanupTempDirs, makeTempProject, SPEC_ENV } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

describe("gen --check and the Go and JSON targets", () => {
  it("names an edited Go file, an edited export and a Go file nobody generated", async () => {
    const project = makeTempProject();
    const gen = await runCli(["gen"], { cwd: project, env: SPEC_ENV });
    expect(gen.code, gen.stderr).toBe(0);
    expect((await runCli(["gen", "--check"], { cwd: project, env: SPEC_ENV })).code).toBe(0);

    const goFile = join(project, "generated/go/mcp20260728/mcp20260728.go");
    writeFileSync(
      goFile,
      readFileSync(goFile, "utf8").replace('const Era = "modern"', 'const Era = "legacy"'),
    );
    appendFileSync(join(project, "generated/json/mcp-errors.json"), "\n");
    writeFileSync(join(project, "generated/go/extra.go"), "package mcperrors\n");
    const check = await runCli(["gen", "--check"], { cwd: project, env: SPEC_ENV });
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/changed {2}generated\/go\/mcp20260728\/mcp20260728\.go/);
    expect(check.stderr).toMatch(/changed {2}generated\/json\/mcp-errors\.json/);
    expect(check.stderr).toMatch(/extra {4}generated\/go\/extra\.go/);
  }, 240_000);
});

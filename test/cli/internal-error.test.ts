/** An exception that is not a GenError is a bug: the CLI says so, prints the stack, and exits 2. */
import { afterAll, describe, expect, it, vi } from "vitest";
import { runCli } from "./support/run-cli.ts";
import { cleanupTempDirs, makeTempProject, SPEC_ENV } from "./support/temp-project.ts";

vi.mock("../../generator/extract/extract-schema.ts", () => ({
  extractSchema: () => {
    throw new TypeError("extractor exploded");
  },
}));

afterAll(cleanupTempDirs);

describe("an internal error", () => {
  it("prints 'internal error' with the stack and exits 2", async () => {
    const run = await runCli(["gen", "--dump-model", "--revision", "2024-11-05"], {
      cwd: makeTempProject(),
      env: SPEC_ENV,
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^internal error: this is a bug in mcp-errgen, not in your input\n/);
    expect(run.stderr).toContain("TypeError: extractor exploded");
    expect(run.stderr).toMatch(/\n {4}at /);
  });
});

/** The TypeScript package passes the whole corpus, through test/conformance/typescript-adapter.ts. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cases } from "./corpus-files.ts";
import { PROJECT_ROOT, runRunner, summaryOf } from "./run-runner.ts";

describe("the TypeScript package as the corpus's testee", () => {
  it("passes every case of both layers, with nothing skipped", async () => {
    const adapter = join(PROJECT_ROOT, "test/conformance/typescript-adapter.ts");
    const run = await runRunner(["--", process.execPath, "--import", "tsx", adapter]);
    console.log(run.stdout.trimEnd().split("\n").at(-1));
    expect(run.code, run.stdout.slice(0, 20_000) + run.stderr).toBe(0);
    expect(summaryOf(run.stdout)).toEqual({
      cases: cases.length,
      passed: cases.length,
      failed: 0,
      expected: 0,
      unexpected: 0,
      skipped: 0,
    });
  });
});

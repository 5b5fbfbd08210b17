/**
 * The Python package passes the whole corpus through test/python/conformance/adapter.py, with no
 * skip: Python holds every answer the corpus declares as a language difference.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cases } from "../conformance/corpus-files.ts";
import { PROJECT_ROOT, runRunner, summaryOf } from "../conformance/run-runner.ts";
import { PYTHON } from "./python-tool.ts";

describe("the Python package as the corpus's testee", () => {
  it("passes every case of both layers, skipping none", async () => {
    const run = await runRunner(["--", PYTHON, join(PROJECT_ROOT, "test/python/conformance/adapter.py")]);
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

/**
 * `npm run bench` end to end at its smallest settings: every measurement runs against the real
 * package and spec snapshot, and the report carries each section with its targets. Nothing is
 * timed against a threshold here; the figures only have to be measurements.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { interleaved, runBench, type BenchReport } from "../../tools/bench/run-bench.ts";
import { PROJECT_ROOT, SPEC_ENV } from "../cli/support/temp-project.ts";

const positive = (n: number) => Number.isFinite(n) && n > 0;

describe("runBench", () => {
  it("measures every section and renders the report without writing it", async () => {
    const before = readFileSync(join(PROJECT_ROOT, "docs/benchmarks.md"), "utf8");
    const printed: string[] = [];
    const report: BenchReport = await runBench({
      projectRoot: PROJECT_ROOT,
      env: { ...process.env, ...SPEC_ENV },
      cwd: PROJECT_ROOT,
      runs: 1,
      scale: [1],
      runtimeTime: 20,
      write: false,
      log: (line) => printed.push(line),
    });

    expect(positive(report.floor.median)).toBe(true);
    expect(report.generator.map((g) => g.name)).toEqual([
      "gen",
      "gen --check",
      "gen, empty cache",
      "gen after a register edit",
    ]);
    for (const g of report.generator) {
      expect(positive(g.wall.median)).toBe(true);
      expect(Object.keys(g.stages)).toEqual(
        expect.arrayContaining(["extract", "register", "format", "validate"]),
      );
    }
    expect(report.scaling.map((row) => row.synthetic)).toEqual([0, 1]);
    expect(report.scaling[1]?.total).toBe((report.scaling[0]?.total ?? 0) + 1);
    expect(report.runtime.map((r) => r.name)).toEqual([
      "plain object lookup",
      "httpStatus",
      "translate",
      "parseErrorResponse",
      "constructor + errorResponse",
    ]);
    for (const r of report.runtime) expect(positive(r.opsPerSecond)).toBe(true);
    expect(report.allocation.length).toBeGreaterThan(0);
    expect(report.sizes.map((s) => s.entry)).toContain("mcp-errors/2026-07-28");
    for (const size of report.sizes) expect(size.gzipped).toBeLessThan(size.minified);

    const markdown = printed.at(-1) ?? "";
    for (const heading of [
      "## Generator against its floor",
      "## Scaling with the number of revisions",
      "## Runtime",
      "### parseErrorResponse allocation",
    ])
      expect(markdown).toContain(heading);
    expect(markdown).toMatch(/\| gen +\| .* \| [\d.]+× +\| ≤ 3× +\|/);
    expect(readFileSync(join(PROJECT_ROOT, "docs/benchmarks.md"), "utf8")).toBe(before);
  });
});

describe("interleaved", () => {
  it("runs every task once a round, each round starting one task later, and returns each task's results", () => {
    const calls: string[] = [];
    const task = (name: string) => () => {
      calls.push(name);
      return `${name}${calls.filter((c) => c === name).length}`;
    };
    const results = interleaved(4, [task("a"), task("b"), task("c")]);
    expect(calls.join("")).toBe("abcbcacababc");
    expect(results).toEqual([
      ["a1", "a2", "a3", "a4"],
      ["b1", "b2", "b3", "b4"],
      ["c1", "c2", "c3", "c4"],
    ]);
  });
});

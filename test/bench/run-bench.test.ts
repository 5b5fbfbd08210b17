/**
 * `npm run bench` end to end at its smallest settings (one run each, no warm-up runs, the
 * allocation over fewer calls): every measurement runs against the real package and spec snapshot,
 * and the report carries each section with its targets. The scaling run is left out (it would
 * double the generator runs; synthetic-project.test.ts runs gen in a synthetic project). Nothing is
 * timed against a threshold here; the figures only have to be measurements.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OUTSIDE_STAGES } from "../../tools/bench/measure.ts";
import { runBench, type BenchReport } from "../../tools/bench/run-bench.ts";
import { PRERELEASE_DIR, PROJECT_ROOT, SPEC_DIR } from "../helpers/spec-roots.ts";

const positive = (n: number) => Number.isFinite(n) && n > 0;

describe("runBench", () => {
  it("measures every section and renders the report without writing it", async () => {
    const before = readFileSync(join(PROJECT_ROOT, "docs/benchmarks.md"), "utf8");
    const printed: string[] = [];
    const report: BenchReport = await runBench({
      projectRoot: PROJECT_ROOT,
      env: { ...process.env, MCP_SPEC_DIR: SPEC_DIR, MCP_SPEC_PRERELEASE_DIR: PRERELEASE_DIR },
      runs: 1,
      scale: [],
      runtimeTime: 20,
      write: false,
      smoke: true,
      log: (line) => printed.push(line),
    });

    expect(report.generator.map((g) => g.name)).toEqual([
      "parse floor",
      "gen",
      "gen --check",
      "gen after a register edit",
      "gen, Prettier cache empty",
      "gen refusing a register typo",
    ]);
    expect(report.load.runs).toBe(6);
    for (const g of report.generator) expect(positive(g.wall.median)).toBe(true);
    const typo = report.generator.at(-1);
    // Refused before any schema is extracted.
    expect(Object.keys(typo?.stages ?? {})).toEqual(["load", "register", OUTSIDE_STAGES]);
    for (const g of report.generator.slice(1, -1)) {
      expect(Object.keys(g.stages)).toEqual(
        expect.arrayContaining(["extract", "register", "format", "validate", OUTSIDE_STAGES]),
      );
      if (process.platform === "linux") expect(positive(g.cpu?.median ?? 0)).toBe(true);
    }
    expect(Object.keys(report.generator[2]?.stages ?? {})).toContain("check");
    expect(Object.keys(report.generator[3]?.stages ?? {})).toContain("write");
    expect(report.scaling).toEqual([]);
    expect(report.runtime.map((r) => r.name)).toEqual([
      "plain object lookup",
      "httpStatus",
      "translate",
      "parseErrorResponse",
      "constructor + errorResponse",
    ]);
    for (const r of report.runtime) expect(positive(r.opsPerSecond)).toBe(true);
    expect(report.allocation.length).toBeGreaterThan(0);
    expect(report.sizes.revisions.map((r) => r.revision)).toContain("2026-07-28");

    const markdown = printed.at(-1) ?? "";
    for (const heading of [
      "## Generator against its floor",
      "## Scaling with the number of revisions",
      "## Runtime",
      "## Bundle sizes",
      "## parseErrorResponse allocation",
    ])
      expect(markdown).toContain(heading);
    expect(markdown).toMatch(/\| gen +\| .* \| [\d.]+× +\| \d+ ms +\| [\d.]+× +\| ≤ 5 s, (holds|missed) +\|/);
    expect(readFileSync(join(PROJECT_ROOT, "docs/benchmarks.md"), "utf8")).toBe(before);
  });
});

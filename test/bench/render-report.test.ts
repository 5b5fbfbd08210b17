/** docs/benchmarks.md from fixed figures: every ratio, verdict and budget line follows from them. */
import { describe, expect, it } from "vitest";
import { BUDGETS, type BundleSize, type Sizes } from "../../tools/bench/bundle-size.ts";
import { OUTSIDE_STAGES, type Stats } from "../../tools/bench/measure.ts";
import { budgetMisses, loadNote, renderReport, renderSizes } from "../../tools/bench/render-report.ts";
import type { BenchReport, GeneratorTiming } from "../../tools/bench/run-bench.ts";

const KB = 1024;
const wall = (median: number): Stats => ({ min: median - 100, median, max: median + 200, runs: 5 });
const bundle = (gzipped: number, modules = ["lib/x.js"]): BundleSize => ({
  minified: gzipped * 4,
  gzipped,
  modules,
});
const timing = (
  name: string,
  median: number,
  cpu: number,
  stages: Record<string, number> = {},
): GeneratorTiming => ({
  name,
  wall: wall(median),
  cpu: wall(cpu),
  stages,
});

function sizes(answering2026: number, leaked: string[] = []): Sizes {
  const revision = (id: string, answering: number, otherRevisions: string[] = []) => ({
    revision: id,
    reading: bundle(2 * KB),
    answering: bundle(answering),
    everyExport: bundle(5 * KB),
    otherRevisions,
  });
  return {
    entries: [
      { entry: "mcp-errors", ...bundle(6 * KB), budget: BUDGETS.root },
      { entry: "mcp-errors/translate", ...bundle(7 * KB) },
    ],
    revisions: [revision("2024-11-05", 3 * KB), revision("2026-07-28", answering2026, leaked)],
  };
}

function report(genMs: number): BenchReport {
  return {
    machine: { cpu: "Test CPU", cores: 2, memoryGiB: 8, node: "v20.0.0", platform: "linux-x64" },
    load: { min: 0.5, median: 0.8, max: 1.2, runs: 20 },
    generator: [
      timing("parse floor", 500, 450),
      timing("gen", genMs, 4000, { extract: 1000, format: 2000, [OUTSIDE_STAGES]: 500 }),
      timing("gen --check", genMs + 200, 4100, {
        extract: 1000,
        format: 2000,
        check: 5,
        [OUTSIDE_STAGES]: 600,
      }),
      timing("gen, Prettier cache empty", genMs + 2000, 6000, {
        extract: 1000,
        format: 4000,
        [OUTSIDE_STAGES]: 500,
      }),
    ],
    // Per added revision: 100 ms and 120 ms of CPU time; the wall times alone would give 100 and 170.
    scaling: [
      { synthetic: 0, total: 8, wall: wall(4000), cpu: wall(3000) },
      { synthetic: 5, total: 13, wall: wall(4500), cpu: wall(3500) },
      { synthetic: 20, total: 28, wall: wall(7400), cpu: wall(5400) },
    ],
    runtime: [
      { name: "plain object lookup", opsPerSecond: 1e7, ratioToBaseline: 1 },
      { name: "translate", opsPerSecond: 2.5e6, ratioToBaseline: 4 },
    ],
    allocation: [],
    sizes: sizes(3 * KB),
  };
}

describe("renderReport", () => {
  it("gives each run's ratio to the floor, wall and CPU, and judges gen against 5 s", () => {
    const text = renderReport(report(4000));
    expect(text).toContain("| gen | 3900 ms / 4000 ms / 4200 ms | 8.00× | 4000 ms | 8.89× | ≤ 5 s, holds |");
    expect(renderReport(report(6000))).toContain("| 12.00× | 4000 ms | 8.89× | ≤ 5 s, missed |");
    expect(text).toContain("`gen --check` takes 1.05× the time of `gen`");
    expect(text).toContain("it takes 6000 ms,\nso the cache saves 2000 ms (33%)");
  });

  it("says what share of gen's time a register typo's refusal takes, and judges it against a third", () => {
    const withTypo = (ms: number) => {
      const r = report(4000);
      r.generator.push(timing("gen refusing a register typo", ms, ms, { load: 50, register: 300 }));
      return renderReport(r);
    };
    expect(withTypo(1000)).toContain(
      "`gen refusing a register typo` takes 1000 ms, 25% of `gen`'s time (target: at most a third, holds).",
    );
    expect(withTypo(2000)).toContain("takes 2000 ms, 50% of `gen`'s time (target: at most a third, missed).");
    expect(renderReport(report(4000))).not.toContain("register typo` takes");
  });

  it("lists the stages in pipeline order with the time outside them last, and each one's share of gen", () => {
    const text = renderReport(report(4000));
    const rows = text
      .split("\n")
      .filter((line) => /^\| (extract|format|check|outside the stages) \|/.test(line));
    expect(rows).toEqual([
      "| extract | 1000 ms | 1000 ms | 1000 ms | 25% |",
      "| format | 2000 ms | 2000 ms | 4000 ms | 50% |",
      "| check | – | 5 ms | – | – |",
      "| outside the stages | 500 ms | 600 ms | 500 ms | 13% |",
    ]);
  });

  it("judges scaling at the largest N on CPU time, and the runtime against its baseline", () => {
    const text = renderReport(report(4000));
    expect(text).toContain(
      "| 20 | 28 | 7300 ms / 7400 ms / 7600 ms | 5400 ms | 120 ms | 1.20× | ≤ 1.25×, holds |",
    );
    expect(text).toContain("| translate | 2,500,000 | 4.00× | ≤ 3×, missed |");
  });

  it("gives no scaling verdict when the smallest N cost nothing measurable", () => {
    const noisy = report(4000);
    noisy.scaling[1] = { synthetic: 5, total: 13, wall: wall(3900), cpu: wall(2900) };
    expect(renderReport(noisy)).toContain(
      "| 5400 ms | 120 ms | – | ≤ 1.25×, not measured: the smallest N's cost was within noise |",
    );
  });

  it("states the load, and what it means for the figures", () => {
    expect(renderReport(report(4000))).toContain("0.50 / 0.80 / 1.20 on 2 cores.\nThe machine was quiet.");
    expect(loadNote(1.5, 2)).toMatch(/somewhat longer/);
    expect(loadNote(7, 2)).toMatch(/More processes wanted a core than there were cores/);
  });
});

describe("bundle budgets", () => {
  it("holds every budget when every figure is within it", () => {
    expect(budgetMisses(sizes(4 * KB))).toEqual([]);
    const text = renderSizes(sizes(4 * KB)).join("\n");
    expect(text).toContain("| mcp-errors | 24.00 KB | 6.00 KB | ≤ 8.00 KB, holds |");
    expect(text).toContain("| budget | ≤ 3.00 KB | ≤ 4.00 KB | ≤ 8.00 KB | none |");
    expect(text).toContain(
      "| mcp-errors/2026-07-28 | 2.00 KB, holds | 4.00 KB, holds | 5.00 KB, holds | none |",
    );
    expect(text).toContain("Every budget holds.");
    expect(text).toContain("Tree-shaking drops the other revisions");
  });

  it("names a missed budget with its figure, and a revision whose bundles hold another", () => {
    const over = sizes(4.75 * KB, ["lib/2025-11-25.js"]);
    expect(budgetMisses(over)).toEqual([
      { what: "mcp-errors/2026-07-28, answering with errors", gzipped: 4.75 * KB, budget: 4 * KB },
    ]);
    const text = renderSizes(over).join("\n");
    expect(text).toContain("| 4.75 KB, missed | 5.00 KB, holds | lib/2025-11-25.js |");
    expect(text).toContain("Missed: mcp-errors/2026-07-28, answering with errors (4.75 KB of 4.00 KB).");
    expect(text).toContain("Other revisions reach the bundles of 2026-07-28.");
  });
});

/** Scaling figures compare each row with the run that adds no revisions, not with all revisions. */
import { describe, expect, it } from "vitest";
import { scalingFigures, type ScalingRow } from "../../tools/bench/scaling.ts";

const row = (synthetic: number, median: number): ScalingRow => ({
  synthetic,
  total: 8 + synthetic,
  wall: { min: median - 10, median, max: median + 10, runs: 3 },
});

describe("scalingFigures", () => {
  it("charges each row only for the revisions it adds", () => {
    // 1500 ms of fixed cost, then 80 ms per revision up to 10 and 100 ms per revision after.
    const figures = scalingFigures([row(20, 3300), row(0, 1500), row(5, 1900), row(10, 2300)]);
    expect(figures.map((f) => f.synthetic)).toEqual([0, 5, 10, 20]);
    expect(figures[0]).toEqual(row(0, 1500));
    expect(figures.slice(1).map((f) => f.perAdded)).toEqual([80, 80, 90]);
    expect(figures.slice(1).map((f) => f.perAddedRatio)).toEqual([1, 1, 1.125]);
  });

  it("gives no per-revision cost when no run adds nothing to compare with", () => {
    const figures = scalingFigures([row(5, 1900), row(10, 2300)]);
    expect(figures).toEqual([row(5, 1900), row(10, 2300)]);
  });

  it("compares CPU time where every row has it, wall time otherwise", () => {
    const withCpu = (synthetic: number, wallMs: number, cpuMs: number) => ({
      ...row(synthetic, wallMs),
      cpu: { min: cpuMs, median: cpuMs, max: cpuMs, runs: 1 },
    });
    const figures = scalingFigures([withCpu(0, 5000, 1000), withCpu(10, 9000, 2000)]);
    expect(figures[1]?.perAdded).toBe(100);
    const mixed = scalingFigures([row(0, 5000), withCpu(10, 9000, 2000)]);
    expect(mixed[1]?.perAdded).toBe(400);
  });
});

/** Timing arithmetic on fixed figures: interleaving, statistics and the generator's stage timings. */
import { describe, expect, it } from "vitest";
import {
  interleaved,
  medianStages,
  OUTSIDE_STAGES,
  parseTimings,
  stats,
  timeProcess,
  type ProcessRun,
} from "../../tools/bench/measure.ts";

const run = (ms: number, timings: Record<string, number>): ProcessRun => ({
  ms,
  cpuMs: undefined,
  stdout: "",
  stderr: `generated/ is up to date\n${JSON.stringify({ timings })}\n`,
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

describe("stats", () => {
  it("gives min, median and max, the median of an even count halfway between the middle two", () => {
    expect(stats([30, 10, 20])).toEqual({ min: 10, median: 20, max: 30, runs: 3 });
    expect(stats([40, 10, 30, 20])).toEqual({ min: 10, median: 25, max: 40, runs: 4 });
  });

  it("refuses no samples rather than report NaN", () => {
    expect(() => stats([])).toThrow(/no samples/);
  });
});

describe("stage timings", () => {
  it("reads the last JSON line of timings on stderr", () => {
    expect(parseTimings(run(1, { load: 5, extract: 7 }).stderr)).toEqual({ load: 5, extract: 7 });
    expect(() => parseTimings("error: something\n")).toThrow(/no --timings line/);
  });

  it("takes each stage's median, and the median of what each run spent outside its stages", () => {
    const runs = [
      run(1000, { extract: 300, format: 500 }), // 200 outside
      run(1300, { extract: 400, format: 600 }), // 300 outside
      run(1100, { extract: 350, format: 650 }), // 100 outside
    ];
    expect(medianStages(runs)).toEqual({ extract: 350, format: 600, [OUTSIDE_STAGES]: 200 });
  });
});

describe("timeProcess", () => {
  it("returns the output of a run and throws on a failed one, naming its exit status", () => {
    const ok = timeProcess(["-e", "process.stdout.write('hi')"], { cwd: process.cwd() });
    expect(ok.stdout).toBe("hi");
    expect(ok.ms).toBeGreaterThan(0);
    if (process.platform === "linux") expect(ok.cpuMs).toBeGreaterThanOrEqual(0);
    expect(() => timeProcess(["-e", "process.exit(3)"], { cwd: process.cwd() })).toThrow(/exit 3/);
  });
});

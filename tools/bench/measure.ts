/**
 * Timing fresh Node processes: wall clock from spawn to exit, min/median/max over runs, runs that
 * take turns, and the generator's own stage timings (`--timings`).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

export interface ProcessRun {
  ms: number;
  /** CPU time (user and system) of the process and the children it waited for; undefined off Linux. */
  cpuMs: number | undefined;
  stdout: string;
  stderr: string;
}

export interface Stats {
  min: number;
  median: number;
  max: number;
  runs: number;
}

/** Runs `node ...args` to completion; a run that ends other than with `status` (0) is an error, not a figure. */
export function timeProcess(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; status?: number },
): ProcessRun {
  const cpuBefore = childrenCpuMs();
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, NO_COLOR: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuAfter = childrenCpuMs();
  if (result.status !== (options.status ?? 0))
    throw new Error(
      `benchmark command failed (exit ${result.status}): node ${args.join(" ")}\n${result.stderr}`,
    );
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { ms, cpuMs, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The CPU time of this process's children that have ended and been waited for, from
 * /proc/self/stat (cutime and cstime, in the kernel's fixed 100 ticks a second). When other
 * work shares the machine it grows far less than wall time (about 1.4 times at a load of 15 to 20
 * on 2 cores, where wall time grew 4 to 6 times), so it comes nearer what a quiet machine gives.
 */
function childrenCpuMs(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync("/proc/self/stat", "utf8");
  } catch {
    return undefined;
  }
  // The fields after the command name, which is in parentheses and may hold spaces: state is the
  // first of them (field 3 of proc(5)), cutime and cstime fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export function stats(samples: readonly number[]): Stats {
  if (samples.length === 0) throw new Error("stats of no samples");
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (i: number) => sorted[i] ?? NaN;
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
  return { min: at(0), median, max: at(sorted.length - 1), runs: sorted.length };
}

/**
 * Runs every task once per round, `rounds` times, and returns each task's results. Interleaving
 * spreads drift in the machine's speed (other work starting and stopping) over all tasks alike, so
 * ratios between them hold; each round starts one task later, so no task always follows the same one.
 */
export function interleaved<T>(rounds: number, tasks: readonly (() => T)[]): T[][] {
  const results = tasks.map((): T[] => []);
  for (let round = 0; round < rounds; round++)
    for (let step = 0; step < tasks.length; step++) {
      const i = (round + step) % tasks.length;
      results[i]?.push((tasks[i] as () => T)());
    }
  return results;
}

/** The generator prints its stage timings as one JSON line on stderr (`--timings`). */
export function parseTimings(stderr: string): Record<string, number> {
  for (const line of stderr.trim().split("\n").reverse()) {
    if (!line.startsWith("{")) continue;
    const parsed = JSON.parse(line) as { timings?: Record<string, number> };
    if (parsed.timings) return parsed.timings;
  }
  throw new Error(`no --timings line in the generator's stderr:\n${stderr}`);
}

/** The time outside every stage: Node's start-up, tsx, and loading the CLI. */
export const OUTSIDE_STAGES = "outside the stages";

/**
 * Each stage's median over the runs, in the order the generator reports them, and the median of
 * what each run spent outside its stages.
 */
export function medianStages(runs: readonly ProcessRun[]): Record<string, number> {
  const samples = new Map<string, number[]>();
  const add = (stage: string, ms: number) => samples.set(stage, [...(samples.get(stage) ?? []), ms]);
  for (const run of runs) {
    const timings = parseTimings(run.stderr);
    for (const [stage, ms] of Object.entries(timings)) add(stage, ms);
    add(OUTSIDE_STAGES, run.ms - Object.values(timings).reduce((sum, ms) => sum + ms, 0));
  }
  return Object.fromEntries([...samples].map(([stage, ms]) => [stage, stats(ms).median]));
}

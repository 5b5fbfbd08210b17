/**
 * `npm run bench`: times the generator against its parse floor, its scaling with the number of
 * revisions, and the emitted runtime; prints the report and writes docs/benchmarks.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { resolveRoots } from "../../generator/inputs/resolve-roots.ts";
import { formatFiles } from "../../generator/emit/format.ts";
import { allocationBench, type AllocationRow } from "./allocation.ts";
import { editedGen } from "./edited-gen.ts";
import { bundleSize, partBundleSize, type BundleSize } from "./bundle-size.ts";
import { resolveExport } from "./package-entries.ts";
import { renderReport } from "./render-report.ts";
import { runtimeBench, type RuntimeResult } from "./runtime-bench.ts";
import type { ScalingRow } from "./scaling.ts";
import { stats, type Stats } from "./stats.ts";
import { buildSyntheticProject } from "./synthetic-project.ts";
import { timeProcess, type ProcessRun } from "./time-process.ts";

export interface BenchOptions {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Fresh-process runs per measurement. */
  runs: number;
  /** Synthetic revision counts for the scaling run. */
  scale: number[];
  /** Milliseconds per runtime micro-benchmark. */
  runtimeTime: number;
  /** Write docs/benchmarks.md. */
  write: boolean;
  log: (line: string) => void;
}

export interface GeneratorTiming {
  name: string;
  wall: Stats;
  /** Per-stage medians in ms, as the generator reports them with --timings. */
  stages: Record<string, number>;
}

export interface BenchReport {
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; platform: string };
  floor: Stats;
  generator: GeneratorTiming[];
  /** Scaling rows, the first with no synthetic revisions (the real ones, in the same setup). */
  scaling: ScalingRow[];
  runtime: RuntimeResult[];
  /** Bytes parseErrorResponse allocates per call, beside its result's. */
  allocation: AllocationRow[];
  sizes: BundleSize[];
}

const CLI = ["node_modules/tsx/dist/cli.mjs", "generator/cli.ts"];

/** The root's eagerly loaded chunks, min+gz. */
const ROOT_BUDGET = 6 * 1024;
/**
 * A revision subpath, min+gz: held for every export, and for what a client that reads errors
 * ships (see docs/benchmarks.md for why the first is missed).
 */
const SUBPATH_BUDGET = 3 * 1024;

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const { projectRoot, log } = options;
  const manifest = loadManifest(projectRoot);
  const roots = resolveRoots(
    manifest,
    manifest.revisions.map((r) => r.root),
    { flags: {}, env: options.env, cwd: options.cwd, projectRoot },
  );
  const rootDir = (name: string): string => {
    const root = roots.get(name);
    if (!root) throw new Error(`spec root "${name}" was not resolved`);
    return root.dir;
  };
  const rootEnv = Object.fromEntries(
    manifest.roots.flatMap((r) => (roots.has(r.name) ? [[r.env, rootDir(r.name)]] : [])),
  );
  const schemaFiles = manifest.revisions.map((r) => join(rootDir(r.root), r.schema));
  const out = mkdtempSync(join(tmpdir(), "mcp-errgen-bench-out-"));

  try {
    log("floor, gen, gen --check and gen after a register edit, fresh process each, interleaved");
    const floorArgs = ["tools/bench/parse-floor.js", ...schemaFiles];
    const genArgs = [...CLI, "gen", "--out", out, "--timings"];
    const checkArgs = [...CLI, "gen", "--check", "--out", out, "--timings"];
    // Untimed: the floor's files into the page cache; the generator compiled if its sources
    // changed, its code cache written, and the output directory filled for --check.
    timeProcess(floorArgs, { cwd: projectRoot });
    timeProcess([...CLI, "gen", "--out", out], { cwd: projectRoot, env: rootEnv });
    const edited = editedGen(projectRoot, rootDir("spec"), CLI, rootEnv);
    let runs: ProcessRun[][];
    try {
      runs = interleaved(options.runs, [
        () => timeProcess(floorArgs, { cwd: projectRoot }),
        () => timeProcess(genArgs, { cwd: projectRoot, env: rootEnv }),
        () => timeProcess(checkArgs, { cwd: projectRoot, env: rootEnv }),
        () => edited.run(),
      ]);
    } finally {
      edited.dispose();
    }
    const [floorRuns = [], genRuns = [], checkRuns = [], editRuns = []] = runs;
    const floor = stats(floorRuns.map((r) => r.ms));
    const generator = [
      generatorTiming("gen", genRuns),
      generatorTiming("gen --check", checkRuns),
      generatorTiming("gen after a register edit", editRuns),
    ];

    // The run with no synthetic revisions is the baseline each row's added cost is measured from.
    const counts = [...new Set([0, ...options.scale])].sort((a, b) => a - b);
    log(`scaling: ${counts.join(", ")} synthetic revisions, interleaved`);
    const projects = counts.map((count) => buildSyntheticProject(projectRoot, rootDir("spec"), count));
    let scaling: ScalingRow[];
    try {
      const runners = projects.map((synthetic) => {
        const env = { ...rootEnv, MCP_SPEC_DIR: synthetic.specRoot };
        const args = [...CLI, "gen", "--out", join(synthetic.dir, "generated")];
        timeProcess(args, { cwd: synthetic.dir, env });
        return () => timeProcess(args, { cwd: synthetic.dir, env });
      });
      const runs = interleaved(options.runs, runners);
      scaling = projects.map((synthetic, i) => ({
        synthetic: counts[i] ?? 0,
        total: synthetic.total,
        wall: stats((runs[i] ?? []).map((r) => r.ms)),
      }));
    } finally {
      for (const synthetic of projects) rmSync(synthetic.dir, { recursive: true, force: true });
    }

    log("runtime: operations per second and bundle sizes");
    const packageDir = join(projectRoot, "generated");
    const runtime = await runtimeBench(packageDir, { time: options.runtimeTime });
    log("runtime: parseErrorResponse allocation, fresh process per mode");
    // 100,000 calls a window keep any per-call byte visible and still fit the probe's young generation.
    const allocation = await allocationBench(packageDir, { iterations: 100_000, windows: 5 });
    const root = resolveExport(packageDir, ".");
    const sizes: BundleSize[] = [
      { ...(await bundleSize(root, "mcp-errors")), budget: ROOT_BUDGET },
      await bundleSize(resolveExport(packageDir, "./translate"), "mcp-errors/translate"),
    ];
    const { REVISIONS } = (await import(pathToFileURL(root).href)) as { REVISIONS: readonly string[] };
    for (const revision of REVISIONS) {
      const entry = resolveExport(packageDir, `./${revision}`);
      sizes.push({ ...(await bundleSize(entry, `mcp-errors/${revision}`)), budget: SUBPATH_BUDGET });
      sizes.push({
        ...(await partBundleSize(entry, "reading", `mcp-errors/${revision}, reading errors`)),
        budget: SUBPATH_BUDGET,
      });
      sizes.push(await partBundleSize(entry, "answering", `mcp-errors/${revision}, answering with errors`));
      sizes.push(await partBundleSize(entry, "tables", `mcp-errors/${revision}, tables only`));
    }

    const report: BenchReport = {
      machine: {
        cpu: cpus()[0]?.model.trim() ?? "unknown",
        cores: cpus().length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
      },
      floor,
      generator,
      scaling,
      runtime,
      allocation,
      sizes,
    };
    // Through the project's Prettier, like every other file, so `prettier --check .` passes.
    const reportPath = "docs/benchmarks.md";
    const markdown = (await formatFiles(new Map([[reportPath, renderReport(report)]]))).get(reportPath) ?? "";
    if (options.write) writeFileSync(join(projectRoot, reportPath), markdown);
    log(markdown);
    return report;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Runs every task once per round, `rounds` times, and returns each task's results. Interleaving
 * spreads slow drift in the machine's speed over all tasks alike, so ratios between them hold;
 * each round starts one task later than the one before, so no task always follows the same one.
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

function generatorTiming(name: string, samples: readonly ProcessRun[]): GeneratorTiming {
  return { name, wall: stats(samples.map((s) => s.ms)), stages: medianStages(samples) };
}

function medianStages(samples: readonly { stderr: string }[]): Record<string, number> {
  const stageSamples = new Map<string, number[]>();
  for (const sample of samples) {
    for (const [stage, ms] of Object.entries(parseTimings(sample.stderr)))
      stageSamples.set(stage, [...(stageSamples.get(stage) ?? []), ms]);
  }
  return Object.fromEntries([...stageSamples].map(([stage, ms]) => [stage, stats(ms).median]));
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

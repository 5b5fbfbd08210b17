/**
 * `npm run bench`: times the generator against its parse floor, with more revisions, and refusing a
 * register typo; measures the emitted runtime's speed, allocation and bundle sizes, prints the
 * report and writes docs/benchmarks.md.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { FORMAT_CACHE_DIR } from "../../generator/emit/format.ts";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { resolveRoots } from "../../generator/inputs/resolve-roots.ts";
import { allocationBench, type AllocationRow } from "./allocation.ts";
import { measureSizes, type Sizes } from "./bundle-size.ts";
import { editedGen } from "./edited-gen.ts";
import { interleaved, medianStages, stats, timeProcess, type ProcessRun, type Stats } from "./measure.ts";
import { GEN_COLD, GEN_TYPO, renderReport } from "./render-report.ts";
import { readerGrowth, type GrowthRow } from "./reader-growth.ts";
import { runtimeBench, type RuntimeResult } from "./runtime-bench.ts";
import type { ScalingRow } from "./scaling.ts";
import { withSuiteSection } from "./suite-section.ts";
import { buildSyntheticProject, copyProject } from "./synthetic-project.ts";
import { typoGen } from "./typo-gen.ts";

export interface BenchOptions {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  /** Fresh-process runs per measurement. */
  runs: number;
  /** Synthetic revision counts for the scaling run; none skips it. */
  scale: number[];
  /** Milliseconds per runtime micro-benchmark. */
  runtimeTime: number;
  /** Write docs/benchmarks.md. */
  write: boolean;
  /**
   * Every measurement once, without the untimed warm-up runs and with the allocation over fewer
   * calls: rougher figures, each section still measured. For the test that the command works; the
   * figures in docs/benchmarks.md come from full runs.
   */
  smoke?: boolean;
  log: (line: string) => void;
}

export interface GeneratorTiming {
  name: string;
  wall: Stats;
  /** CPU time of the process and its children; undefined where it cannot be read. */
  cpu: Stats | undefined;
  /** Per-stage medians in ms, as the generator reports them with --timings. */
  stages: Record<string, number>;
}

export interface BenchReport {
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; platform: string };
  /** The 1-minute load average, sampled before each timed run of the generator and its floor. */
  load: Stats;
  generator: GeneratorTiming[];
  /** Scaling rows, the first with no synthetic revisions (the real ones, in the same setup). */
  scaling: ScalingRow[];
  runtime: RuntimeResult[];
  /** Bytes parseErrorResponse allocates per call, beside its result's. */
  allocation: AllocationRow[];
  sizes: Sizes;
  /** translateResponse's time at N and 4N content blocks, in each runtime; absent in older reports. */
  readerGrowth?: GrowthRow[];
}

/** What `npm run gen` runs, without npm: Node with tsx as its loader, then the CLI; relative, for the copy it runs in. */
export const GEN = ["--import", "tsx", "generator/cli.ts", "gen", "--timings"];

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const { projectRoot, log } = options;
  const manifest = loadManifest(projectRoot);
  const roots = resolveRoots(
    manifest,
    manifest.revisions.map((r) => r.root),
    { flags: {}, env: options.env, cwd: projectRoot, projectRoot },
  );
  const rootDir = (name: string): string => {
    const root = roots.get(name);
    if (!root) throw new Error(`spec root "${name}" was not resolved`);
    return root.dir;
  };
  const env = Object.fromEntries(
    manifest.roots.flatMap((r) => (roots.has(r.name) ? [[r.env, rootDir(r.name)]] : [])),
  );
  const schemaFiles = manifest.revisions.map((r) => join(rootDir(r.root), r.schema));

  log(
    "floor, gen, gen --check, gen after a register edit, gen with no Prettier cache and gen refusing a register typo, interleaved",
  );
  const copy = copyProject(projectRoot, "gen");
  const warmUp = !options.smoke;
  const edited = editedGen(projectRoot, GEN, env, { warmUp });
  const typo = typoGen(projectRoot, GEN, env);
  const loads: number[] = [];
  let runs: ProcessRun[][];
  try {
    const floorArgs = ["tools/bench/parse-floor.js", ...schemaFiles];
    const here = { cwd: copy, env };
    // Untimed: the floor's files into the page cache, tsx's transforms made, and the copy's
    // generated/ brought up to date for --check (in a smoke run, the timed gen runs before it).
    if (warmUp) {
      timeProcess(floorArgs, here);
      timeProcess(GEN, here);
    }
    const sampled = (run: () => ProcessRun) => () => {
      loads.push(loadavg()[0] ?? 0);
      return run();
    };
    runs = interleaved(options.runs, [
      sampled(() => timeProcess(floorArgs, here)),
      sampled(() => timeProcess(GEN, here)),
      sampled(() => timeProcess([...GEN, "--check"], here)),
      sampled(() => edited.run()),
      sampled(() => {
        rmSync(FORMAT_CACHE_DIR, { recursive: true, force: true });
        return timeProcess(GEN, here);
      }),
      sampled(() => typo.run()),
    ]);
  } finally {
    edited.dispose();
    typo.dispose();
    rmSync(copy, { recursive: true, force: true });
  }
  const [floorRuns = [], genRuns = [], checkRuns = [], editRuns = [], coldRuns = [], typoRuns = []] = runs;

  const specEnv = manifest.roots.find((r) => r.name === "spec")?.env;
  if (!specEnv) throw new Error('spec/revisions.yaml has no "spec" root');
  const scaling = options.scale.length === 0 ? [] : scalingRun(options, rootDir("spec"), env, specEnv);

  log("runtime: operations per second");
  const packageDir = join(projectRoot, "generated");
  const runtime = await runtimeBench(packageDir, { time: options.runtimeTime });
  log("runtime: parseErrorResponse allocation, fresh process per mode");
  // 100,000 calls a window keep any per-call byte visible and still fit the probe's young generation.
  const allocation = await allocationBench(packageDir, {
    iterations: options.smoke ? 10_000 : 100_000,
    windows: options.smoke ? 2 : 5,
  });
  log("runtime: bundle sizes");
  const sizes = await measureSizes(packageDir);
  log("runtime: the readers' growth, TypeScript and Go");
  const growth = await readerGrowth(projectRoot, packageDir);

  const report: BenchReport = {
    machine: {
      cpu: cpus()[0]?.model.trim() ?? "unknown",
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    load: stats(loads),
    generator: [
      timing("parse floor", floorRuns, {}),
      timing("gen", genRuns),
      timing("gen --check", checkRuns),
      timing("gen after a register edit", editRuns),
      timing(GEN_COLD, coldRuns),
      timing(GEN_TYPO, typoRuns),
    ],
    scaling,
    runtime,
    allocation,
    sizes,
    readerGrowth: growth,
  };
  // Through the project's Prettier, so `prettier --check .` passes.
  const reportPath = join(projectRoot, "docs/benchmarks.md");
  const config = await prettier.resolveConfig(reportPath, { editorconfig: false });
  // The test suite's section is measured by running the lanes, not here: it is kept as it stands.
  const previous = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : "";
  const markdown = await prettier.format(withSuiteSection(renderReport(report), previous), {
    ...config,
    filepath: reportPath,
  });
  if (options.write) writeFileSync(reportPath, markdown);
  log(markdown);
  return report;
}

/** Full `gen` with each count of synthetic revisions, and with none, taking turns. */
function scalingRun(
  options: BenchOptions,
  specRootDir: string,
  env: NodeJS.ProcessEnv,
  specEnv: string,
): ScalingRow[] {
  const counts = [...new Set([0, ...options.scale])].sort((a, b) => a - b);
  options.log(`scaling: ${counts.join(", ")} synthetic revisions, interleaved`);
  const projects = counts.map((count) => buildSyntheticProject(options.projectRoot, specRootDir, count));
  try {
    const runners = projects.map((synthetic) => {
      const where = { cwd: synthetic.dir, env: { ...env, [specEnv]: synthetic.specRoot } };
      timeProcess(GEN, where);
      return () => timeProcess(GEN, where);
    });
    const runs = interleaved(options.runs, runners);
    return projects.map((synthetic, i) => {
      const { wall, cpu } = timing("", runs[i] ?? [], {});
      return { synthetic: counts[i] ?? 0, total: synthetic.total, wall, ...(cpu ? { cpu } : {}) };
    });
  } finally {
    for (const synthetic of projects) rmSync(synthetic.dir, { recursive: true, force: true });
  }
}

function timing(name: string, samples: ProcessRun[], stages = medianStages(samples)): GeneratorTiming {
  const cpu = samples.flatMap((s) => (s.cpuMs === undefined ? [] : [s.cpuMs]));
  return {
    name,
    wall: stats(samples.map((s) => s.ms)),
    cpu: cpu.length > 0 ? stats(cpu) : undefined,
    stages,
  };
}

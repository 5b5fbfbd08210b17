/** docs/benchmarks.md from a BenchReport: figures, ratios and verdicts, no dates. */
import { allocatesOnlyResult, type AllocationRow } from "./allocation.ts";
import { BUDGETS, type BundleSize, type Sizes } from "./bundle-size.ts";
import { OUTSIDE_STAGES, type Stats } from "./measure.ts";
import { GROWTH_LIMIT, type GrowthRow } from "./reader-growth.ts";
import type { BenchReport, GeneratorTiming } from "./run-bench.ts";
import { scalingFigures } from "./scaling.ts";

/** Issue 21: above this on this machine, plain execution would keep its one most useful speed-up. */
export const GEN_TARGET_MS = 5000;
/** `gen` with the Prettier cache emptied before each run: what the cache buys. */
export const GEN_COLD = "gen, Prettier cache empty";
/** `gen` on a register with a misspelt key: how soon a typo is refused. */
export const GEN_TYPO = "gen refusing a register typo";
/** Issue 33: a register typo is refused in at most this share of a full `gen`. */
export const TYPO_TARGET_SHARE = 1 / 3;

const ms = (n: number) => `${n.toFixed(0)} ms`;
const triple = (s: Stats) => `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`;
const x = (n: number) => `${n.toFixed(2)}×`;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const verdict = (value: number, limit: number) => (value <= limit ? "holds" : "missed");

export function renderReport(report: BenchReport): string {
  return [
    ...renderHeader(report),
    ...renderGenerator(report),
    ...renderScaling(report),
    ...renderRuntime(report),
    ...renderSizes(report.sizes),
    ...renderAllocation(report.allocation),
    ...renderGrowth(report.readerGrowth),
  ].join("\n");
}

export function renderGrowth(rows: GrowthRow[] | undefined): string[] {
  if (rows === undefined) return [];
  const lines = [
    "## The readers' growth",
    "",
    "translateResponse of a tool result of N and 4N text blocks, carried to 2025-06-18, where it becomes one",
    "protocol error whose message joins the blocks (the fastest of 5 calls; Go from `go test -bench` in",
    "test/go). Work in proportion to the input takes about 4× as long at 4N; appending to a string once per",
    "block took 16×.",
    "",
    "| runtime | N | at N | at 4N | 4N / N | target |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of rows) {
    const ratio = r.msAt4N / r.msAtN;
    lines.push(
      `| ${r.language} | ${r.blocks.toLocaleString("en-US")} | ${ms(r.msAtN)} | ${ms(r.msAt4N)} | ${x(ratio)} | ≤ ${GROWTH_LIMIT}×, ${verdict(ratio, GROWTH_LIMIT)} |`,
    );
  }
  lines.push("");
  return lines;
}

function renderHeader({ machine, load, generator }: BenchReport): string[] {
  const runs = generator[0]?.wall.runs ?? 0;
  return [
    "# Benchmarks",
    "",
    "Written by `npm run bench`. Times are wall-clock for a fresh Node process (min / median / max",
    `over ${runs} run${runs === 1 ? "" : "s"}). Runs that are compared take turns (the floor, \`gen\`, \`gen --check\`, the`,
    "register edit, `gen` with no Prettier cache and `gen` refusing a register typo; then the scaling rows), each round starting one later, so drift in the machine's speed",
    "weighs on them alike; ratios compare medians from the same run, and carry across machines better",
    "than the absolute figures.",
    "",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}).`,
    `Load while the generator ran (1-minute load average before each run, min / median / max):`,
    `${load.min.toFixed(2)} / ${load.median.toFixed(2)} / ${load.max.toFixed(2)} on ${machine.cores} cores.`,
    loadNote(load.median, machine.cores),
    "",
  ];
}

/** What the load means for the figures. */
export function loadNote(load: number, cores: number): string {
  if (load < cores / 2) return "The machine was quiet.";
  if (load <= cores)
    return "Other work took part of the machine, so the times are somewhat longer than on a quiet one.";
  return (
    "More processes wanted a core than there were cores, so each run waited for one part of the time: " +
    "wall times are longer than on a quiet machine. CPU times grow less, and ratios hold better than either."
  );
}

function renderGenerator({ generator }: BenchReport): string[] {
  const [floor, ...runs] = generator;
  if (!floor) return [];
  const gen = runs.find((g) => g.name === "gen");
  const check = runs.find((g) => g.name === "gen --check");
  const cpu = (g: GeneratorTiming) => (g.cpu ? ms(g.cpu.median) : "–");
  const cpuRatio = (g: GeneratorTiming) => (g.cpu && floor.cpu ? x(g.cpu.median / floor.cpu.median) : "–");
  const lines = [
    "## Generator against its floor",
    "",
    "The floor is a fresh Node process that loads the `typescript` compiler and only parses every",
    "schema.ts with `ts.createSourceFile`. `gen` runs as `npm run gen` does, without npm: Node with tsx",
    "as its loader, then `generator/cli.ts`, in a copy of the project. It keeps nothing between runs but Prettier's results",
    "(the one speed piece it has: `generator/emit/format.ts`), so every run reads, extracts, checks,",
    "merges, emits and type-checks everything, and formats what it has not formatted before; `gen` then finds generated/",
    "current and writes nothing, and `gen --check` compares. `gen after a register edit` runs in a",
    "second copy: before each run, one condition's summary gets a text no run had before, so the run",
    "writes the files that text reaches (each revision module with that condition, its declarations",
    "and reference page, and the package README). `gen refusing a register typo` runs in a third copy",
    "whose register misspells a key, which gen refuses before it extracts a schema. CPU is user and",
    "system time of the process and its children, median over the runs.",
    "",
    "| run | min / median / max | × floor | CPU | × floor CPU | target |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const g of generator) {
    const target =
      g.name === "gen"
        ? `≤ ${(GEN_TARGET_MS / 1000).toFixed(0)} s, ${verdict(g.wall.median, GEN_TARGET_MS)}`
        : "";
    lines.push(
      `| ${g.name} | ${triple(g.wall)} | ${x(g.wall.median / floor.wall.median)} | ${cpu(g)} | ${cpuRatio(g)} | ${target} |`,
    );
  }
  const cold = runs.find((g) => g.name === GEN_COLD);
  if (gen && cold)
    lines.push(
      "",
      `\`${GEN_COLD}\` empties the cache before each run, as a fresh clone starts: it takes ${ms(cold.wall.median)},`,
      `so the cache saves ${ms(cold.wall.median - gen.wall.median)} (${((100 * (cold.wall.median - gen.wall.median)) / cold.wall.median).toFixed(0)}%) of a run whose files Prettier has formatted before.`,
    );
  const typo = runs.find((g) => g.name === GEN_TYPO);
  if (gen && typo) {
    const share = typo.wall.median / gen.wall.median;
    lines.push(
      "",
      `\`${GEN_TYPO}\` takes ${ms(typo.wall.median)}, ${(100 * share).toFixed(0)}% of \`gen\`'s time (target: at most a third, ${verdict(share, TYPO_TARGET_SHARE)}).`,
    );
  }
  if (gen && check)
    lines.push(
      "",
      `\`gen --check\` takes ${x(check.wall.median / gen.wall.median)} the time of \`gen\`. The two run the same stages and`,
      "differ only in the last (compare, or compare and write when stale), so a difference within the spread",
      `of \`gen\`'s own runs (${x(gen.wall.min / gen.wall.median)} to ${x(gen.wall.max / gen.wall.median)} of its median here) is noise, not a cost of checking.`,
    );
  lines.push(
    "",
    "Stage medians, from `--timings`. A stage's time includes loading the modules it needs (extract",
    "loads ts-morph, format Prettier); validate type-checks the emitted package with the TypeScript",
    "compiler API, and format runs Prettier over each file in turn. Outside the stages is the rest of",
    "each run: Node's start-up, tsx compiling the generator's TypeScript, and loading the CLI.",
    "",
    `| stage | ${runs.map((g) => g.name).join(" | ")} | share of \`gen\` |`,
    `| --- | ${runs.map(() => "---").join(" | ")} | --- |`,
  );
  const stages = [...new Set(runs.flatMap((g) => Object.keys(g.stages)))];
  // The time outside the stages comes last, after the stages in pipeline order.
  stages.push(...stages.splice(stages.indexOf(OUTSIDE_STAGES), 1));
  for (const stage of stages) {
    const cells = runs.map((g) => (g.stages[stage] === undefined ? "–" : ms(g.stages[stage])));
    const genMs = gen?.stages[stage];
    const share = gen && genMs !== undefined ? `${((100 * genMs) / gen.wall.median).toFixed(0)}%` : "–";
    lines.push(`| ${stage} | ${cells.join(" | ")} | ${share} |`);
  }
  lines.push("");
  return lines;
}

function renderScaling(report: BenchReport): string[] {
  if (report.scaling.length === 0)
    return ["## Scaling with the number of revisions", "", "Not measured.", ""];
  const scaling = scalingFigures(report.scaling);
  const real = scaling.find((s) => s.synthetic === 0);
  const largest = Math.max(...scaling.map((s) => s.synthetic));
  const lines = [
    "## Scaling with the number of revisions",
    "",
    "Full `gen` with N synthetic revisions (copies of the finals under new ids, the register extended to",
    `match) added to the ${real ? `${real.total} ` : ""}real ones, each in a copy of the project with no release baseline, so`,
    "every N renders the package once. Most of a run is fixed cost, so each row is compared with the run",
    "that adds none: per added revision is the extra CPU time over that run divided by N (wall time where",
    "CPU time cannot be read; on a shared machine CPU time varies far less). A copy translates exactly as",
    "the final it copies, so reference pages show it in that final's translation column and rule rows:",
    "each page's translation section grows with the number of distinct behaviours, not of revisions.",
    "",
    "| N | revisions | min / median / max | CPU | per added revision | × at smallest N | target |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const s of scaling) {
    const perAdded = s.perAdded === undefined ? "–" : ms(s.perAdded);
    const ratio = s.perAddedRatio === undefined ? "–" : x(s.perAddedRatio);
    // A smallest-N cost at or under zero is noise, and a ratio to it would mean nothing.
    const target =
      s.synthetic !== largest
        ? ""
        : s.perAddedRatio !== undefined
          ? `≤ 1.25×, ${verdict(s.perAddedRatio, 1.25)}`
          : "≤ 1.25×, not measured: the smallest N's cost was within noise";
    const cpu = s.cpu ? ms(s.cpu.median) : "–";
    lines.push(
      `| ${s.synthetic} | ${s.total} | ${triple(s.wall)} | ${cpu} | ${perAdded} | ${ratio} | ${target} |`,
    );
  }
  lines.push("");
  return lines;
}

function renderRuntime(report: BenchReport): string[] {
  const lines = [
    "## Runtime",
    "",
    "The baseline reads the statuses `httpStatusOf` returns from plain objects (revision, then code; null for",
    "other codes), answering the same queries in the same order: an error of every condition of every",
    "revision, and one with a code no condition names. httpStatus is `httpStatusOf(revision, error)` on the",
    "error as it comes off the wire, so it recognises the condition from the code and data. translate sends",
    "an error of every condition of every final revision (with data of the condition's shape) to every other",
    "final revision; parseErrorResponse reads a response carrying an error of every condition of every",
    "revision. Each task cycles through its inputs.",
    "",
    "| operation | ops/s | × baseline time | target |",
    "| --- | --- | --- | --- |",
  ];
  for (const r of report.runtime) {
    const limited = r.name === "httpStatus" || r.name === "translate";
    const target = limited ? `≤ 3×, ${verdict(r.ratioToBaseline, 3)}` : "";
    lines.push(
      `| ${r.name} | ${Math.round(r.opsPerSecond).toLocaleString("en-US")} | ${x(r.ratioToBaseline)} | ${target} |`,
    );
  }
  lines.push("");
  return lines;
}

/** A budgeted figure that missed. */
export interface Miss {
  what: string;
  gzipped: number;
  budget: number;
}

/** Every budgeted figure over its budget. */
export function budgetMisses(sizes: Sizes): Miss[] {
  const misses: Miss[] = [];
  const check = (what: string, size: BundleSize, budget: number | undefined) => {
    if (budget !== undefined && size.gzipped > budget) misses.push({ what, gzipped: size.gzipped, budget });
  };
  for (const e of sizes.entries) check(e.entry, e, e.budget);
  for (const r of sizes.revisions) {
    check(`mcp-errors/${r.revision}, reading errors`, r.reading, BUDGETS.reading);
    check(`mcp-errors/${r.revision}, answering with errors`, r.answering, BUDGETS.answering);
    check(`mcp-errors/${r.revision}, every export`, r.everyExport, BUDGETS.everyExport);
  }
  return misses;
}

export function renderSizes(sizes: Sizes): string[] {
  const cell = (size: BundleSize, budget: number) => `${kb(size.gzipped)}, ${verdict(size.gzipped, budget)}`;
  const lines = [
    "## Bundle sizes",
    "",
    "What a consumer ships, min+gz: each set of imports bundled alone with esbuild (minified, tree-shaken,",
    "as an application bundler ships it; without code splitting, so nothing loaded later is left out),",
    "then gzipped. The budgets are issue 21's. The root reads each revision module's TABLES and none of",
    "its constructors or translations; mcp-errors/translate, for proxies, reads every revision's tables",
    "and TRANSLATIONS.",
    "",
    "| entry | minified | min+gz | budget |",
    "| --- | --- | --- | --- |",
  ];
  for (const e of sizes.entries) {
    const budget = e.budget === undefined ? "" : `≤ ${kb(e.budget)}, ${verdict(e.gzipped, e.budget)}`;
    lines.push(`| ${e.entry} | ${kb(e.minified)} | ${kb(e.gzipped)} | ${budget} |`);
  }
  lines.push(
    "",
    "A revision subpath, as each consumer ships it: a client reading a peer's errors imports",
    "parseErrorResponse, conditionOf and every guard; a server answering with errors imports every",
    "constructor, errorResponse, respond, and checkRequest where the revision has one. The last column",
    "names any module of another revision (final or preview) that put code into one of the three",
    "bundles.",
    "",
    "| subpath | reading errors | answering with errors | every export | other revisions in the bundles |",
    "| --- | --- | --- | --- | --- |",
    `| budget | ≤ ${kb(BUDGETS.reading)} | ≤ ${kb(BUDGETS.answering)} | ≤ ${kb(BUDGETS.everyExport)} | none |`,
  );
  for (const r of sizes.revisions) {
    const others = r.otherRevisions.length === 0 ? "none" : r.otherRevisions.join(", ");
    lines.push(
      `| mcp-errors/${r.revision} | ${cell(r.reading, BUDGETS.reading)} | ${cell(r.answering, BUDGETS.answering)} | ${cell(r.everyExport, BUDGETS.everyExport)} | ${others} |`,
    );
  }
  const misses = budgetMisses(sizes);
  const leaked = sizes.revisions.filter((r) => r.otherRevisions.length > 0).map((r) => r.revision);
  lines.push(
    "",
    misses.length === 0
      ? "Every budget holds."
      : `Missed: ${misses.map((m) => `${m.what} (${kb(m.gzipped)} of ${kb(m.budget)})`).join("; ")}.`,
    leaked.length === 0
      ? "Tree-shaking drops the other revisions: no bundle of a revision's exports holds another revision's module."
      : `Other revisions reach the bundles of ${leaked.join(", ")}.`,
    "",
  );
  return lines;
}

const bytes = (n: number) => n.toFixed(2);

function renderAllocation(rows: AllocationRow[]): string[] {
  const lines = [
    "## parseErrorResponse allocation",
    "",
    "Heap bytes per call, counted in a fresh Node process whose young generation is large enough that no",
    "garbage collection runs while it is counted (checked), over windows of calls that cycle through the",
    "inputs; each figure is the least of several windows after as many to warm up. The result column",
    "builds a copy of each result as an object literal with the same keys in the same order (nothing for a",
    "result the parser shares between calls), so excess is what the parser allocates beyond its result.",
    "interpreted runs V8's interpreter alone; optimised runs Node's default tiers, warmed up. Inputs: an",
    "error of every condition of every revision; other input the parser accepts (codes no condition",
    'names, a bare error object, a jsonrpc other than "2.0"); input it rejects.',
    "",
    "| input | mode | inputs | bytes per call | result bytes per call | excess | target |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of rows)
    lines.push(
      `| ${r.group} | ${r.mode} | ${r.inputs} | ${bytes(r.bytesPerCall)} | ${bytes(r.resultBytesPerCall)} | ${bytes(r.excessPerCall)} | no allocation beyond the result |`,
    );
  const misses = rows.filter((r) => !allocatesOnlyResult(r));
  lines.push("");
  if (rows.length === 0) lines.push("Not measured.");
  else if (misses.length === 0)
    lines.push(
      "Holds: in every row the parser allocates its result and nothing more (excess under 8 bytes per pass",
      "through a row's inputs, less than any heap object, counts as none).",
    );
  else
    lines.push(
      `Misses: the parser allocates beyond its result for ${misses
        .map((r) => `${r.group} (${r.mode}, ${bytes(r.excessPerCall)} bytes per call)`)
        .join(", ")}.`,
    );
  lines.push("");
  return lines;
}

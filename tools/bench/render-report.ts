/** docs/benchmarks.md from a BenchReport: figures and ratios only, no dates. */
import { allocatesOnlyResult, type AllocationRow } from "./allocation.ts";
import type { BundleSize } from "./bundle-size.ts";
import type { BenchReport } from "./run-bench.ts";
import { scalingFigures } from "./scaling.ts";
import type { Stats } from "./stats.ts";

const ms = (n: number) => `${n.toFixed(0)} ms`;
const triple = (s: Stats) => `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`;
const x = (n: number) => `${n.toFixed(2)}×`;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

export function renderReport(report: BenchReport): string {
  const { machine, floor } = report;
  const lines: string[] = [
    "# Benchmarks",
    "",
    "Written by `npm run bench`. Times are wall-clock for a fresh Node process (min / median / max",
    `over ${floor.runs} runs); ratios compare medians measured in the same run, so they carry across machines`,
    "better than the absolute figures. Runs that are compared take turns (floor, gen, gen --check, empty",
    "cache and register edit; the scaling rows), each round starting one later, so drift in the machine's speed",
    "and the order of runs weigh on them alike.",
    "",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}).`,
    "",
    "## Generator against its floor",
    "",
    "The floor is a fresh Node process that loads the TypeScript compiler API bundled with ts-morph and",
    "only parses every schema.ts with `ts.createSourceFile`. It compiles that API from source, as any",
    "fresh process does; `gen` loads it from the V8 code cache an earlier run saved (about 0.1 s less),",
    "and the empty-cache row shows `gen` without that cache or the compiled copy.",
    "",
    "| run | min / median / max | × floor | target |",
    "| --- | --- | --- | --- |",
    `| parse floor | ${triple(floor)} | 1.00× | |`,
  ];
  for (const g of report.generator) {
    const target = g.name === "gen" ? "≤ 3×" : g.name === "gen --check" ? "≤ gen" : "";
    lines.push(`| ${g.name} | ${triple(g.wall)} | ${x(g.wall.median / floor.median)} | ${target} |`);
  }
  const stageNames = [...new Set(report.generator.flatMap((g) => Object.keys(g.stages)))];
  const gen = report.generator.find((g) => g.name === "gen");
  const check = report.generator.find((g) => g.name === "gen --check");
  if (gen && check)
    lines.push(
      "",
      `\`gen --check\` takes ${x(check.wall.median / gen.wall.median)} the time of \`gen\`. The two run the same stages and`,
      `differ only in the last (compare, or compare and write when stale), so a difference within the spread`,
      `of \`gen\`'s own runs (${x(gen.wall.min / gen.wall.median)} to ${x(gen.wall.max / gen.wall.median)} of its median here) is noise, not a cost of checking.`,
    );
  lines.push(
    "",
    "`gen` and `gen --check` find the compiled copy of the generator, the V8 code cache of the",
    "TypeScript compiler and the generator's own caches in place, as every run after the first does",
    "(an untimed run makes them). Those caches hold the formatted files, the CommonJS translations, the",
    "compiled runtime and the validation verdict, each under a digest of everything it depends on, so",
    "these rows time regenerating unchanged inputs, as CI and `npm test` do; a run after an edit",
    "formats and translates only the files that changed, and type-checks the package again.",
    "`gen, empty cache` is the first run after an install: it compiles the copy, writes the code cache,",
    "and formats, translates, compiles and type-checks the whole package itself. `gen after a register",
    "edit` is what a developer editing spec/errors.yaml waits for: before each run, one condition's",
    "summary gets a text no run had before, so gen formats the files it reaches (each revision module",
    "with that condition, its declarations and reference page, and the package README), type-checks",
    "the package again, and reads everything else from its caches.",
    "",
    "Stage medians, in-process (the rest of the wall time is Node start-up, the launcher and module",
    "loading). Prettier formats on a worker thread while the main thread validates, and the main",
    "thread joins in once it is done, so format counts from handing the files over to getting them",
    "all back formatted. A file whose formatted form is on disk is read back instead, and a package",
    "that passed validation before is not checked again.",
    "",
  );
  lines.push(`| stage | ${report.generator.map((g) => g.name).join(" | ")} |`);
  lines.push(`| --- | ${report.generator.map(() => "---").join(" | ")} |`);
  for (const stage of stageNames)
    lines.push(
      `| ${stage} | ${report.generator.map((g) => (g.stages[stage] === undefined ? "–" : ms(g.stages[stage]))).join(" | ")} |`,
    );

  const scaling = scalingFigures(report.scaling);
  const real = scaling.find((s) => s.synthetic === 0);
  lines.push("", "## Scaling with the number of revisions", "");
  lines.push(
    "Full `gen` with N synthetic revisions (copies of the finals under new ids, the register extended to",
    `match) added to the ${real ? `${real.total} ` : ""}real ones. Most of a run is fixed cost, so each row is compared`,
    "with the run that adds none: per added revision is the extra time over that run divided by N; marginal",
    "is the extra time per revision since the previous row. A copy translates exactly as the final it",
    "copies, so reference pages show it in that final's translation column and rule rows: each page's",
    "translation section grows with the number of distinct behaviours, not of revisions. Each project",
    "has an untimed run first, so, as above, the rows time regenerating unchanged inputs.",
    "",
  );
  lines.push(
    "| N | revisions | min / median / max | per added revision | × at smallest N | marginal | target |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  );
  const largest = Math.max(...scaling.map((s) => s.synthetic));
  for (const s of scaling) {
    const perAdded = s.perAdded === undefined ? "–" : ms(s.perAdded);
    const ratio = s.perAddedRatio === undefined ? "–" : x(s.perAddedRatio);
    const marginal = s.marginal === undefined ? "–" : ms(s.marginal);
    const target = s.synthetic === largest && s.perAddedRatio !== undefined ? "≤ 1.25×" : "";
    lines.push(
      `| ${s.synthetic} | ${s.total} | ${triple(s.wall)} | ${perAdded} | ${ratio} | ${marginal} | ${target} |`,
    );
  }

  lines.push("", "## Runtime", "");
  lines.push(
    "The baseline reads the statuses `httpStatusOf` returns from plain objects (revision, then code; null for",
    "other codes), answering the same queries in the same order: an error of every condition of every",
    "revision, and one with a code no condition names. httpStatus is `httpStatusOf(revision, error)` on the",
    "error as it comes off the wire, so it recognises the condition from the code and data (an error the",
    "package built carries its condition and skips that). translate sends an error of every condition of every final revision",
    "(with data of the condition's shape) to every other final revision; parseErrorResponse reads a response",
    "carrying an error of every condition of every revision. Each task cycles through its inputs.",
    "",
  );
  lines.push("| operation | ops/s | × baseline time | target |", "| --- | --- | --- | --- |");
  for (const r of report.runtime) {
    const target = r.name === "httpStatus" || r.name === "translate" ? "≤ 3×" : "";
    lines.push(
      `| ${r.name} | ${Math.round(r.opsPerSecond).toLocaleString("en-US")} | ${x(r.ratioToBaseline)} | ${target} |`,
    );
  }
  lines.push(
    "",
    "Each entry bundled alone with esbuild (minified, tree-shaken, code-split as an application bundler",
    "ships it), counting the chunks loaded before the entry runs. The root reads each revision module's",
    "TABLES and none of its constructors or translations; mcp-errors/translate reads every revision's",
    "tables and TRANSLATIONS. A revision subpath has four rows: every export kept; what a client that",
    "reads a peer's errors imports (parseErrorResponse, conditionOf and every guard); what a server",
    "that answers with errors imports (every constructor, errorResponse and respond); and the exported",
    "constants and tables with no function, the data alone, under which no change to the runtime can",
    "bring the entry. Where only functions are imported, the bundler keeps the tables they read and",
    "leaves out those only a reader looks at (TRANSPORT_FAILURES, TRANSLATIONS, UNDEFINED_CODES).",
    "min+gz gzips each chunk on its own (as each is fetched) and sums; one stream gzips them together.",
    "",
  );
  lines.push(
    "| entry | chunks | minified | min+gz | min+gz, one stream | target |",
    "| --- | --- | --- | --- | --- | --- |",
  );
  for (const s of report.sizes) {
    const target =
      s.budget === undefined ? "" : `≤ ${kb(s.budget)}, ${s.gzipped <= s.budget ? "holds" : "missed"}`;
    lines.push(
      `| ${s.entry} | ${s.chunks} | ${kb(s.minified)} | ${kb(s.gzipped)} | ${kb(s.gzippedTogether)} | ${target} |`,
    );
  }
  lines.push("", ...renderSubpathFloor(report.sizes));
  lines.push("", ...renderAllocation(report.allocation), "");
  return lines.join("\n");
}

/** The row of a final revision's subpath with every export. */
const WHOLE_SUBPATH = /^mcp-errors\/\d{4}-\d{2}-\d{2}$/;

/** The least and most min+gz of the rows whose label ends with the suffix ("" for the whole entry). */
function span(sizes: readonly BundleSize[], suffix: string): string {
  const rows = sizes.filter((s) =>
    suffix === "" ? WHOLE_SUBPATH.test(s.entry) : s.entry.endsWith(`, ${suffix}`),
  );
  const gz = rows.map((s) => s.gzipped);
  return gz.length === 0 ? "–" : `${kb(Math.min(...gz))} to ${kb(Math.max(...gz))}`;
}

/** Why a whole revision subpath misses its budget while the reading rows hold it, from the figures. */
export function renderSubpathFloor(sizes: readonly BundleSize[]): string[] {
  const over = sizes.filter((s) => s.budget !== undefined && s.gzipped > s.budget);
  const missed = over.map((s) => s.entry);
  if (missed.length === 0) return ["Every budgeted row holds."];
  if (!over.some((s) => WHOLE_SUBPATH.test(s.entry))) return [`Missed: ${missed.join(", ")}.`];
  return [
    `Missed: ${missed.join(", ")}. A revision subpath with every export takes ${span(sizes, "")}.`,
    `Its readable tables alone take ${span(sizes, "tables only")} (conditions with their data rules, statuses,`,
    "transport failures, and translations to every other revision with their reasons), and they are what a",
    "reviewer reads the module for. The functions on top (constructors that check data at every depth, guards,",
    "respond, parseErrorResponse, toolInputError, and checkRequest from 2026-07-28) do not fit in what is left",
    `of ${kb(over[0]?.budget ?? 0)}: a server that imports only its constructors and respond ships ${span(sizes, "answering with errors")}. A client that`,
    `reads errors, where bytes weigh most (in a browser), ships ${span(sizes, "reading errors")}.`,
  ];
}

const bytes = (n: number) => n.toFixed(2);

function renderAllocation(rows: AllocationRow[]): string[] {
  const lines = [
    "### parseErrorResponse allocation",
    "",
    "Heap bytes per call, counted in a fresh Node process whose young generation is large enough that no",
    "garbage collection runs while it is counted (checked: none did), over windows of calls that cycle",
    "through the inputs; each figure is the least of several windows after as many to warm up. The result",
    "column builds, in the same process, a copy of each result as an object literal with the same keys in",
    "the same order (nothing for a result the parser shares between calls), so excess is what the parser",
    "allocates beyond its result. interpreted runs V8's interpreter alone (its object literals carry an",
    "allocation memento); optimised runs Node's default tiers, warmed up. Rows: the benchmark's responses",
    "(an error of every condition of every revision); other input the parser accepts (codes no condition",
    'names, a bare error object, a jsonrpc other than "2.0"); and input it rejects (not an object, a bad',
    "error, id, code or message, an unknown revision). The fraction of a byte past a whole result is space",
    "V8 leaves unused at the ends of heap pages, the same in both columns.",
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
  return lines;
}

/**
 * Operations per second of the emitted runtime's hot paths, each beside a plain object lookup
 * measured in the same run, so results compare across machines as ratios.
 *
 * The baseline is the plain-object form of what `httpStatusOf` answers (revision -> code ->
 * status, null for other codes), built from the package itself, and it answers the same questions
 * in the same order as `httpStatusOf`: an error of every condition of every revision, and one with
 * a code no condition names. `httpStatusOf` is given the error as it comes off the wire (no mark,
 * so it recognises the condition from the code and data). (An object keyed by negative codes stores
 * them as named properties, so each read converts the number to a string first.) The other
 * operations cycle through an error of every condition of every revision (with data of the
 * condition's shape where it has one), so no single fast or slow case decides a figure.
 */
import { Bench } from "tinybench";
import { importFile, resolveExport, resolveRevision } from "./package-entries.ts";

export interface RuntimeResult {
  name: string;
  opsPerSecond: number;
  /** Time per operation relative to the plain-lookup baseline (1 = as fast). */
  ratioToBaseline: number;
}

interface RootModule {
  REVISIONS: readonly string[];
  PREVIEW_REVISIONS: readonly string[];
  httpStatusOf(rev: string, error: unknown): number | null;
  parseErrorResponse(rev: string, value: unknown): unknown;
}

/** mcp-errors/translate. */
interface TranslateModule {
  translate(error: unknown, options: { from: string; to: string }): unknown;
}

interface RevisionModule {
  ErrorCode: Record<string, number>;
  CONDITIONS: Record<string, Condition>;
  unsupportedProtocolVersion(options: { data: { supported: string[]; requested: string } }): unknown;
  errorResponse(id: string | number, error: unknown): unknown;
}

/** A condition as a revision module's CONDITIONS table gives it. */
interface Condition {
  code: number;
  data: null | { fields: Record<string, { type: string }> };
}

interface ErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

interface StatusQuery {
  revision: string;
  error: ErrorObject;
}

type StatusTable = Record<string, Record<number, number | null>>;

const BASELINE = "plain object lookup";
/**
 * Each task runs its operation this many times per sample: a single call takes nanoseconds,
 * below the timer's resolution, and timing calls one by one would measure the timer instead.
 */
const BATCH = 1000;
/** Not a code any revision defines, so lookups of it fall back to the revision's default. */
const UNDEFINED_CODE = -31999;

/** An error of every condition of every revision, plus one with an undefined code per revision. */
function statusQueries(errors: Map<string, ErrorObject[]>): StatusQuery[] {
  const queries: StatusQuery[] = [];
  for (const [revision, list] of errors)
    for (const error of [...list, { code: UNDEFINED_CODE, message: "Something failed" }])
      queries.push({ revision, error });
  return queries;
}

/** The statuses as plain objects, read through the runtime once, before timing starts. */
function plainStatusTable(root: RootModule, codes: Map<string, number[]>): StatusTable {
  const table: StatusTable = {};
  for (const [revision, list] of codes) {
    const byCode: Record<number, number | null> = {};
    for (const code of list) byCode[code] = root.httpStatusOf(revision, { code, message: "m" });
    table[revision] = byCode;
  }
  return table;
}

const SAMPLE_VALUES: Record<string, unknown> = {
  string: "x",
  number: 1,
  boolean: true,
  array: [],
  object: {},
  null: null,
  any: "x",
};

/** An error of each condition, with data of the condition's shape when it has one. */
function sampleErrors(conditions: Record<string, Condition>): ErrorObject[] {
  return Object.values(conditions).map(({ code, data: rule }) => {
    if (rule === null) return { code, message: "Something failed" };
    const data: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(rule.fields)) data[name] = SAMPLE_VALUES[field.type];
    return { code, message: "Something failed", data };
  });
}

/** The emitted package's root and, for every revision, its codes and an error of each condition. */
export interface RuntimeInputs {
  root: RootModule;
  between: TranslateModule;
  codes: Map<string, number[]>;
  errors: Map<string, ErrorObject[]>;
}

export async function loadRuntimeInputs(packageDir: string): Promise<RuntimeInputs> {
  const root = await importFile<RootModule>(resolveExport(packageDir, "."));
  const between = await importFile<TranslateModule>(resolveExport(packageDir, "./translate"));
  const codes = new Map<string, number[]>();
  const errors = new Map<string, ErrorObject[]>();
  for (const revision of [...root.REVISIONS, ...root.PREVIEW_REVISIONS]) {
    const module = await importFile<RevisionModule>(resolveRevision(packageDir, revision));
    codes.set(revision, [...new Set(Object.values(module.ErrorCode))]);
    errors.set(revision, sampleErrors(module.CONDITIONS));
  }
  return { root, between, codes, errors };
}

/** A response carrying an error of every condition of every revision, final and preview. */
export function errorResponses(inputs: RuntimeInputs): { revision: string; value: unknown }[] {
  return [...inputs.errors].flatMap(([revision, list]) =>
    list.map((error, id) => ({ revision, value: { jsonrpc: "2.0", id, error } })),
  );
}

export async function runtimeBench(packageDir: string, options: { time: number }): Promise<RuntimeResult[]> {
  const inputs = await loadRuntimeInputs(packageDir);
  const { root, between, codes, errors } = inputs;
  const modern = await importFile<RevisionModule>(resolveExport(packageDir, "./2026-07-28"));

  const queries = statusQueries(errors);
  const table = plainStatusTable(root, codes);
  // An error of every condition of every final revision, sent to every other final revision.
  const translations = root.REVISIONS.flatMap((from) =>
    root.REVISIONS.filter((to) => to !== from).flatMap((to) =>
      (errors.get(from) ?? []).map((error) => ({ error, options: { from, to } })),
    ),
  );
  const responses = errorResponses(inputs);

  let i = 0;
  let sink: unknown;
  const next = <T>(list: readonly T[]): T => list[i++ % list.length] as T;

  const bench = new Bench({ time: options.time, warmupTime: Math.min(100, options.time) });
  bench
    .add(BASELINE, () => {
      for (let n = 0; n < BATCH; n++) {
        const q = next(queries);
        sink = table[q.revision]?.[q.error.code] ?? null;
      }
    })
    .add("httpStatus", () => {
      for (let n = 0; n < BATCH; n++) {
        const q = next(queries);
        sink = root.httpStatusOf(q.revision, q.error);
      }
    })
    .add("translate", () => {
      for (let n = 0; n < BATCH; n++) {
        const t = next(translations);
        sink = between.translate(t.error, t.options);
      }
    })
    .add("parseErrorResponse", () => {
      for (let n = 0; n < BATCH; n++) {
        const r = next(responses);
        sink = root.parseErrorResponse(r.revision, r.value);
      }
    })
    .add("constructor + errorResponse", () => {
      for (let n = 0; n < BATCH; n++)
        sink = modern.errorResponse(
          i++,
          modern.unsupportedProtocolVersion({ data: { supported: ["2026-07-28"], requested: "x" } }),
        );
    });
  await bench.run();
  void sink;

  const results = bench.tasks.map((task) => {
    const r = task.result as { period?: number } | undefined;
    return { name: task.name, opsPerSecond: r?.period ? (1000 * BATCH) / r.period : 0 };
  });
  const baseline = results.find((r) => r.name === BASELINE)?.opsPerSecond ?? 0;
  return results.map((r) => ({
    ...r,
    ratioToBaseline: r.opsPerSecond > 0 ? baseline / r.opsPerSecond : Infinity,
  }));
}

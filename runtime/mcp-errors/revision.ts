/**
 * A revision's tables, indexed once for lookups: which conditions each code can be read as, in
 * the order a receiver tries them. Built once per tables object.
 */
import { dataMatches, hasOwn, isRecord } from "./data-shape.js";
import { markOf } from "./mark.js";
import type {
  ConditionEntry,
  DataRule,
  ModuleTables,
  RecognitionOptions,
  RecognitionRule,
  RecognitionTables,
  RevisionTables,
} from "./types.js";

/** A condition with its key. */
export interface Condition extends ConditionEntry {
  readonly key: string;
}

/** One way to read a code: a condition, and the rule that must hold (none: the code alone). */
interface Reading {
  readonly condition: Condition;
  readonly rule: RecognitionRule | null;
}

export interface Revision<T extends RecognitionTables = ModuleTables> {
  readonly id: string;
  readonly era: "legacy" | "modern";
  readonly tables: T;
  readonly conditions: ReadonlyMap<string, Condition>;
  /** Code -> the readings a receiver tries, in order; the first that holds names the condition. */
  readonly readings: ReadonlyMap<number, readonly Reading[]>;
}

/** A revision indexed from its recognition tables alone: what reading errors needs. */
export type Reader = Revision<RecognitionTables>;

const compiled = new WeakMap<object, Reader>();

/** The indexed form of a revision's tables (the same object for the same tables). */
export function defineRevision<T extends RecognitionTables>(tables: T): Revision<T> {
  let revision = compiled.get(tables) as Revision<T> | undefined;
  if (revision === undefined) {
    revision = index(tables);
    compiled.set(tables, revision);
  }
  return revision;
}

function index<T extends RecognitionTables>(tables: T): Revision<T> {
  const conditions = new Map<string, Condition>();
  for (const key of Object.keys(tables.CONDITIONS))
    conditions.set(key, { key, ...(tables.CONDITIONS[key] as ConditionEntry) });
  const readings = new Map<number, Reading[]>();
  const add = (code: number, reading: Reading) => {
    const list = readings.get(code);
    if (list) list.push(reading);
    else readings.set(code, [reading]);
  };
  // Rules first, in the order the shared code says (else by key); the code's own meaning last.
  const ruled = (code: number) => tables.SHARED_CODES[String(code)]?.tryInOrder;
  const withRules = [...conditions.values()].flatMap((c) =>
    c.recognition.rules.map((rule) => ({ condition: c, rule })),
  );
  withRules.sort(
    (a, b) => rank(ruled(a.rule.code), a.condition.key) - rank(ruled(b.rule.code), b.condition.key),
  );
  for (const reading of withRules) add(reading.rule.code, reading);
  for (const c of conditions.values())
    for (const code of c.recognition.codes) add(code, { condition: c, rule: null });
  return { id: tables.REVISION, era: tables.ERA, tables, conditions, readings };
}

/** A condition the package's own code names; the generator guarantees it exists, so a miss is a bug. */
export function conditionIn(revision: Reader, key: string): Condition {
  const condition = revision.conditions.get(key);
  if (condition === undefined) throw new Error(`${revision.id} has no condition ${key}`);
  return condition;
}

/**
 * The error an unknown revision id gives the functions that take one. The id is named without
 * converting it (a null-prototype object or a Proxy has no safe string form): a string as bounded
 * JSON, anything else by its type.
 */
export function unknownRevision(revision: unknown): RangeError {
  return new RangeError(`unknown MCP revision: ${nameOf(revision)}`);
}

/**
 * A caller's value as a message names it, without calling anything on it: a string as JSON, cut to 64
 * characters.
 */
export function nameOf(value: unknown): string {
  if (typeof value === "string")
    return value.length > 64 ? `${JSON.stringify(value.slice(0, 64))}...` : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === undefined || value === null)
    return String(value);
  return `a value of type ${typeof value}`;
}

/** Revisions by id, from [id, tables] pairs: each indexed on first use, then one map lookup a call. */
export function revisionsById<T extends RevisionTables>(
  list: readonly (readonly [string, T])[],
): {
  has(id: unknown): boolean;
  find(id: unknown): Revision<T> | undefined;
  /** Throws RangeError on an unknown id. */
  get(id: unknown): Revision<T>;
} {
  const modules = new Map<unknown, T>(list);
  const revisions = new Map<unknown, Revision<T>>();
  const find = (id: unknown): Revision<T> | undefined => {
    let revision = revisions.get(id);
    if (revision === undefined) {
      const tables = modules.get(id);
      if (tables === undefined) return undefined;
      revisions.set(id, (revision = defineRevision(tables)));
    }
    return revision;
  };
  return {
    has: (id) => modules.has(id),
    find,
    get(id) {
      const revision = find(id);
      if (revision === undefined) throw unknownRevision(id);
      return revision;
    },
  };
}

/** Whether the revision sends a condition with this code. */
export function defines(revision: Reader, code: number): boolean {
  for (const condition of revision.conditions.values()) if (condition.code === code) return true;
  return false;
}

/** Whether the revision retired this code. */
export function reserves(revision: Revision<RevisionTables>, code: number): boolean {
  return revision.tables.RESERVED_CODES.some((r) => r.code === code);
}

/** Position in the try order; conditions the order leaves out come after it, by key. */
function rank(order: readonly string[] | undefined, key: string): number {
  const at = order ? order.indexOf(key) : -1;
  return at >= 0 ? at : 1000;
}

/**
 * The condition an error with this code and data names in the revision, if any. A rule that asks
 * for both the request's method and the error's data reads the data as being about that request:
 * given the request's `params`, a data field they also carry must hold the same value (a missing
 * resource's uri is the uri the request named). Reads `data` and `params`, so it may throw on a
 * hostile object; callers catch.
 */
export function recognise(
  revision: Reader,
  code: unknown,
  data: unknown,
  method: string | undefined,
  httpStatus: number | undefined,
  params?: unknown,
): Condition | undefined {
  const readings = typeof code === "number" ? revision.readings.get(code) : undefined;
  if (readings === undefined) return undefined;
  for (let i = 0; i < readings.length; i++) {
    const { condition, rule } = readings[i] as Reading;
    if (rule === null) return condition;
    if (rule.httpStatus !== undefined && httpStatus !== rule.httpStatus) continue;
    if (
      rule.method !== undefined &&
      (method === undefined ? rule.methodUnknown !== "match" : method !== rule.method)
    )
      continue;
    if (rule.requiresData === true && (data === undefined || !dataMatches(condition.data, data))) continue;
    if (rule.requiresData === true && rule.method !== undefined && !echoes(condition.data, data, params))
      continue;
    return condition;
  }
  return undefined;
}

/**
 * Whether data about a request agrees with the request's params: each field the rule names that
 * both carry holds the same value in both (compared as JSON scalars; objects never agree). True
 * without params. May throw on hostile objects.
 */
function echoes(rule: DataRule | null, data: unknown, params: unknown): boolean {
  if (rule === null || !isRecord(data) || !isRecord(params)) return true;
  for (const name in rule.fields)
    if (hasOwn(data, name) && hasOwn(params, name)) {
      const a = data[name];
      const b = params[name];
      if (a !== b || (a !== null && typeof a === "object")) return false;
    }
  return true;
}

/**
 * The condition an error names in the revision: the package's own mark where the revision built
 * it, else what its code, data, method and HTTP status say. Never throws: a value that cannot be
 * read names nothing.
 */
export function conditionOfError(
  revision: Reader,
  value: unknown,
  options: RecognitionOptions | undefined,
): Condition | undefined {
  try {
    if (!isRecord(value)) return undefined;
    const code = value.code;
    const marked = markOf(value);
    if (marked !== undefined && marked.revision === revision.id) {
      const condition = revision.conditions.get(marked.condition);
      // A mark outlives edits to the object; it counts only while the code still fits.
      if (condition !== undefined && condition.code === code) return condition;
    }
    return recognise(revision, code, value.data, methodIn(options), statusIn(options), paramsIn(options));
  } catch {
    return undefined;
  }
}

/** The request method the options give; anything but a string (or options that throw) gives none. */
export function methodIn(options: RecognitionOptions | undefined): string | undefined {
  try {
    const method = isRecord(options) ? options.method : undefined;
    return typeof method === "string" ? method : undefined;
  } catch {
    return undefined;
  }
}

/** The request params the options give; anything but an object (or options that throw) gives none. */
export function paramsIn(options: RecognitionOptions | undefined): Record<string, unknown> | undefined {
  try {
    const params = isRecord(options) ? options.params : undefined;
    return isRecord(params) ? params : undefined;
  } catch {
    return undefined;
  }
}

/** The HTTP status the options give; anything but an integer (or options that throw) gives none. */
export function statusIn(options: RecognitionOptions | undefined): number | undefined {
  try {
    const status = isRecord(options) ? options.httpStatus : undefined;
    return typeof status === "number" && Number.isInteger(status) ? status : undefined;
  } catch {
    return undefined;
  }
}

/** The key of the condition an error names in the revision, or null. Never throws. */
export function conditionKeyOf(
  revision: Reader,
  value: unknown,
  options: RecognitionOptions | undefined,
): string | null {
  const condition = conditionOfError(revision, value, options);
  return condition === undefined ? null : condition.key;
}

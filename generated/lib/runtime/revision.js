// Compiled by mcp-errgen from runtime/mcp-errors/revision.ts; do not edit.
/**
 * A revision's tables, indexed once for lookups: which conditions each code can be read as, in
 * the order a receiver tries them. Built once per tables object.
 */
import { dataMatches, hasOwn, isRecord } from "./data-shape.js";
import { markOf } from "./mark.js";
const compiled = new WeakMap();
/** The indexed form of a revision's tables (the same object for the same tables). */
export function defineRevision(tables) {
  let revision = compiled.get(tables);
  if (revision === undefined) {
    revision = index(tables);
    compiled.set(tables, revision);
  }
  return revision;
}
function index(tables) {
  const conditions = new Map();
  for (const key of Object.keys(tables.CONDITIONS)) conditions.set(key, { key, ...tables.CONDITIONS[key] });
  const readings = new Map();
  const add = (code, reading) => {
    const list = readings.get(code);
    if (list) list.push(reading);
    else readings.set(code, [reading]);
  };
  // Rules first, in the order the shared code says (else by key); the code's own meaning last.
  const ruled = (code) => tables.SHARED_CODES[String(code)]?.tryInOrder;
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
export function conditionIn(revision, key) {
  const condition = revision.conditions.get(key);
  if (condition === undefined) throw new Error(`${revision.id} has no condition ${key}`);
  return condition;
}
/**
 * The error an unknown revision id gives the functions that take one. The id is named without
 * converting it (a null-prototype object or a Proxy has no safe string form): a string as bounded
 * JSON, anything else by its type.
 */
export function unknownRevision(revision) {
  return new RangeError(`unknown MCP revision: ${nameOf(revision)}`);
}
/**
 * A caller's value as a message names it, without calling anything on it: a string as JSON, cut to 64
 * characters.
 */
export function nameOf(value) {
  if (typeof value === "string")
    return value.length > 64 ? `${JSON.stringify(value.slice(0, 64))}...` : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === undefined || value === null)
    return String(value);
  return `a value of type ${typeof value}`;
}
/** Revisions by id, from [id, tables] pairs: each indexed on first use, then one map lookup a call. */
export function revisionsById(list) {
  const modules = new Map(list);
  const revisions = new Map();
  const find = (id) => {
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
export function defines(revision, code) {
  for (const condition of revision.conditions.values()) if (condition.code === code) return true;
  return false;
}
/** Whether the revision retired this code. */
export function reserves(revision, code) {
  return revision.tables.RESERVED_CODES.some((r) => r.code === code);
}
/** Position in the try order; conditions the order leaves out come after it, by key. */
function rank(order, key) {
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
export function recognise(revision, code, data, method, httpStatus, params) {
  const readings = typeof code === "number" ? revision.readings.get(code) : undefined;
  if (readings === undefined) return undefined;
  for (let i = 0; i < readings.length; i++) {
    const { condition, rule } = readings[i];
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
function echoes(rule, data, params) {
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
export function conditionOfError(revision, value, options) {
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
export function methodIn(options) {
  try {
    const method = isRecord(options) ? options.method : undefined;
    return typeof method === "string" ? method : undefined;
  } catch {
    return undefined;
  }
}
/** The request params the options give; anything but an object (or options that throw) gives none. */
export function paramsIn(options) {
  try {
    const params = isRecord(options) ? options.params : undefined;
    return isRecord(params) ? params : undefined;
  } catch {
    return undefined;
  }
}
/** The HTTP status the options give; anything but an integer (or options that throw) gives none. */
export function statusIn(options) {
  try {
    const status = isRecord(options) ? options.httpStatus : undefined;
    return typeof status === "number" && Number.isInteger(status) ? status : undefined;
  } catch {
    return undefined;
  }
}
/** The key of the condition an error names in the revision, or null. Never throws. */
export function conditionKeyOf(revision, value, options) {
  const condition = conditionOfError(revision, value, options);
  return condition === undefined ? null : condition.key;
}

// Compiled by mcp-errgen from templates/mcp-errors/runtime/translate.ts; do not edit.
/** Translation of an error from one revision's vocabulary to another's, by the source's TRANSLATIONS table. */
import { errorObject } from "./build.js";
import { dataCarries, own, projectData } from "./data-shape.js";
import { recognise } from "./revision.js";
import { status } from "./status.js";
/** The condition every revision defines, which stands in for an error that cannot be forwarded. */
const GENERIC = "internalError";
/** Per source revision, per destination id: each condition's outcome. Filled on first use. */
const outcomes = new WeakMap();
function outcomesBetween(from, to) {
  let byDestination = outcomes.get(from);
  if (byDestination === undefined) outcomes.set(from, (byDestination = new Map()));
  let row = byDestination.get(to.id);
  if (row === undefined) {
    const table = from === to ? undefined : own(from.tables.TRANSLATIONS, to.id);
    const built = new Map();
    for (const source of from.conditions.values()) {
      const entry = (table && own(table, source.key)) ?? {
        kind: "same",
        code: source.code,
        condition: source.key,
      };
      const target = conditionIn(to, entry.condition);
      const keepsData = entry.kind !== "untranslatable" && dataCarries(source.data, target.data);
      built.set(source.key, { entry, target, keepsData });
    }
    byDestination.set(to.id, (row = built));
  }
  return row;
}
function withStatus(result, before, after) {
  if (before !== after) result.httpStatus = after;
  return result;
}
function conditionIn(revision, key) {
  const condition = revision.conditions.get(key);
  if (condition === undefined) throw new Error(`${revision.id} has no condition ${key}`);
  return condition;
}
export function translateBetween(from, to, error, origin, httpStatus) {
  const generic = conditionIn(to, GENERIC);
  const message = error !== null && typeof error === "object" ? error.message : undefined;
  const code = typeof message === "string" ? error.code : undefined;
  if (code === undefined || !Number.isInteger(code)) {
    return {
      ok: false,
      reason: "not a JSON-RPC error object",
      condition: null,
      fallback: { code: generic.code, message: typeof message === "string" ? message : "" },
      fallbackCondition: GENERIC,
    };
  }
  const text = message;
  const data = error.data;
  const source = recognise(from, code, data, { httpStatus });
  if (source === undefined) return undefinedCode(from, to, code, text, data, origin);
  const { entry, target, keepsData } = outcomesBetween(from, to).get(source.key);
  const before = status(from, code, origin, source.key);
  const after = status(to, target.code, origin, target.key);
  if (entry.kind === "untranslatable") {
    return withStatus(
      {
        ok: false,
        reason: entry.reason ?? "",
        condition: source.key,
        fallback: { code: target.code, message: text },
        fallbackCondition: target.key,
      },
      before,
      after,
    );
  }
  const out = keepsData ? projectData(target.data, data) : undefined;
  // What the destination will read, by its own rules: the data may not carry the intended
  // condition, or may name a more specific one that shares its code.
  const read = recognise(to, target.code, out, { httpStatus: after });
  return withStatus(
    {
      ok: true,
      error: errorObject(target.code, text, out),
      rule: entry.kind === "same" ? "passthrough" : entry.kind,
      condition: source.key,
      toCondition: read === undefined ? null : read.key,
    },
    before,
    after,
  );
}
/** A code no condition of the source names: forwarded only when it means nothing on either side. */
function undefinedCode(from, to, code, message, data, origin) {
  let fallback;
  let reason;
  if (from.meaningful.has(code) || to.meaningful.has(code)) {
    fallback = conditionIn(to, GENERIC);
    reason = `code ${code} names no condition of ${from.id} and has a meaning or a reservation in ${from.id} or ${to.id}`;
  } else {
    const rule = (own(from.tables.UNDEFINED_CODES, to.id) ?? []).find((r) => code >= r.from && code <= r.to);
    if (rule === undefined)
      return {
        ok: true,
        error: errorObject(code, message, data),
        rule: "passthrough",
        condition: null,
        toCondition: null,
      };
    fallback = conditionIn(to, rule.condition);
    reason = rule.reason;
  }
  return withStatus(
    {
      ok: false,
      reason,
      condition: null,
      fallback: { code: fallback.code, message },
      fallbackCondition: fallback.key,
    },
    status(from, code, origin),
    status(to, fallback.code, origin, fallback.key),
  );
}

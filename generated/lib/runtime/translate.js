// Compiled by mcp-errgen from runtime/mcp-errors/translate.ts; do not edit.
/**
 * Translation of an error from one revision's vocabulary to another's, by the source revision's
 * TRANSLATIONS table. Never throws on the error, whatever it is: what cannot be read is
 * untranslatable, with a reason and a fallback.
 */
import { errorObject } from "./build.js";
import { dataCarries, isRecord, own, projectData } from "./data-shape.js";
import {
  conditionIn,
  conditionOfError,
  defines,
  methodIn,
  paramsIn,
  recognise,
  reserves,
} from "./revision.js";
import { statusOfCondition } from "./status.js";
/** The condition a revision's tables name to stand in for an error that cannot be forwarded. */
export const genericOf = (revision) => revision.tables.GENERIC_CONDITION;
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
        kind: "passthrough",
        code: source.code,
        condition: source.key,
        httpStatus: statusOfCondition(to, source.key),
      };
      const target = conditionIn(to, entry.condition);
      const keepsData = entry.kind !== "untranslatable" && dataCarries(source.data, target.data);
      const first = to.readings.get(target.code)?.[0];
      built.set(source.key, {
        entry,
        target,
        keepsData,
        readAs: first?.rule === null ? first.condition : undefined,
      });
    }
    byDestination.set(to.id, (row = built));
  }
  return row;
}
/** The destination's generic error standing in for one that cannot be read or forwarded. */
function genericStandIn(to, message, reason) {
  const generic = conditionIn(to, genericOf(to));
  return untranslatable(
    generic,
    message ?? generic.message,
    reason,
    null,
    statusOfCondition(to, genericOf(to)),
  );
}
function untranslatable(fallback, message, reason, condition, httpStatus) {
  return {
    ok: false,
    reason,
    condition,
    fallback: { code: fallback.code, message },
    fallbackCondition: fallback.key,
    httpStatus,
  };
}
export function translateBetween(from, to, error, options) {
  try {
    const message = isRecord(error) ? error.message : undefined;
    const code = isRecord(error) && typeof message === "string" ? error.code : undefined;
    if (typeof message !== "string" || typeof code !== "number" || !Number.isInteger(code))
      return genericStandIn(
        to,
        typeof message === "string" ? message : undefined,
        "not a JSON-RPC error object",
      );
    const data = error.data;
    const source = conditionOfError(from, error, options);
    if (source === undefined) return undefinedCode(from, to, code, message, data);
    const { entry, target, keepsData, readAs } = outcomesBetween(from, to).get(source.key);
    if (entry.kind === "untranslatable") {
      const result = untranslatable(target, message, entry.reason ?? "", source.key, entry.httpStatus);
      if (entry.transportFailure !== undefined) result.transportFailure = entry.transportFailure;
      return result;
    }
    const out = keepsData ? projectData(target.data, data) : undefined;
    // What the destination will read, by its own rules: the data may not carry the intended
    // condition, or may name a more specific one that shares its code.
    const read =
      readAs ??
      recognise(to, target.code, out, methodIn(options), entry.httpStatus ?? undefined, paramsIn(options));
    return {
      ok: true,
      error: errorObject(target.code, message, out),
      rule: entry.kind,
      condition: source.key,
      toCondition: read === undefined ? null : read.key,
      httpStatus: entry.httpStatus,
    };
  } catch {
    return genericStandIn(to, undefined, "the error could not be read (a property threw)");
  }
}
/** Whether a code has a meaning in a revision: a condition is sent or read with it, or it is retired. */
function meaningful(revision, code) {
  return revision.readings.has(code) || defines(revision, code) || reserves(revision, code);
}
/** A code no condition of the source names: forwarded only when it means nothing on either side. */
function undefinedCode(from, to, code, message, data) {
  if (meaningful(from, code) || meaningful(to, code))
    return genericStandIn(
      to,
      message,
      `code ${code} names no condition of ${from.id} and has a meaning or a reservation in ` +
        `${from.id} or ${to.id}`,
    );
  const rule = (own(from.tables.UNDEFINED_CODES, to.id) ?? []).find((r) => code >= r.from && code <= r.to);
  if (rule === undefined)
    return {
      ok: true,
      error: errorObject(code, message, data),
      rule: "passthrough",
      condition: null,
      toCondition: null,
      httpStatus: null,
    };
  return untranslatable(conditionIn(to, rule.condition), message, rule.reason, null, rule.httpStatus);
}

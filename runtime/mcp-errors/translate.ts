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
  type Condition,
  type Revision,
} from "./revision.js";
import { statusOfCondition } from "./status.js";
import type {
  ErrorObject,
  RecognitionOptions,
  RevisionTables,
  TranslatingTables,
  TranslationEntry,
} from "./types.js";

export interface Translated {
  ok: true;
  /** The error to send: the destination's code, the original message, and the data where it carries over. */
  error: ErrorObject;
  rule: "passthrough" | "renumber" | "mapped";
  /** The condition in the source revision; null for a code that names none (forwarded as is). */
  condition: string | null;
  /** The condition the destination will read. */
  toCondition: string | null;
  /** The HTTP status to send it with; null where the destination's spec gives none. */
  httpStatus: number | null;
}

export interface Untranslatable {
  ok: false;
  /** Why the destination cannot express the error. */
  reason: string;
  condition: string | null;
  /** What to send instead. */
  fallback: ErrorObject;
  fallbackCondition: string;
  /** The HTTP status to send the fallback with; null where the destination's spec gives none. */
  httpStatus: number | null;
  /** The destination's transport failure whose status this is, where one carries the error instead. */
  transportFailure?: string;
}

export type Translation = Translated | Untranslatable;

/** The condition a revision's tables name to stand in for an error that cannot be forwarded. */
export const genericOf = (revision: Revision): string => revision.tables.GENERIC_CONDITION;

/** A condition's outcome towards one destination, resolved against the destination's tables. */
interface Outcome {
  readonly entry: TranslationEntry;
  readonly target: Condition;
  readonly keepsData: boolean;
  /**
   * The condition the destination reads the target's code as, where the code alone decides it (no
   * rule comes before the code's own meaning); undefined where data, method or status may change it.
   */
  readonly readAs: Condition | undefined;
}

/** Per source revision, per destination id: each condition's outcome. Filled on first use. */
const outcomes = new WeakMap<Revision<TranslatingTables>, Map<string, ReadonlyMap<string, Outcome>>>();

function outcomesBetween(from: Revision<TranslatingTables>, to: Revision): ReadonlyMap<string, Outcome> {
  let byDestination = outcomes.get(from);
  if (byDestination === undefined) outcomes.set(from, (byDestination = new Map()));
  let row = byDestination.get(to.id);
  if (row === undefined) {
    const table = from === to ? undefined : own(from.tables.TRANSLATIONS, to.id);
    const built = new Map<string, Outcome>();
    for (const source of from.conditions.values()) {
      const entry: TranslationEntry = (table && own(table, source.key)) ?? {
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
function genericStandIn(to: Revision, message: string | undefined, reason: string): Untranslatable {
  const generic = conditionIn(to, genericOf(to));
  return untranslatable(
    generic,
    message ?? generic.message,
    reason,
    null,
    statusOfCondition(to, genericOf(to)),
  );
}

function untranslatable(
  fallback: Condition,
  message: string,
  reason: string,
  condition: string | null,
  httpStatus: number | null,
): Untranslatable {
  return {
    ok: false,
    reason,
    condition,
    fallback: { code: fallback.code, message },
    fallbackCondition: fallback.key,
    httpStatus,
  };
}

export function translateBetween(
  from: Revision<TranslatingTables>,
  to: Revision<RevisionTables>,
  error: unknown,
  options?: RecognitionOptions,
): Translation {
  try {
    const message = isRecord(error) ? error.message : undefined;
    const code = isRecord(error) && typeof message === "string" ? error.code : undefined;
    if (typeof message !== "string" || typeof code !== "number" || !Number.isInteger(code))
      return genericStandIn(
        to,
        typeof message === "string" ? message : undefined,
        "not a JSON-RPC error object",
      );
    const data = (error as ErrorObject).data;
    const source = conditionOfError(from, error, options);
    if (source === undefined) return undefinedCode(from, to, code, message, data);
    const { entry, target, keepsData, readAs } = outcomesBetween(from, to).get(source.key) as Outcome;
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
function meaningful(revision: Revision<RevisionTables>, code: number): boolean {
  return revision.readings.has(code) || defines(revision, code) || reserves(revision, code);
}

/** A code no condition of the source names: forwarded only when it means nothing on either side. */
function undefinedCode(
  from: Revision<TranslatingTables>,
  to: Revision<RevisionTables>,
  code: number,
  message: string,
  data: unknown,
): Translation {
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

/**
 * How a condition's own error is read back: by its code alone, or by the recognition rule of its
 * code, with the request's method and the HTTP status that rule asks for. The corpus gives each
 * case those hints, so the reading it expects is the condition's own.
 */
import type { RevisionCondition, RevisionModel } from "../../../model/merged-model.ts";
import { EXAMPLE_DATA } from "../../../../spec/facts/spec-facts.ts";
import { asJson, type Json } from "../corpus-case.ts";

export interface ReadBack {
  /** The hints a receiver needs: the method and status the rule names. */
  hints: { method?: string; httpStatus?: number };
  /** Read by a rule that needs the condition's data. */
  needsData: boolean;
  /** What the code means when the rule does not hold: the shared code's fallback, or null. */
  fallback: string | null;
}

export function readBack(r: RevisionModel, c: RevisionCondition): ReadBack {
  const fallback = r.sharedCodes.find((s) => s.code === c.code)?.fallback ?? null;
  const rule = c.recognition.codes.includes(c.code)
    ? undefined
    : c.recognition.rules.find((x) => x.code === c.code);
  if (rule === undefined) return { hints: {}, needsData: false, fallback };
  return {
    hints: {
      ...(rule.method === undefined ? {} : { method: rule.method }),
      ...(rule.httpStatus === undefined ? {} : { httpStatus: rule.httpStatus }),
    },
    needsData: rule.requiresData === true,
    fallback,
  };
}

/** The spec's example data of a condition, where it has some. */
export function exampleOf(key: string): Json | undefined {
  const data = EXAMPLE_DATA[key];
  return data === undefined ? undefined : asJson(data);
}

/**
 * The data a case gives a condition's error: the spec's example where the condition has a data
 * shape (undefined where the facts give none), free data where it has none.
 */
export function dataFor(c: RevisionCondition): { data?: Json } | undefined {
  if (c.data === undefined) return {};
  const example = exampleOf(c.key);
  return example === undefined ? undefined : { data: example };
}

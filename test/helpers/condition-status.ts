/**
 * Readings of a merged-model condition that the runtime tests share: its one HTTP status (null =
 * unspecified), whether only its status tells it apart, and whether its code alone names it.
 */
import type { RevisionCondition } from "../../generator/model/merged-model.ts";

export function statusOf(c: RevisionCondition): number | null {
  return c.httpStatus.status;
}

/** The status a receiver needs to tell this condition apart, or undefined when none is needed. */
export function tellingStatus(c: RevisionCondition): number | undefined {
  return c.recognition.rules.find((r) => r.code === c.code && r.httpStatus !== undefined)?.httpStatus;
}

/** Whether a receiver reads the condition from its own code with nothing else. */
export function readByCode(c: RevisionCondition): boolean {
  return c.recognition.codes.includes(c.code);
}

/**
 * The method of the request the condition answers, where a recognition rule of its revision names
 * one (resources/read for a missing resource): a receiver, in this revision or another, may need it
 * to tell the condition apart.
 */
export function tellingMethod(c: RevisionCondition): string | undefined {
  return c.recognition.rules.find((r) => r.method !== undefined)?.method;
}

/** What a receiver needs beside the code and data to read the condition from its own code. */
export function evidenceFor(c: RevisionCondition): { httpStatus?: number; method?: string } {
  const httpStatus = tellingStatus(c);
  const method = tellingMethod(c);
  return { ...(httpStatus !== undefined ? { httpStatus } : {}), ...(method !== undefined ? { method } : {}) };
}

/** The request translate's tests answer: id 1, and the method the evidence names or tools/call. */
export function answering(method?: string): { id: number; method: string } {
  return { id: 1, method: method ?? "tools/call" };
}

/** translate's options from what a receiver needs: the request, with its method, and the status. */
export function translateEvidence(e: { httpStatus?: number; method?: string }): {
  request: { id: number; method: string };
  httpStatus?: number;
} {
  return {
    request: answering(e.method),
    ...(e.httpStatus !== undefined ? { httpStatus: e.httpStatus } : {}),
  };
}

// Compiled by mcp-errgen from runtime/mcp-errors/translate.ts; do not edit.
import { type Revision } from "./revision.js";
import type { ErrorObject, RecognitionOptions, RevisionTables, TranslatingTables } from "./types.js";
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
export declare const genericOf: (revision: Revision) => string;
export declare function translateBetween(
  from: Revision<TranslatingTables>,
  to: Revision<RevisionTables>,
  error: unknown,
  options?: RecognitionOptions,
): Translation;

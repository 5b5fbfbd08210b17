// Compiled by mcp-errgen from runtime/mcp-errors/status.ts; do not edit.
import { type Revision } from "./revision.js";
import type { RecognitionOptions } from "./types.js";
/** The status of a condition named by its key; null for a key the revision does not define. */
export declare function statusOfCondition(revision: Revision, key: string): number | null;
/** The status of an error, by its condition; null where it names none. Never throws. */
export declare function statusOfError(
  revision: Revision,
  error: unknown,
  options?: RecognitionOptions,
): number | null;
/**
 * The status of an error (by its condition), or of a condition given by its key. Never throws on
 * an error, whatever it is. Throws RangeError on a key the revision does not define, and on a
 * bare code or options that are not an object (the form of an earlier `httpStatus(code, origin)`),
 * which would otherwise answer null: "the spec gives no status".
 */
export declare function statusOf(
  revision: Revision,
  errorOrCondition: unknown,
  options?: RecognitionOptions,
): number | null;

/** The HTTP status an error travels with in a revision: its condition's, or null (unspecified). */
import { own } from "./data-shape.js";
import { conditionOfError, type Revision } from "./revision.js";
import type { RecognitionOptions } from "./types.js";

/** The status of a condition named by its key; null for a key the revision does not define. */
export function statusOfCondition(revision: Revision, key: string): number | null {
  const status = own(revision.tables.HTTP_STATUS, key);
  return status === undefined ? null : status;
}

/** The status of an error, by its condition; null where it names none. Never throws. */
export function statusOfError(
  revision: Revision,
  error: unknown,
  options?: RecognitionOptions,
): number | null {
  const condition = conditionOfError(revision, error, options);
  return condition === undefined ? null : statusOfCondition(revision, condition.key);
}

/**
 * The status of an error (by its condition), or of a condition given by its key. Never throws on
 * an error, whatever it is. Throws RangeError on a key the revision does not define, and on a
 * bare code or options that are not an object (the form of an earlier `httpStatus(code, origin)`),
 * which would otherwise answer null: "the spec gives no status".
 */
export function statusOf(
  revision: Revision,
  errorOrCondition: unknown,
  options?: RecognitionOptions,
): number | null {
  if (typeof errorOrCondition === "string") {
    if (!revision.conditions.has(errorOrCondition))
      throw new RangeError(`${quoted(errorOrCondition)} is not a condition of MCP ${revision.id}`);
    return statusOfCondition(revision, errorOrCondition);
  }
  if (
    typeof errorOrCondition === "number" ||
    (options !== undefined && options !== null && typeof options !== "object")
  )
    throw new RangeError(
      "httpStatus takes a condition's name, or an error object and optional " +
        "{ method, httpStatus, params }; a bare code names no condition",
    );
  return statusOfError(revision, errorOrCondition, options);
}

/** A caller's string in a message: JSON, cut to 64 characters. */
function quoted(text: string): string {
  return text.length > 64 ? `${JSON.stringify(text.slice(0, 64))}...` : JSON.stringify(text);
}

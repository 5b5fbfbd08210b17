// Compiled by mcp-errgen from runtime/mcp-errors/status.ts; do not edit.
/** The HTTP status an error travels with in a revision: its condition's, or null (unspecified). */
import { own } from "./data-shape.js";
import { conditionOfError } from "./revision.js";
/** The status of a condition named by its key; null for a key the revision does not define. */
export function statusOfCondition(revision, key) {
  const status = own(revision.tables.HTTP_STATUS, key);
  return status === undefined ? null : status;
}
/** The status of an error (by its condition), or of a condition given by its key. Never throws. */
export function statusOf(revision, errorOrCondition, options) {
  if (typeof errorOrCondition === "string") return statusOfCondition(revision, errorOrCondition);
  const condition = conditionOfError(revision, errorOrCondition, options);
  return condition === undefined ? null : statusOfCondition(revision, condition.key);
}

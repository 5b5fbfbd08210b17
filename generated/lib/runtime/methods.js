// Compiled by mcp-errgen from runtime/mcp-errors/methods.ts; do not edit.
/**
 * Which methods a revision has (its METHODS table, from the schema's request and notification
 * unions) and which it removed (REMOVED_METHODS: an earlier final revision's methods it lacks).
 */
import { hasOwn } from "./data-shape.js";
/** Whether `method` is one of the table's, for the options' sender and kind. Never throws. */
export function isMethodIn(table, method, options) {
  if (typeof method !== "string" || !hasOwn(table, method)) return false;
  const entry = table[method];
  const from = options?.from;
  const kind = options?.kind;
  return (from === undefined || entry.from.includes(from)) && (kind === undefined || entry.kind === kind);
}
/** Whether `method` is one the revision removed. Never throws. */
export function isRemovedMethodIn(removed, method) {
  return typeof method === "string" && removed.includes(method);
}

// Compiled by mcp-errgen from runtime/mcp-errors/mark.ts; do not edit.
/**
 * Errors the package builds carry their condition, so that a catch site finds it (and its HTTP
 * status) again even where the code alone is ambiguous (-32602 is invalid params, a missing
 * resource, a missing _meta...). The mark is a non-enumerable property under a registered symbol:
 * JSON.stringify leaves it out, and two copies of the package (ESM and CommonJS) share it.
 */
/** The key of the mark: `Symbol.for("mcp-errors.condition")`. */
export const CONDITION = Symbol.for("mcp-errors.condition");
/** Marks an error the package built; returns it. */
export function mark(error, revision, condition) {
  Object.defineProperty(error, CONDITION, { value: Object.freeze({ revision, condition }) });
  return error;
}
/** The mark of a value, if it has one. Reads a property, so it may throw on a hostile object. */
export function markOf(value) {
  const found = value[CONDITION];
  if (found === null || typeof found !== "object") return undefined;
  const { revision, condition } = found;
  return typeof revision === "string" && typeof condition === "string" ? found : undefined;
}

/**
 * Errors the package builds carry their condition, so that a catch site finds it (and its HTTP
 * status) again even where the code alone is ambiguous (-32602 is invalid params, a missing
 * resource, a missing _meta...). The mark is a non-enumerable property under a registered symbol:
 * JSON.stringify leaves it out, and two copies of the package (ESM and CommonJS) share it.
 */

/** The key of the mark: `Symbol.for("mcp-errors.condition")`. */
export const CONDITION: unique symbol = Symbol.for("mcp-errors.condition");

/** What the mark says: the revision that built the error, and the condition it names there. */
export interface ConditionMark {
  readonly revision: string;
  readonly condition: string;
}

/** Marks an error the package built; returns it. */
export function mark<T extends object>(error: T, revision: string, condition: string): T {
  Object.defineProperty(error, CONDITION, { value: Object.freeze({ revision, condition }) });
  return error;
}

/** The mark of a value, if it has one. Reads a property, so it may throw on a hostile object. */
export function markOf(value: object): ConditionMark | undefined {
  const found: unknown = (value as { [CONDITION]?: unknown })[CONDITION];
  if (found === null || typeof found !== "object") return undefined;
  const { revision, condition } = found as Partial<ConditionMark>;
  return typeof revision === "string" && typeof condition === "string" ? (found as ConditionMark) : undefined;
}

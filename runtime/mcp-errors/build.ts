/**
 * Constructors and guards of a revision's errors. Every constructor takes one argument,
 * `{ message?, data? }`, and checks it at run time, data at every depth: a caller's mistake is a
 * TypeError that names the argument (`options.data.elicitations[0].url`), so the package never
 * builds an error its own guards (or its revision's schema) would reject.
 */
import { dataFault, dataFits, describe, isRecord, jsonFault } from "./data-shape.js";
import { mark } from "./mark.js";
import { conditionIn, conditionOfError, type Reader } from "./revision.js";
import type { DataRule, ErrorObject, RecognitionOptions } from "./types.js";

export function errorObject(code: number, message: string, data?: unknown): ErrorObject {
  return data === undefined ? { code, message } : { code, message, data };
}

export type Builder = (options?: { message?: string | undefined; data?: unknown }) => ErrorObject;

/**
 * Checks `data` against the condition's rule (none: any data), at every depth, and that it can go
 * out as JSON (no BigInt, no cycle), naming the path of what is wrong. A value that throws while it
 * is read is a fault of its own.
 */
function checkData(name: string, rule: DataRule | null, data: unknown): void {
  if (data === undefined) {
    if (rule !== null && rule.required) throw new TypeError(`${name}: options.data is required`);
    return;
  }
  let fault: string;
  try {
    fault = rule === null ? "" : dataFault(rule, data, Infinity, name);
    if (fault === "") fault = jsonFault(data);
  } catch {
    fault = " could not be read (a property threw, or it nests too deep)";
  }
  if (fault !== "") throw new TypeError(`${name}: options.data${fault}`);
}

/**
 * A constructor: `name(options?)` with `options = { message?, data? }`, required where the
 * condition's data is. The error it builds carries its condition (mark.ts).
 */
export function builder(revision: Reader, key: string): Builder {
  const { code, message: defaultMessage, data: rule } = conditionIn(revision, key);
  return (options) => {
    if (options !== undefined && !isRecord(options))
      throw new TypeError(
        `${key}: the argument must be an options object { message?, data? }, got ${describe(options)}`,
      );
    let message: unknown;
    let data: unknown;
    let fields: string[] = [];
    try {
      if (options !== undefined) ({ message, data } = options);
      if (options !== undefined) fields = Object.keys(options);
    } catch {
      throw new TypeError(`${key}: the options object could not be read (a property threw)`);
    }
    for (const field of fields)
      if (field !== "message" && field !== "data")
        throw new TypeError(`${key}: options.${field} is not an option; pass { message?, data? }`);
    if (message !== undefined && typeof message !== "string")
      throw new TypeError(`${key}: options.message must be a string, got ${describe(message)}`);
    checkData(key, rule, data);
    return mark(errorObject(code, (message as string | undefined) ?? defaultMessage, data), revision.id, key);
  };
}

/**
 * A guard: whether a value is an error object the revision reads as the condition, with data that
 * fits the condition's shape, so that the type it narrows to holds. Never throws.
 */
export function guard(
  revision: Reader,
  key: string,
): (value: unknown, options?: RecognitionOptions) => boolean {
  const condition = revision.conditions.get(key);
  return (value, options) => {
    if (condition === undefined || conditionOfError(revision, value, options) !== condition) return false;
    try {
      return isRecord(value) && typeof value.message === "string" && dataFits(condition.data, value.data);
    } catch {
      return false;
    }
  };
}

// Compiled by mcp-errgen from templates/mcp-errors/runtime/build.ts; do not edit.
/**
 * Constructors and guards of a revision's errors. Every constructor takes one argument,
 * `{ message?, data? }`, and checks it at run time: a caller's mistake is a TypeError that names
 * the argument, so the package never builds an error its own guards (or its revision's schema)
 * would reject.
 */
import { hasOwn, isRecord, kindOf, own } from "./data-shape.js";
import { mark } from "./mark.js";
import { conditionOfError } from "./revision.js";
export function errorObject(code, message, data) {
  return data === undefined ? { code, message } : { code, message, data };
}
function describe(value) {
  const kind = kindOf(value);
  return kind === "string" ? `the string ${JSON.stringify(value)}` : kind;
}
/** "a string", "an array", ... */
function aKind(kind) {
  return /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}
/** Checks `data` against the condition's rule, one level deep (and array elements where the rule names their kind). */
function checkData(name, rule, data) {
  if (data === undefined) {
    if (rule.required) throw new TypeError(`${name}: options.data is required`);
    return;
  }
  if (!isRecord(data)) throw new TypeError(`${name}: options.data must be an object, got ${describe(data)}`);
  for (const field of Object.keys(rule.fields)) {
    const spec = rule.fields[field];
    const value = hasOwn(data, field) ? data[field] : undefined;
    if (value === undefined) {
      if (spec.required) throw new TypeError(`${name}: options.data.${field} is required`);
      continue;
    }
    if (spec.type !== "any" && kindOf(value) !== spec.type)
      throw new TypeError(
        `${name}: options.data.${field} must be ${aKind(spec.type)}, got ${describe(value)}`,
      );
    const items = spec.items;
    if (items !== undefined && items !== "any" && Array.isArray(value))
      value.forEach((item, i) => {
        if (kindOf(item) !== items)
          throw new TypeError(
            `${name}: options.data.${field}[${i}] must be ${aKind(items)}, got ${describe(item)}`,
          );
      });
  }
  if (rule.exact)
    for (const field of Object.keys(data))
      if (own(rule.fields, field) === undefined)
        throw new TypeError(`${name}: options.data.${field} is not a field of ${name}'s data`);
}
/**
 * A constructor: `name(options?)` with `options = { message?, data? }`, required where the
 * condition's data is. The error it builds carries its condition (mark.ts).
 */
export function builder(revision, key) {
  const condition = revision.conditions.get(key);
  if (condition === undefined) throw new Error(`${revision.id} has no condition ${key}`);
  const { code, message: defaultMessage, data: rule } = condition;
  return (options) => {
    if (options !== undefined && !isRecord(options))
      throw new TypeError(
        `${key}: the argument must be an options object { message?, data? }, got ${describe(options)}`,
      );
    const message = options === undefined ? undefined : options.message;
    const data = options === undefined ? undefined : options.data;
    if (options !== undefined)
      for (const field of Object.keys(options))
        if (field !== "message" && field !== "data")
          throw new TypeError(`${key}: options.${field} is not an option; pass { message?, data? }`);
    if (message !== undefined && typeof message !== "string")
      throw new TypeError(`${key}: options.message must be a string, got ${describe(message)}`);
    if (rule !== null) checkData(key, rule, data);
    return mark(errorObject(code, message ?? defaultMessage, data), revision.id, key);
  };
}
/** A guard: whether a value is an error object the revision reads as the condition. Never throws. */
export function guard(revision, key) {
  const condition = revision.conditions.get(key);
  return (value, options) => {
    try {
      if (!isRecord(value) || typeof value.message !== "string") return false;
    } catch {
      return false;
    }
    return conditionOfError(revision, value, options) === condition;
  };
}

/** Checks a value against a condition's data rule, one level deep, without throwing on plain JSON. */
import type { DataRule, JsonKind } from "./types.js";

export const hasOwn: (value: object, key: PropertyKey) => boolean = Object.hasOwn;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A JSON value's kind: its typeof name, but "null" for null and "array" for an array. */
export function kindOf(value: unknown): JsonKind | "undefined" | "bigint" | "symbol" | "function" {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** Whether `data` (undefined when the error has none) passes the rule. May throw on hostile objects. */
export function dataMatches(rule: DataRule | null, data: unknown): boolean {
  if (rule === null) return true;
  if (data === undefined) return !rule.required;
  if (!isRecord(data)) return false;
  let present = 0;
  const fields = rule.fields;
  for (const name in fields) {
    const field = fields[name] as DataRule["fields"][string];
    if (hasOwn(data, name)) {
      present++;
      if (field.type !== "any" && kindOf(data[name]) !== field.type) return false;
    } else if (field.required) return false;
  }
  // An exact shape allows no own key beyond the fields found.
  if (rule.exact) for (const key in data) if (hasOwn(data, key) && --present < 0) return false;
  return true;
}

/** Keeps only the fields an exact data rule names; any other data is returned as it is. */
export function projectData(rule: DataRule | null, data: unknown): unknown {
  if (rule === null || !rule.exact || !isRecord(data) || dataMatches(rule, data)) return data;
  const out: Record<string, unknown> = {};
  for (const name in rule.fields) if (hasOwn(data, name)) out[name] = data[name];
  return out;
}

/** A table's own entry for a key, never one inherited from Object.prototype. */
export function own<T>(table: { readonly [key: string]: T }, key: string): T | undefined {
  return hasOwn(table, key) ? table[key] : undefined;
}

/** Whether data of one rule can be sent under the other: either is free, or both name the same fields with the same kinds. */
export function dataCarries(a: DataRule | null, b: DataRule | null): boolean {
  if (a === null || b === null) return true;
  const names = Object.keys(a.fields);
  return names.length === Object.keys(b.fields).length && names.every((name) => own(b.fields, name)?.type === a.fields[name]?.type);
}

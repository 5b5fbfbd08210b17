// Compiled by mcp-errgen from templates/mcp-errors/runtime/data-shape.ts; do not edit.
export const hasOwn = Object.hasOwn;
export function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
/** A JSON value's kind: its typeof name, but "null" for null and "array" for an array. */
export function kindOf(value) {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}
/** Whether `data` (undefined when the error has none) passes the rule. May throw on hostile objects. */
export function dataMatches(rule, data) {
  if (rule === null) return true;
  if (data === undefined) return !rule.required;
  if (!isRecord(data)) return false;
  let present = 0;
  const fields = rule.fields;
  for (const name in fields) {
    const field = fields[name];
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
export function projectData(rule, data) {
  if (rule === null || !rule.exact || !isRecord(data) || dataMatches(rule, data)) return data;
  const out = {};
  for (const name in rule.fields) if (hasOwn(data, name)) out[name] = data[name];
  return out;
}
/** A table's own entry for a key, never one inherited from Object.prototype. */
export function own(table, key) {
  return hasOwn(table, key) ? table[key] : undefined;
}
/** Whether data of one rule can be sent under the other: either is free, or both name the same fields with the same kinds. */
export function dataCarries(a, b) {
  if (a === null || b === null) return true;
  const names = Object.keys(a.fields);
  return (
    names.length === Object.keys(b.fields).length &&
    names.every((name) => own(b.fields, name)?.type === a.fields[name]?.type)
  );
}

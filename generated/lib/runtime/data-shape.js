// Compiled by mcp-errgen from runtime/mcp-errors/data-shape.ts; do not edit.
export const hasOwn = Object.hasOwn;
export function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
/** A JSON value's kind: its typeof name, but "null" for null and "array" for an array. */
export function kindOf(value) {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}
/** Whether a value has the kind, judged by the value alone (its elements and members are not looked at). */
function isKind(kind, value) {
  if (kind === "any") return true;
  if (kind === "integer") return Number.isInteger(value);
  if (kind === "number") return Number.isFinite(value);
  if (kind !== "json") return kindOf(value) === kind;
  const type = typeof value;
  return (
    type === "string" ||
    type === "boolean" ||
    (type === "object" && value !== null) ||
    Number.isInteger(value)
  );
}
/**
 * Whether an error's data fits a condition's data rule at every depth, as its typed error promises
 * (no rule: anything fits; no data: fits unless the rule requires it). May throw on hostile objects.
 */
export function dataFits(rule, data) {
  if (rule === null) return true;
  return data === undefined ? !rule.required : dataFault(rule, data, EVERY_LEVEL, "") === "";
}
/**
 * A depth no data reaches, kept a small integer: Infinity is a heap number, and `depth - 1` on it
 * would allocate one per level of every error parseErrorResponse reads.
 */
const EVERY_LEVEL = 0x3fffffff;
/**
 * How deep JSON may nest in data the package sends: far beyond any MCP error's, and well within the
 * stack.
 */
const MAX_JSON_DEPTH = 256;
/**
 * What keeps a value from going out as JSON, "" when nothing does: a BigInt (JSON.stringify throws
 * on one), a cycle (it throws there too), or nesting deeper than MAX_JSON_DEPTH levels. Named by
 * its path below the value. What JSON leaves out (undefined, functions, symbols) is no fault.
 * May throw on hostile objects.
 */
export function jsonFault(value, path = "", depth = 0, ancestors = []) {
  if (typeof value === "bigint") return `${path} is a BigInt, which JSON cannot carry`;
  if (value === null || typeof value !== "object") return "";
  if (ancestors.includes(value)) return `${path} refers back to an object that holds it (a cycle)`;
  if (depth >= MAX_JSON_DEPTH) return `${path} nests deeper than ${MAX_JSON_DEPTH} levels`;
  ancestors.push(value);
  let fault = "";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && fault === ""; i++)
      fault = jsonFault(value[i], `${path}[${i}]`, depth + 1, ancestors);
  } else
    for (const key of Object.keys(value)) {
      fault = jsonFault(value[key], path + member(key), depth + 1, ancestors);
      if (fault !== "") break;
    }
  ancestors.pop();
  return fault;
}
/** Whether a value has the kind, or one of the kinds. */
function hasKind(type, value) {
  if (typeof type === "string") return isKind(type, value);
  for (let i = 0; i < type.length; i++) if (isKind(type[i], value)) return true;
  return false;
}
/** A value as a message names it: `the string "x"`, `number 1.5`, `object`. */
export function describe(value) {
  const kind = kindOf(value);
  if (kind === "string") return `the string ${JSON.stringify(value)}`;
  return kind === "number" ? `number ${value}` : kind;
}
/** "a string", "an integer"; a JSON value is named by what it may be. */
function aKind(kind) {
  if (kind === "json") return "a string, integer, boolean, array or object";
  return /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}
/** `.name`, or `["name"]` where the name is no identifier. */
function member(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}
/**
 * What is wrong with `value` as `shape`: "" when nothing is, else the path below the value and
 * the problem (`.elicitations[0].url is required`, ` must be an object, got string`).
 * `depth` is how many levels below the value are looked at: its elements and members at 1,
 * theirs at 2, ... `name` names the condition in the message on a field an exact rule forbids.
 * Allocates nothing unless it finds a fault. May throw on hostile objects.
 */
export function dataFault(shape, value, depth, name) {
  const s = typeof shape === "string" ? undefined : shape;
  const type = s === undefined ? shape : (s.type ?? "object");
  let wanted;
  if (!hasKind(type, value)) wanted = (typeof type === "string" ? [type] : type).map(aKind);
  else if (s?.enum !== undefined && !s.enum.includes(value)) wanted = s.enum.map((v) => JSON.stringify(v));
  if (wanted !== undefined) return ` must be ${wanted.join(" or ")}, got ${describe(value)}`;
  if (depth < 1) return "";
  // A JSON value's elements and members are JSON values in turn.
  const json = typeof type === "string" ? type === "json" : type.includes("json");
  if (Array.isArray(value)) {
    const items = s?.items ?? (json ? "json" : undefined);
    if (items !== undefined)
      for (let i = 0; i < value.length; i++) {
        const fault = dataFault(items, value[i], depth - 1, name);
        if (fault !== "") return `[${i}]${fault}`;
      }
  } else if (isRecord(value)) {
    const fields = s?.fields;
    if (fields !== undefined)
      for (const key in fields) {
        const field = fields[key];
        const v = hasOwn(value, key) ? value[key] : undefined;
        const fault =
          v === undefined ? (field.required ? " is required" : "") : dataFault(field, v, depth - 1, name);
        if (fault !== "") return member(key) + fault;
      }
    const values = s?.values ?? (json ? "json" : undefined);
    if (s?.exact === true || values !== undefined)
      for (const key in value)
        if (hasOwn(value, key) && (fields === undefined || !hasOwn(fields, key))) {
          if (values === undefined) return `${member(key)} is not a field of ${name}'s data`;
          const fault = dataFault(values, value[key], depth - 1, name);
          if (fault !== "") return member(key) + fault;
        }
  }
  return "";
}
/**
 * Whether a value has the shape's kind and, where the shape lists them, one of its values; nothing
 * inside is looked at.
 */
function fits(shape, value) {
  if (typeof shape === "string") return isKind(shape, value);
  return hasKind(shape.type, value) && (shape.enum === undefined || shape.enum.includes(value));
}
/**
 * Whether `data` (undefined when the error has none) passes the rule as recognition reads it: the
 * required fields present, each field of its kind (and literal value, where the rule lists them),
 * and none beyond them where the rule is exact.
 * What lies inside a field is left to the constructors (recognition needs evidence, not a full
 * check, and a peer's error is read even if a nested value is off). A boolean apart from
 * dataFault, so that reading a peer's error allocates nothing (no fault message) and the package
 * root, which builds no error, carries no messages. May throw on hostile objects.
 */
export function dataMatches(rule, data) {
  if (rule === null) return true;
  if (data === undefined) return !rule.required;
  if (!isRecord(data)) return false;
  const fields = rule.fields;
  for (const key in fields) {
    const value = hasOwn(data, key) ? data[key] : undefined;
    if (value === undefined ? fields[key].required : !fits(fields[key], value)) return false;
  }
  const values = rule.values;
  if (rule.exact || values !== undefined)
    for (const key in data)
      if (hasOwn(data, key) && !hasOwn(fields, key) && (values === undefined || !fits(values, data[key])))
        return false;
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
/**
 * Whether data of one rule can be sent under the other: either is free, or both name the same
 * fields with the same kinds (a list of kinds compares by its text). What lies inside the fields
 * is not compared: in every revision a condition's nested rules agree.
 */
export function dataCarries(a, b) {
  if (a === null || b === null) return true;
  const names = Object.keys(a.fields);
  return (
    names.length === Object.keys(b.fields).length &&
    names.every((name) => String(own(b.fields, name)?.type) === String(a.fields[name]?.type))
  );
}

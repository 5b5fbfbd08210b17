// CommonJS translation of lib/runtime/data-shape.js by mcp-errgen (esbuild); do not edit.
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var data_shape_exports = {};
__export(data_shape_exports, {
  dataCarries: () => dataCarries,
  dataFault: () => dataFault,
  dataFits: () => dataFits,
  dataMatches: () => dataMatches,
  describe: () => describe,
  hasOwn: () => hasOwn,
  isRecord: () => isRecord,
  jsonFault: () => jsonFault,
  kindOf: () => kindOf,
  own: () => own,
  projectData: () => projectData
});
module.exports = __toCommonJS(data_shape_exports);
const hasOwn = Object.hasOwn;
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function kindOf(value) {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}
function isKind(kind, value) {
  if (kind === "any")
    return true;
  if (kind === "integer")
    return Number.isInteger(value);
  if (kind === "number")
    return Number.isFinite(value);
  if (kind !== "json")
    return kindOf(value) === kind;
  const type = typeof value;
  return type === "string" || type === "boolean" || type === "object" && value !== null || Number.isInteger(value);
}
function dataFits(rule, data) {
  if (rule === null)
    return true;
  return data === void 0 ? !rule.required : dataFault(rule, data, EVERY_LEVEL, "") === "";
}
const EVERY_LEVEL = 1073741823;
const MAX_JSON_DEPTH = 256;
function jsonFault(value, path = "", depth = 0, ancestors = []) {
  if (typeof value === "bigint")
    return `${path} is a BigInt, which JSON cannot carry`;
  if (value === null || typeof value !== "object")
    return "";
  if (ancestors.includes(value))
    return `${path} refers back to an object that holds it (a cycle)`;
  if (depth >= MAX_JSON_DEPTH)
    return `${path} nests deeper than ${MAX_JSON_DEPTH} levels`;
  ancestors.push(value);
  let fault = "";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && fault === ""; i++)
      fault = jsonFault(value[i], `${path}[${i}]`, depth + 1, ancestors);
  } else
    for (const key of Object.keys(value)) {
      fault = jsonFault(value[key], path + member(key), depth + 1, ancestors);
      if (fault !== "")
        break;
    }
  ancestors.pop();
  return fault;
}
function hasKind(type, value) {
  if (typeof type === "string")
    return isKind(type, value);
  for (let i = 0; i < type.length; i++)
    if (isKind(type[i], value))
      return true;
  return false;
}
function describe(value) {
  const kind = kindOf(value);
  if (kind === "string")
    return `the string ${JSON.stringify(value)}`;
  return kind === "number" ? `number ${value}` : kind;
}
function aKind(kind) {
  if (kind === "json")
    return "a string, integer, boolean, array or object";
  return /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}
function member(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}
function dataFault(shape, value, depth, name) {
  const s = typeof shape === "string" ? void 0 : shape;
  const type = s === void 0 ? shape : s.type ?? "object";
  let wanted;
  if (!hasKind(type, value))
    wanted = (typeof type === "string" ? [type] : type).map(aKind);
  else if (s?.enum !== void 0 && !s.enum.includes(value))
    wanted = s.enum.map((v) => JSON.stringify(v));
  if (wanted !== void 0)
    return ` must be ${wanted.join(" or ")}, got ${describe(value)}`;
  if (depth < 1)
    return "";
  const json = typeof type === "string" ? type === "json" : type.includes("json");
  if (Array.isArray(value)) {
    const items = s?.items ?? (json ? "json" : void 0);
    if (items !== void 0)
      for (let i = 0; i < value.length; i++) {
        const fault = dataFault(items, value[i], depth - 1, name);
        if (fault !== "")
          return `[${i}]${fault}`;
      }
  } else if (isRecord(value)) {
    const fields = s?.fields;
    if (fields !== void 0)
      for (const key in fields) {
        const field = fields[key];
        const v = hasOwn(value, key) ? value[key] : void 0;
        const fault = v === void 0 ? field.required ? " is required" : "" : dataFault(field, v, depth - 1, name);
        if (fault !== "")
          return member(key) + fault;
      }
    const values = s?.values ?? (json ? "json" : void 0);
    if (s?.exact === true || values !== void 0) {
      for (const key in value)
        if (hasOwn(value, key) && (fields === void 0 || !hasOwn(fields, key))) {
          if (values === void 0)
            return `${member(key)} is not a field of ${name}'s data`;
          const fault = dataFault(values, value[key], depth - 1, name);
          if (fault !== "")
            return member(key) + fault;
        }
    }
  }
  return "";
}
function fits(shape, value) {
  if (typeof shape === "string")
    return isKind(shape, value);
  return hasKind(shape.type, value) && (shape.enum === void 0 || shape.enum.includes(value));
}
function dataMatches(rule, data) {
  if (rule === null)
    return true;
  if (data === void 0)
    return !rule.required;
  if (!isRecord(data))
    return false;
  const fields = rule.fields;
  for (const key in fields) {
    const value = hasOwn(data, key) ? data[key] : void 0;
    if (value === void 0 ? fields[key].required : !fits(fields[key], value))
      return false;
  }
  const values = rule.values;
  if (rule.exact || values !== void 0) {
    for (const key in data)
      if (hasOwn(data, key) && !hasOwn(fields, key) && (values === void 0 || !fits(values, data[key])))
        return false;
  }
  return true;
}
function projectData(rule, data) {
  if (rule === null || !rule.exact || !isRecord(data) || dataMatches(rule, data))
    return data;
  const out = {};
  for (const name in rule.fields)
    if (hasOwn(data, name))
      out[name] = data[name];
  return out;
}
function own(table, key) {
  return hasOwn(table, key) ? table[key] : void 0;
}
function dataCarries(a, b) {
  if (a === null || b === null)
    return true;
  const names = Object.keys(a.fields);
  return names.length === Object.keys(b.fields).length && names.every((name) => String(own(b.fields, name)?.type) === String(a.fields[name]?.type));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  dataCarries,
  dataFault,
  dataFits,
  dataMatches,
  describe,
  hasOwn,
  isRecord,
  jsonFault,
  kindOf,
  own,
  projectData
});

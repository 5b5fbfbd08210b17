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
  dataMatches: () => dataMatches,
  hasOwn: () => hasOwn,
  isRecord: () => isRecord,
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
function dataMatches(rule, data) {
  if (rule === null)
    return true;
  if (data === void 0)
    return !rule.required;
  if (!isRecord(data))
    return false;
  let present = 0;
  const fields = rule.fields;
  for (const name in fields) {
    const field = fields[name];
    if (hasOwn(data, name)) {
      present++;
      if (field.type !== "any" && kindOf(data[name]) !== field.type)
        return false;
    } else if (field.required)
      return false;
  }
  if (rule.exact) {
    for (const key in data)
      if (hasOwn(data, key) && --present < 0)
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
  return names.length === Object.keys(b.fields).length && names.every((name) => own(b.fields, name)?.type === a.fields[name]?.type);
}

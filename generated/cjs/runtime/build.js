// CommonJS translation of lib/runtime/build.js by mcp-errgen (esbuild); do not edit.
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
var build_exports = {};
__export(build_exports, {
  builder: () => builder,
  errorObject: () => errorObject,
  guard: () => guard
});
module.exports = __toCommonJS(build_exports);
var import_data_shape = require("./data-shape.js");
var import_mark = require("./mark.js");
var import_revision = require("./revision.js");
function errorObject(code, message, data) {
  return data === void 0 ? { code, message } : { code, message, data };
}
function checkData(name, rule, data) {
  if (data === void 0) {
    if (rule !== null && rule.required)
      throw new TypeError(`${name}: options.data is required`);
    return;
  }
  let fault;
  try {
    fault = rule === null ? "" : (0, import_data_shape.dataFault)(rule, data, Infinity, name);
    if (fault === "")
      fault = (0, import_data_shape.jsonFault)(data);
  } catch {
    fault = " could not be read (a property threw, or it nests too deep)";
  }
  if (fault !== "")
    throw new TypeError(`${name}: options.data${fault}`);
}
function builder(revision, key) {
  const { code, message: defaultMessage, data: rule } = (0, import_revision.conditionIn)(revision, key);
  return (options) => {
    if (options !== void 0 && !(0, import_data_shape.isRecord)(options))
      throw new TypeError(`${key}: the argument must be an options object { message?, data? }, got ${(0, import_data_shape.describe)(options)}`);
    let message;
    let data;
    let fields = [];
    try {
      if (options !== void 0)
        ({ message, data } = options);
      if (options !== void 0)
        fields = Object.keys(options);
    } catch {
      throw new TypeError(`${key}: the options object could not be read (a property threw)`);
    }
    for (const field of fields)
      if (field !== "message" && field !== "data")
        throw new TypeError(`${key}: options.${field} is not an option; pass { message?, data? }`);
    if (message !== void 0 && typeof message !== "string")
      throw new TypeError(`${key}: options.message must be a string, got ${(0, import_data_shape.describe)(message)}`);
    checkData(key, rule, data);
    return (0, import_mark.mark)(errorObject(code, message ?? defaultMessage, data), revision.id, key);
  };
}
function guard(revision, key) {
  const condition = revision.conditions.get(key);
  return (value, options) => {
    if (condition === void 0 || (0, import_revision.conditionOfError)(revision, value, options) !== condition)
      return false;
    try {
      return (0, import_data_shape.isRecord)(value) && typeof value.message === "string" && (0, import_data_shape.dataFits)(condition.data, value.data);
    } catch {
      return false;
    }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  builder,
  errorObject,
  guard
});

// CommonJS translation of lib/runtime/status.js by mcp-errgen (esbuild); do not edit.
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
var status_exports = {};
__export(status_exports, {
  statusOf: () => statusOf,
  statusOfCondition: () => statusOfCondition,
  statusOfError: () => statusOfError
});
module.exports = __toCommonJS(status_exports);
var import_data_shape = require("./data-shape.js");
var import_revision = require("./revision.js");
function statusOfCondition(revision, key) {
  const status = (0, import_data_shape.own)(revision.tables.HTTP_STATUS, key);
  return status === void 0 ? null : status;
}
function statusOfError(revision, error, options) {
  const condition = (0, import_revision.conditionOfError)(revision, error, options);
  return condition === void 0 ? null : statusOfCondition(revision, condition.key);
}
function statusOf(revision, errorOrCondition, options) {
  if (typeof errorOrCondition === "string") {
    if (!revision.conditions.has(errorOrCondition))
      throw new RangeError(`${quoted(errorOrCondition)} is not a condition of MCP ${revision.id}`);
    return statusOfCondition(revision, errorOrCondition);
  }
  if (typeof errorOrCondition === "number" || options !== void 0 && options !== null && typeof options !== "object")
    throw new RangeError("httpStatus takes a condition's name, or an error object and optional { method, httpStatus, params }; a bare code names no condition");
  return statusOfError(revision, errorOrCondition, options);
}
function quoted(text) {
  return text.length > 64 ? `${JSON.stringify(text.slice(0, 64))}...` : JSON.stringify(text);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  statusOf,
  statusOfCondition,
  statusOfError
});

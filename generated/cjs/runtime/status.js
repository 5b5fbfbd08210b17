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
  statusOfCondition: () => statusOfCondition
});
module.exports = __toCommonJS(status_exports);
var import_data_shape = require("./data-shape.js");
var import_revision = require("./revision.js");
function statusOfCondition(revision, key) {
  const status = (0, import_data_shape.own)(revision.tables.HTTP_STATUS, key);
  return status === void 0 ? null : status;
}
function statusOf(revision, errorOrCondition, options) {
  if (typeof errorOrCondition === "string")
    return statusOfCondition(revision, errorOrCondition);
  const condition = (0, import_revision.conditionOfError)(revision, errorOrCondition, options);
  return condition === void 0 ? null : statusOfCondition(revision, condition.key);
}

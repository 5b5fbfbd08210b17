// CommonJS translation of lib/runtime/methods.js by mcp-errgen (esbuild); do not edit.
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
var methods_exports = {};
__export(methods_exports, {
  isMethodIn: () => isMethodIn,
  isRemovedMethodIn: () => isRemovedMethodIn
});
module.exports = __toCommonJS(methods_exports);
var import_data_shape = require("./data-shape.js");
function isMethodIn(table, method, options) {
  if (typeof method !== "string" || !(0, import_data_shape.hasOwn)(table, method))
    return false;
  const entry = table[method];
  const from = options?.from;
  const kind = options?.kind;
  return (from === void 0 || entry.from.includes(from)) && (kind === void 0 || entry.kind === kind);
}
function isRemovedMethodIn(removed, method) {
  return typeof method === "string" && removed.includes(method);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  isMethodIn,
  isRemovedMethodIn
});

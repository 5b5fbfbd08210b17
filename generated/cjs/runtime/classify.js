// CommonJS translation of lib/runtime/classify.js by mcp-errgen (esbuild); do not edit.
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
var classify_exports = {};
__export(classify_exports, {
  classify: () => classify
});
module.exports = __toCommonJS(classify_exports);
var import_revision = require("./revision.js");
function classify(revision, code) {
  if (typeof code !== "number" || !Number.isInteger(code))
    return "invalid";
  let band;
  for (const b of revision.tables.CODE_BANDS)
    if (code >= b.from && code <= b.to && (band === void 0 || b.to - b.from < band.to - band.from))
      band = b;
  if ((0, import_revision.defines)(revision, code))
    return band?.undefinedCodes === "jsonrpc-reserved" ? "standard" : "defined";
  if ((0, import_revision.reserves)(revision, code))
    return "reserved";
  return band === void 0 ? "application" : band.undefinedCodes;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  classify
});

// CommonJS translation of lib/runtime/mark.js by mcp-errgen (esbuild); do not edit.
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
var mark_exports = {};
__export(mark_exports, {
  CONDITION: () => CONDITION,
  mark: () => mark,
  markOf: () => markOf
});
module.exports = __toCommonJS(mark_exports);
const CONDITION = /* @__PURE__ */ Symbol.for("mcp-errors.condition");
function mark(error, revision, condition) {
  Object.defineProperty(error, CONDITION, { value: Object.freeze({ revision, condition }) });
  return error;
}
function markOf(value) {
  const found = value[CONDITION];
  if (found === null || typeof found !== "object")
    return void 0;
  const { revision, condition } = found;
  return typeof revision === "string" && typeof condition === "string" ? found : void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CONDITION,
  mark,
  markOf
});

// CommonJS translation of lib/runtime/translator.js by mcp-errgen (esbuild); do not edit.
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
var translator_exports = {};
__export(translator_exports, {
  translator: () => translator
});
module.exports = __toCommonJS(translator_exports);
var import_revision = require("./revision.js");
var import_translate = require("./translate.js");
var import_translate_response = require("./translate-response.js");
function translator(list) {
  const { get } = (0, import_revision.revisionsById)(list);
  return {
    translate: (error, options) => (0, import_translate.translateBetween)(get(options.from), get(options.to), error, options),
    translateResponse: (response, options) => (0, import_translate_response.translateResponseBetween)(get(options.from), get(options.to), response, options)
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  translator
});

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
var import_data_shape = require("./data-shape.js");
var import_envelope = require("./envelope.js");
var import_revision = require("./revision.js");
var import_translate = require("./translate.js");
var import_translate_response = require("./translate-response.js");
function ends(name, options, keys) {
  try {
    if ((0, import_data_shape.isRecord)(options))
      return keys.map((key) => options[key]);
  } catch {
    throw new RangeError(`${name}: its options could not be read`);
  }
  throw new RangeError(`${name}: pass options { ${keys.join(", ")}, request, ... }`);
}
function translator(list) {
  const { get } = (0, import_revision.revisionsById)(list);
  return {
    translate(error, options) {
      const [from, to] = ends("translate", options, ["from", "to"]).map(get);
      const request = (0, import_translate_response.requestIn)(options);
      const httpStatus = (0, import_revision.statusIn)(options);
      const recognition = {};
      if (request.method !== void 0)
        recognition.method = request.method;
      if (request.params !== void 0)
        recognition.params = request.params;
      if (httpStatus !== void 0)
        recognition.httpStatus = httpStatus;
      const translation = (0, import_translate.translateBetween)(from, to, error, recognition);
      translation.body = (0, import_envelope.envelope)(to, request.id, translation.ok ? translation.error : translation.fallback);
      return translation;
    },
    translateResponse(response, options) {
      const [from, to] = ends("translateResponse", options, ["from", "to"]).map(get);
      return (0, import_translate_response.translateResponseBetween)(from, to, response, options);
    },
    upstreamFailure(request, options) {
      const [to] = ends("upstreamFailure", options, ["to"]).map(get);
      let failure;
      let message;
      try {
        ({ failure, message } = options);
      } catch {
        failure = void 0;
      }
      return (0, import_translate_response.upstreamFailureIn)(to, request, failure, message);
    }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  translator
});

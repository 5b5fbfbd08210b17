// CommonJS translation of lib/translate.js by mcp-errgen (esbuild); do not edit.
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
var translate_exports = {};
__export(translate_exports, {
  translate: () => translate,
  translateResponse: () => translateResponse,
  upstreamFailure: () => upstreamFailure
});
module.exports = __toCommonJS(translate_exports);
var import_translator = require("./runtime/translator.js");
var import__ = require("./2025-06-18.js");
var import__2 = require("./2025-11-25.js");
var import__3 = require("./2026-07-28.js");
var import_draft_2026_06_07 = require("./prerelease/draft-2026-06-07.js");
const between = /* @__PURE__ */ (0, import_translator.translator)([
  [
    "2025-06-18",
    {
      ...import__.TABLES,
      TRANSLATIONS: import__.TRANSLATIONS,
      UNDEFINED_CODES: import__.UNDEFINED_CODES,
      RESULT_TYPE: import__.RESULT_TYPE
    }
  ],
  [
    "2025-11-25",
    {
      ...import__2.TABLES,
      TRANSLATIONS: import__2.TRANSLATIONS,
      UNDEFINED_CODES: import__2.UNDEFINED_CODES,
      RESULT_TYPE: import__2.RESULT_TYPE
    }
  ],
  [
    "2026-07-28",
    {
      ...import__3.TABLES,
      TRANSLATIONS: import__3.TRANSLATIONS,
      UNDEFINED_CODES: import__3.UNDEFINED_CODES,
      RESULT_TYPE: import__3.RESULT_TYPE
    }
  ],
  [
    "draft-2026-06-07",
    {
      ...import_draft_2026_06_07.TABLES,
      TRANSLATIONS: import_draft_2026_06_07.TRANSLATIONS,
      UNDEFINED_CODES: import_draft_2026_06_07.UNDEFINED_CODES,
      RESULT_TYPE: import_draft_2026_06_07.RESULT_TYPE
    }
  ]
]);
const translate = between.translate;
const translateResponse = between.translateResponse;
const upstreamFailure = between.upstreamFailure;
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  translate,
  translateResponse,
  upstreamFailure
});

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
var import__ = require("./2024-11-05.js");
var import__2 = require("./2025-03-26.js");
var import__3 = require("./2025-06-18.js");
var import__4 = require("./2025-11-25.js");
var import__5 = require("./2026-07-28.js");
var import_draft_2026_05_20 = require("./prerelease/draft-2026-05-20.js");
var import_draft_2026_06_07 = require("./prerelease/draft-2026-06-07.js");
var import_draft = require("./draft.js");
const between = /* @__PURE__ */ (0, import_translator.translator)([
  [
    "2024-11-05",
    {
      ...import__.TABLES,
      TRANSLATIONS: import__.TRANSLATIONS,
      UNDEFINED_CODES: import__.UNDEFINED_CODES,
      RESULT_TYPE: import__.RESULT_TYPE
    }
  ],
  [
    "2025-03-26",
    {
      ...import__2.TABLES,
      TRANSLATIONS: import__2.TRANSLATIONS,
      UNDEFINED_CODES: import__2.UNDEFINED_CODES,
      RESULT_TYPE: import__2.RESULT_TYPE
    }
  ],
  [
    "2025-06-18",
    {
      ...import__3.TABLES,
      TRANSLATIONS: import__3.TRANSLATIONS,
      UNDEFINED_CODES: import__3.UNDEFINED_CODES,
      RESULT_TYPE: import__3.RESULT_TYPE
    }
  ],
  [
    "2025-11-25",
    {
      ...import__4.TABLES,
      TRANSLATIONS: import__4.TRANSLATIONS,
      UNDEFINED_CODES: import__4.UNDEFINED_CODES,
      RESULT_TYPE: import__4.RESULT_TYPE
    }
  ],
  [
    "2026-07-28",
    {
      ...import__5.TABLES,
      TRANSLATIONS: import__5.TRANSLATIONS,
      UNDEFINED_CODES: import__5.UNDEFINED_CODES,
      RESULT_TYPE: import__5.RESULT_TYPE
    }
  ],
  [
    "draft-2026-05-20",
    {
      ...import_draft_2026_05_20.TABLES,
      TRANSLATIONS: import_draft_2026_05_20.TRANSLATIONS,
      UNDEFINED_CODES: import_draft_2026_05_20.UNDEFINED_CODES,
      RESULT_TYPE: import_draft_2026_05_20.RESULT_TYPE
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
  ],
  [
    "draft",
    {
      ...import_draft.TABLES,
      TRANSLATIONS: import_draft.TRANSLATIONS,
      UNDEFINED_CODES: import_draft.UNDEFINED_CODES,
      RESULT_TYPE: import_draft.RESULT_TYPE
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

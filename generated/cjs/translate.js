// CommonJS translation of lib/translate.js by mcp-errgen (esbuild); do not edit.
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var translate_exports = {};
__export(translate_exports, {
  translate: () => translate,
  translateResponse: () => translateResponse,
  upstreamFailure: () => upstreamFailure
});
module.exports = __toCommonJS(translate_exports);
var import_translator = require("./runtime/translator.js");
var revision_2024_11_05 = __toESM(require("./2024-11-05.js"));
var revision_2025_03_26 = __toESM(require("./2025-03-26.js"));
var revision_2025_06_18 = __toESM(require("./2025-06-18.js"));
var revision_2025_11_25 = __toESM(require("./2025-11-25.js"));
var revision_2026_07_28 = __toESM(require("./2026-07-28.js"));
var revision_draft_2026_05_20 = __toESM(require("./prerelease/draft-2026-05-20.js"));
var revision_draft_2026_06_07 = __toESM(require("./prerelease/draft-2026-06-07.js"));
var revision_draft = __toESM(require("./draft.js"));
const between = /* @__PURE__ */ (0, import_translator.translator)([
  [
    "2024-11-05",
    {
      ...revision_2024_11_05.TABLES,
      TRANSLATIONS: revision_2024_11_05.TRANSLATIONS,
      UNDEFINED_CODES: revision_2024_11_05.UNDEFINED_CODES,
      RESULT_TYPE: revision_2024_11_05.RESULT_TYPE
    }
  ],
  [
    "2025-03-26",
    {
      ...revision_2025_03_26.TABLES,
      TRANSLATIONS: revision_2025_03_26.TRANSLATIONS,
      UNDEFINED_CODES: revision_2025_03_26.UNDEFINED_CODES,
      RESULT_TYPE: revision_2025_03_26.RESULT_TYPE
    }
  ],
  [
    "2025-06-18",
    {
      ...revision_2025_06_18.TABLES,
      TRANSLATIONS: revision_2025_06_18.TRANSLATIONS,
      UNDEFINED_CODES: revision_2025_06_18.UNDEFINED_CODES,
      RESULT_TYPE: revision_2025_06_18.RESULT_TYPE
    }
  ],
  [
    "2025-11-25",
    {
      ...revision_2025_11_25.TABLES,
      TRANSLATIONS: revision_2025_11_25.TRANSLATIONS,
      UNDEFINED_CODES: revision_2025_11_25.UNDEFINED_CODES,
      RESULT_TYPE: revision_2025_11_25.RESULT_TYPE
    }
  ],
  [
    "2026-07-28",
    {
      ...revision_2026_07_28.TABLES,
      TRANSLATIONS: revision_2026_07_28.TRANSLATIONS,
      UNDEFINED_CODES: revision_2026_07_28.UNDEFINED_CODES,
      RESULT_TYPE: revision_2026_07_28.RESULT_TYPE
    }
  ],
  [
    "draft-2026-05-20",
    {
      ...revision_draft_2026_05_20.TABLES,
      TRANSLATIONS: revision_draft_2026_05_20.TRANSLATIONS,
      UNDEFINED_CODES: revision_draft_2026_05_20.UNDEFINED_CODES,
      RESULT_TYPE: revision_draft_2026_05_20.RESULT_TYPE
    }
  ],
  [
    "draft-2026-06-07",
    {
      ...revision_draft_2026_06_07.TABLES,
      TRANSLATIONS: revision_draft_2026_06_07.TRANSLATIONS,
      UNDEFINED_CODES: revision_draft_2026_06_07.UNDEFINED_CODES,
      RESULT_TYPE: revision_draft_2026_06_07.RESULT_TYPE
    }
  ],
  [
    "draft",
    {
      ...revision_draft.TABLES,
      TRANSLATIONS: revision_draft.TRANSLATIONS,
      UNDEFINED_CODES: revision_draft.UNDEFINED_CODES,
      RESULT_TYPE: revision_draft.RESULT_TYPE
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

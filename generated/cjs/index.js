// CommonJS translation of lib/index.js by mcp-errgen (esbuild); do not edit.
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
var lib_exports = {};
__export(lib_exports, {
  LATEST_REVISION: () => LATEST_REVISION,
  McpError: () => import_mcp_error.McpError,
  PREVIEW_REVISIONS: () => PREVIEW_REVISIONS,
  REVISIONS: () => REVISIONS,
  TransportFailureKey: () => TransportFailureKey,
  checkRequest: () => checkRequest,
  classifyCode: () => classifyCode,
  conditionOf: () => conditionOf,
  eraOf: () => eraOf,
  httpStatusOf: () => httpStatusOf,
  isMcpError: () => import_mcp_error.isMcpError,
  isMethod: () => isMethod,
  isRemovedMethod: () => isRemovedMethod,
  isRevision: () => isRevision,
  parseErrorResponse: () => parseErrorResponse,
  requestEra: () => requestEra,
  requestIdText: () => import_id_text.requestIdText,
  respond: () => respond,
  stringifyMessage: () => import_id_text.stringifyMessage,
  transportFailureResponse: () => transportFailureResponse
});
module.exports = __toCommonJS(lib_exports);
var import_root = require("./runtime/root.js");
var import__ = require("./2024-11-05.js");
var import__2 = require("./2025-03-26.js");
var import__3 = require("./2025-06-18.js");
var import__4 = require("./2025-11-25.js");
var import__5 = require("./2026-07-28.js");
var import_draft_2026_05_20 = require("./prerelease/draft-2026-05-20.js");
var import_draft_2026_06_07 = require("./prerelease/draft-2026-06-07.js");
var import_draft = require("./draft.js");
var import_mcp_error = require("./runtime/mcp-error.js");
var import_id_text = require("./runtime/id-text.js");
const REVISIONS = /* @__PURE__ */ Object.freeze([
  "2024-11-05",
  "2025-03-26",
  "2025-06-18",
  "2025-11-25",
  "2026-07-28"
]);
const PREVIEW_REVISIONS = /* @__PURE__ */ Object.freeze([
  "draft-2026-05-20",
  "draft-2026-06-07",
  "draft"
]);
const LATEST_REVISION = "2026-07-28";
const root = /* @__PURE__ */ (0, import_root.packageRoot)([
  ["2024-11-05", import__.TABLES],
  ["2025-03-26", import__2.TABLES],
  ["2025-06-18", import__3.TABLES],
  ["2025-11-25", import__4.TABLES],
  ["2026-07-28", import__5.TABLES],
  ["draft-2026-05-20", import_draft_2026_05_20.TABLES],
  ["draft-2026-06-07", import_draft_2026_06_07.TABLES],
  ["draft", import_draft.TABLES]
]);
const isRevision = root.isRevision;
const eraOf = root.eraOf;
const conditionOf = root.conditionOf;
const httpStatusOf = root.httpStatusOf;
const classifyCode = root.classifyCode;
const parseErrorResponse = root.parseErrorResponse;
const respond = root.respond;
const checkRequest = root.checkRequest;
const requestEra = root.requestEra;
const isMethod = root.isMethod;
const isRemovedMethod = root.isRemovedMethod;
const transportFailureResponse = root.transportFailureResponse;
const TransportFailureKey = /* @__PURE__ */ Object.freeze({
  InvalidOrigin: "invalidOrigin",
  InvalidProtocolVersionHeader: "invalidProtocolVersionHeader",
  LegacyHttpMethod: "legacyHttpMethod",
  MissingSessionId: "missingSessionId",
  NoStandaloneStream: "noStandaloneStream",
  RejectedNotification: "rejectedNotification",
  SessionTerminationRefused: "sessionTerminationRefused",
  UnknownSession: "unknownSession"
});
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  LATEST_REVISION,
  McpError,
  PREVIEW_REVISIONS,
  REVISIONS,
  TransportFailureKey,
  checkRequest,
  classifyCode,
  conditionOf,
  eraOf,
  httpStatusOf,
  isMcpError,
  isMethod,
  isRemovedMethod,
  isRevision,
  parseErrorResponse,
  requestEra,
  requestIdText,
  respond,
  stringifyMessage,
  transportFailureResponse
});

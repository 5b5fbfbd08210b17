// CommonJS translation of lib/index.js by mcp-errgen (esbuild); do not edit.
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
var lib_exports = {};
__export(lib_exports, {
  LATEST_REVISION: () => LATEST_REVISION,
  McpError: () => import_mcp_error.McpError,
  PREVIEW_REVISIONS: () => PREVIEW_REVISIONS,
  REVISIONS: () => REVISIONS,
  checkRequest: () => checkRequest,
  classifyCode: () => classifyCode,
  conditionOf: () => conditionOf,
  eraOf: () => eraOf,
  httpStatusOf: () => httpStatusOf,
  isMcpError: () => import_mcp_error.isMcpError,
  isRevision: () => isRevision,
  loadRevision: () => loadRevision,
  parseErrorResponse: () => parseErrorResponse,
  respond: () => respond,
  translate: () => translate,
  translateResponse: () => translateResponse
});
module.exports = __toCommonJS(lib_exports);
var import_root = require("./runtime/root.js");
var r0 = __toESM(require("./2024-11-05.js"));
var r1 = __toESM(require("./2025-03-26.js"));
var r2 = __toESM(require("./2025-06-18.js"));
var r3 = __toESM(require("./2025-11-25.js"));
var r4 = __toESM(require("./2026-07-28.js"));
var r5 = __toESM(require("./prerelease/draft-2026-05-20.js"));
var r6 = __toESM(require("./prerelease/draft-2026-06-07.js"));
var r7 = __toESM(require("./draft.js"));
var import_mcp_error = require("./runtime/mcp-error.js");
const REVISIONS = Object.freeze([
  "2024-11-05",
  "2025-03-26",
  "2025-06-18",
  "2025-11-25",
  "2026-07-28"
]);
const PREVIEW_REVISIONS = Object.freeze([
  "draft-2026-05-20",
  "draft-2026-06-07",
  "draft"
]);
const LATEST_REVISION = "2026-07-28";
const root = /* @__PURE__ */ (0, import_root.packageRoot)([
  ["2024-11-05", r0],
  ["2025-03-26", r1],
  ["2025-06-18", r2],
  ["2025-11-25", r3],
  ["2026-07-28", r4],
  ["draft-2026-05-20", r5],
  ["draft-2026-06-07", r6],
  ["draft", r7]
]);
const isRevision = root.isRevision;
const eraOf = root.eraOf;
const conditionOf = root.conditionOf;
const httpStatusOf = root.httpStatusOf;
const classifyCode = root.classifyCode;
const parseErrorResponse = root.parseErrorResponse;
const translate = root.translate;
const translateResponse = root.translateResponse;
const respond = root.respond;
const checkRequest = root.checkRequest;
const loadRevision = root.loadRevision;

// CommonJS translation of lib/2024-11-05.js by mcp-errgen (esbuild); do not edit.
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
var __exports = {};
__export(__exports, {
  CODE_BANDS: () => CODE_BANDS,
  CONDITIONS: () => CONDITIONS,
  ENVELOPE: () => ENVELOPE,
  ERA: () => ERA,
  ErrorCode: () => ErrorCode,
  GENERIC_CONDITION: () => GENERIC_CONDITION,
  HTTP_STATUS: () => HTTP_STATUS,
  INTERNAL_ERROR: () => INTERNAL_ERROR,
  INVALID_PARAMS: () => INVALID_PARAMS,
  INVALID_REQUEST: () => INVALID_REQUEST,
  METHODS: () => METHODS,
  METHOD_NOT_FOUND: () => METHOD_NOT_FOUND,
  PARSE_ERROR: () => PARSE_ERROR,
  PROTOCOL_VERSION: () => PROTOCOL_VERSION,
  REMOVED_METHODS: () => REMOVED_METHODS,
  RESERVED_CODES: () => RESERVED_CODES,
  RESOURCE_NOT_FOUND: () => RESOURCE_NOT_FOUND,
  RESULT_TYPE: () => RESULT_TYPE,
  REVISION: () => REVISION,
  SHARED_CODES: () => SHARED_CODES,
  TABLES: () => TABLES,
  TOOL_INPUT_ERROR: () => TOOL_INPUT_ERROR,
  TRANSLATIONS: () => TRANSLATIONS,
  TRANSPORT_FAILURES: () => TRANSPORT_FAILURES,
  UNDEFINED_CODES: () => UNDEFINED_CODES,
  conditionOf: () => conditionOf,
  errorResponse: () => errorResponse,
  httpStatus: () => httpStatus,
  internalError: () => internalError,
  invalidParams: () => invalidParams,
  invalidRequest: () => invalidRequest,
  isInternalError: () => isInternalError,
  isInvalidParamsError: () => isInvalidParamsError,
  isInvalidRequestError: () => isInvalidRequestError,
  isMethod: () => isMethod,
  isMethodNotFoundError: () => isMethodNotFoundError,
  isParseError: () => isParseError,
  isRemovedMethod: () => isRemovedMethod,
  isResourceNotFoundError: () => isResourceNotFoundError,
  isUnsupportedProtocolVersionError: () => isUnsupportedProtocolVersionError,
  methodNotFound: () => methodNotFound,
  parseError: () => parseError,
  parseErrorResponse: () => parseErrorResponse,
  resourceNotFound: () => resourceNotFound,
  respond: () => respond,
  toolInputError: () => toolInputError,
  transportFailureResponse: () => transportFailureResponse,
  unsupportedProtocolVersion: () => unsupportedProtocolVersion
});
module.exports = __toCommonJS(__exports);
var import_build = require("./runtime/build.js");
var import_envelope = require("./runtime/envelope.js");
var import_methods = require("./runtime/methods.js");
var import_parse = require("./runtime/parse.js");
var import_revision = require("./runtime/revision.js");
var import_status = require("./runtime/status.js");
var import_table = require("./runtime/table.js");
var import_tool_input = require("./runtime/tool-input.js");
var import_transport_failure = require("./runtime/transport-failure.js");
const REVISION = "2024-11-05";
const PROTOCOL_VERSION = "2024-11-05";
const ERA = "legacy";
const GENERIC_CONDITION = "internalError";
const INTERNAL_ERROR = -32603;
const INVALID_PARAMS = -32602;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const PARSE_ERROR = -32700;
const RESOURCE_NOT_FOUND = -32002;
const ErrorCode = /* @__PURE__ */ Object.freeze({
  InternalError: -32603,
  InvalidParams: -32602,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  ParseError: -32700,
  ResourceNotFound: -32002,
  UnsupportedProtocolVersion: -32602
});
const CONDITIONS = /* @__PURE__ */ (0, import_table.table)({ "internalError": { "code": -32603, "message": "Internal error", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32603], "rules": [] } }, "invalidParams": { "code": -32602, "message": "Invalid params", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32602], "rules": [] } }, "invalidRequest": { "code": -32600, "message": "Invalid Request", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32600], "rules": [] } }, "methodNotFound": { "code": -32601, "message": "Method not found", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32601], "rules": [] } }, "parseError": { "code": -32700, "message": "Parse error", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32700], "rules": [] } }, "resourceNotFound": { "code": -32002, "message": "Resource not found", "data": { "required": true, "exact": false, "fields": { "uri": { "type": "string", "required": true } } }, "acceptedCodes": [-32602], "recognition": { "codes": [-32002], "rules": [{ "code": -32602, "method": "resources/read", "methodUnknown": "no-match", "requiresData": true }] } }, "unsupportedProtocolVersion": { "code": -32602, "message": "Unsupported protocol version", "data": { "required": true, "exact": false, "fields": { "requested": { "type": "string", "required": true }, "supported": { "type": "array", "required": true, "items": "string" } } }, "acceptedCodes": [], "recognition": { "codes": [], "rules": [{ "code": -32602, "requiresData": true }] } } });
const HTTP_STATUS = /* @__PURE__ */ (0, import_table.table)({ "internalError": null, "invalidParams": null, "invalidRequest": null, "methodNotFound": null, "parseError": null, "resourceNotFound": null, "unsupportedProtocolVersion": null });
const TRANSPORT_FAILURES = /* @__PURE__ */ (0, import_table.table)({});
const SHARED_CODES = /* @__PURE__ */ (0, import_table.table)({ "-32602": { "tryInOrder": ["resourceNotFound", "unsupportedProtocolVersion"], "fallback": "invalidParams" } });
const TRANSLATIONS = /* @__PURE__ */ (0, import_table.table)({ "2025-03-26": { "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "passthrough", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-06-18": { "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "passthrough", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-11-25": { "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "passthrough", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2026-07-28": { "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32022, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } }, "draft-2026-05-20": { "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32004, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } }, "draft-2026-06-07": { "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32004, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } }, "draft": { "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32022, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } } });
const UNDEFINED_CODES = /* @__PURE__ */ (0, import_table.table)({ "2026-07-28": [{ "from": -32099, "to": -32020, "condition": "internalError", "code": -32603, "httpStatus": null, "reason": "A 2026 peer must never receive a specification-band code its revision does not define." }], "draft": [{ "from": -32099, "to": -32020, "condition": "internalError", "code": -32603, "httpStatus": null, "reason": "A 2026 peer must never receive a specification-band code its revision does not define." }] });
const CODE_BANDS = /* @__PURE__ */ (0, import_table.table)([{ "from": -32099, "to": -32e3, "undefinedCodes": "implementation-defined" }, { "from": -32768, "to": -32100, "undefinedCodes": "jsonrpc-reserved" }]);
const RESERVED_CODES = /* @__PURE__ */ (0, import_table.table)([]);
const METHODS = /* @__PURE__ */ (0, import_table.table)({ "completion/complete": { "kind": "request", "from": ["client"] }, "initialize": { "kind": "request", "from": ["client"] }, "logging/setLevel": { "kind": "request", "from": ["client"] }, "notifications/cancelled": { "kind": "notification", "from": ["client", "server"] }, "notifications/initialized": { "kind": "notification", "from": ["client"] }, "notifications/message": { "kind": "notification", "from": ["server"] }, "notifications/progress": { "kind": "notification", "from": ["client", "server"] }, "notifications/prompts/list_changed": { "kind": "notification", "from": ["server"] }, "notifications/resources/list_changed": { "kind": "notification", "from": ["server"] }, "notifications/resources/updated": { "kind": "notification", "from": ["server"] }, "notifications/roots/list_changed": { "kind": "notification", "from": ["client"] }, "notifications/tools/list_changed": { "kind": "notification", "from": ["server"] }, "ping": { "kind": "request", "from": ["client", "server"] }, "prompts/get": { "kind": "request", "from": ["client"] }, "prompts/list": { "kind": "request", "from": ["client"] }, "resources/list": { "kind": "request", "from": ["client"] }, "resources/read": { "kind": "request", "from": ["client"] }, "resources/subscribe": { "kind": "request", "from": ["client"] }, "resources/templates/list": { "kind": "request", "from": ["client"] }, "resources/unsubscribe": { "kind": "request", "from": ["client"] }, "roots/list": { "kind": "request", "from": ["server"] }, "sampling/createMessage": { "kind": "request", "from": ["server"] }, "tools/call": { "kind": "request", "from": ["client"] }, "tools/list": { "kind": "request", "from": ["client"] } });
const REMOVED_METHODS = /* @__PURE__ */ (0, import_table.table)([]);
const ENVELOPE = /* @__PURE__ */ (0, import_table.table)({ "jsonrpc": "2.0", "idOptional": false });
const TOOL_INPUT_ERROR = /* @__PURE__ */ (0, import_table.table)({ "form": "protocol-error", "code": -32602 });
const RESULT_TYPE = /* @__PURE__ */ (0, import_table.table)({ "required": false, "complete": null });
const TABLES = /* @__PURE__ */ (0, import_table.table)({
  REVISION,
  PROTOCOL_VERSION,
  ERA,
  GENERIC_CONDITION,
  CONDITIONS,
  HTTP_STATUS,
  SHARED_CODES,
  CODE_BANDS,
  RESERVED_CODES,
  ENVELOPE,
  TRANSPORT_FAILURES,
  TOOL_INPUT_ERROR,
  METHODS,
  REMOVED_METHODS
});
const reader = /* @__PURE__ */ (0, import_revision.defineRevision)({ REVISION, ERA, CONDITIONS, SHARED_CODES });
const revision = /* @__PURE__ */ (0, import_revision.defineRevision)({
  REVISION,
  PROTOCOL_VERSION,
  ERA,
  GENERIC_CONDITION,
  CONDITIONS,
  HTTP_STATUS,
  SHARED_CODES,
  ENVELOPE,
  TRANSPORT_FAILURES
});
const internalError = /* @__PURE__ */ (0, import_build.builder)(revision, "internalError");
const isInternalError = /* @__PURE__ */ (0, import_build.guard)(reader, "internalError");
const invalidParams = /* @__PURE__ */ (0, import_build.builder)(revision, "invalidParams");
const isInvalidParamsError = /* @__PURE__ */ (0, import_build.guard)(reader, "invalidParams");
const invalidRequest = /* @__PURE__ */ (0, import_build.builder)(revision, "invalidRequest");
const isInvalidRequestError = /* @__PURE__ */ (0, import_build.guard)(reader, "invalidRequest");
const methodNotFound = /* @__PURE__ */ (0, import_build.builder)(revision, "methodNotFound");
const isMethodNotFoundError = /* @__PURE__ */ (0, import_build.guard)(reader, "methodNotFound");
const parseError = /* @__PURE__ */ (0, import_build.builder)(revision, "parseError");
const isParseError = /* @__PURE__ */ (0, import_build.guard)(reader, "parseError");
const resourceNotFound = /* @__PURE__ */ (0, import_build.builder)(revision, "resourceNotFound");
const isResourceNotFoundError = /* @__PURE__ */ (0, import_build.guard)(reader, "resourceNotFound");
const unsupportedProtocolVersion = /* @__PURE__ */ (0, import_build.builder)(revision, "unsupportedProtocolVersion");
const isUnsupportedProtocolVersionError = /* @__PURE__ */ (0, import_build.guard)(reader, "unsupportedProtocolVersion");
function errorResponse(id, error) {
  return (0, import_envelope.errorResponseIn)(revision, id, error);
}
function respond(id, error) {
  return (0, import_envelope.respondWith)(revision, id, error);
}
function conditionOf(error, options) {
  return (0, import_revision.conditionKeyOf)(reader, error, options);
}
function httpStatus(errorOrCondition, options) {
  return (0, import_status.statusOf)(revision, errorOrCondition, options);
}
function parseErrorResponse(value, options) {
  return (0, import_parse.parse)(reader, value, options);
}
function isMethod(method, options) {
  return (0, import_methods.isMethodIn)(METHODS, method, options);
}
function isRemovedMethod(method) {
  return (0, import_methods.isRemovedMethodIn)(REMOVED_METHODS, method);
}
const transport = /* @__PURE__ */ Object.freeze({ REVISION, CONDITIONS, ENVELOPE, TRANSPORT_FAILURES });
function transportFailureResponse(key, id) {
  return (0, import_transport_failure.transportFailureResponseIn)(transport, key, id);
}
function toolInputError(options) {
  return (0, import_tool_input.toolInput)((0, import_revision.defineRevision)(TABLES), options);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CODE_BANDS,
  CONDITIONS,
  ENVELOPE,
  ERA,
  ErrorCode,
  GENERIC_CONDITION,
  HTTP_STATUS,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  METHODS,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  PROTOCOL_VERSION,
  REMOVED_METHODS,
  RESERVED_CODES,
  RESOURCE_NOT_FOUND,
  RESULT_TYPE,
  REVISION,
  SHARED_CODES,
  TABLES,
  TOOL_INPUT_ERROR,
  TRANSLATIONS,
  TRANSPORT_FAILURES,
  UNDEFINED_CODES,
  conditionOf,
  errorResponse,
  httpStatus,
  internalError,
  invalidParams,
  invalidRequest,
  isInternalError,
  isInvalidParamsError,
  isInvalidRequestError,
  isMethod,
  isMethodNotFoundError,
  isParseError,
  isRemovedMethod,
  isResourceNotFoundError,
  isUnsupportedProtocolVersionError,
  methodNotFound,
  parseError,
  parseErrorResponse,
  resourceNotFound,
  respond,
  toolInputError,
  transportFailureResponse,
  unsupportedProtocolVersion
});

// CommonJS translation of lib/prerelease/draft-2026-05-20.js by mcp-errgen (esbuild); do not edit.
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
var draft_2026_05_20_exports = {};
__export(draft_2026_05_20_exports, {
  CODE_BANDS: () => CODE_BANDS,
  CONDITIONS: () => CONDITIONS,
  ENVELOPE: () => ENVELOPE,
  ERA: () => ERA,
  ErrorCode: () => ErrorCode,
  GENERIC_CONDITION: () => GENERIC_CONDITION,
  HEADER_MISMATCH: () => HEADER_MISMATCH,
  HTTP_STATUS: () => HTTP_STATUS,
  INTERNAL_ERROR: () => INTERNAL_ERROR,
  INVALID_PARAMS: () => INVALID_PARAMS,
  INVALID_REQUEST: () => INVALID_REQUEST,
  METHODS: () => METHODS,
  METHOD_NOT_FOUND: () => METHOD_NOT_FOUND,
  MISSING_REQUIRED_CLIENT_CAPABILITY: () => MISSING_REQUIRED_CLIENT_CAPABILITY,
  PARSE_ERROR: () => PARSE_ERROR,
  PROTOCOL_VERSION: () => PROTOCOL_VERSION,
  REMOVED_METHODS: () => REMOVED_METHODS,
  RESERVED_CODES: () => RESERVED_CODES,
  RESULT_TYPE: () => RESULT_TYPE,
  REVISION: () => REVISION,
  SHARED_CODES: () => SHARED_CODES,
  TABLES: () => TABLES,
  TOOL_INPUT_ERROR: () => TOOL_INPUT_ERROR,
  TRANSLATIONS: () => TRANSLATIONS,
  TRANSPORT_FAILURES: () => TRANSPORT_FAILURES,
  UNDEFINED_CODES: () => UNDEFINED_CODES,
  UNSUPPORTED_PROTOCOL_VERSION: () => UNSUPPORTED_PROTOCOL_VERSION,
  conditionOf: () => conditionOf,
  errorResponse: () => errorResponse,
  headerMismatch: () => headerMismatch,
  httpStatus: () => httpStatus,
  internalError: () => internalError,
  invalidParams: () => invalidParams,
  invalidRequest: () => invalidRequest,
  isHeaderMismatchError: () => isHeaderMismatchError,
  isInternalError: () => isInternalError,
  isInvalidParamsError: () => isInvalidParamsError,
  isInvalidRequestError: () => isInvalidRequestError,
  isMethod: () => isMethod,
  isMethodNotFoundError: () => isMethodNotFoundError,
  isMissingRequiredClientCapabilityError: () => isMissingRequiredClientCapabilityError,
  isParseError: () => isParseError,
  isRemovedMethod: () => isRemovedMethod,
  isResourceNotFoundError: () => isResourceNotFoundError,
  isUnsupportedProtocolVersionError: () => isUnsupportedProtocolVersionError,
  methodNotFound: () => methodNotFound,
  missingRequiredClientCapability: () => missingRequiredClientCapability,
  parseError: () => parseError,
  parseErrorResponse: () => parseErrorResponse,
  resourceNotFound: () => resourceNotFound,
  respond: () => respond,
  toolInputError: () => toolInputError,
  transportFailureResponse: () => transportFailureResponse,
  unsupportedProtocolVersion: () => unsupportedProtocolVersion
});
module.exports = __toCommonJS(draft_2026_05_20_exports);
var import_build = require("../runtime/build.js");
var import_envelope = require("../runtime/envelope.js");
var import_methods = require("../runtime/methods.js");
var import_parse = require("../runtime/parse.js");
var import_revision = require("../runtime/revision.js");
var import_status = require("../runtime/status.js");
var import_table = require("../runtime/table.js");
var import_tool_input = require("../runtime/tool-input.js");
var import_transport_failure = require("../runtime/transport-failure.js");
const REVISION = "draft-2026-05-20";
const PROTOCOL_VERSION = "DRAFT-2026-v1";
const ERA = "modern";
const GENERIC_CONDITION = "internalError";
const HEADER_MISMATCH = -32001;
const INTERNAL_ERROR = -32603;
const INVALID_PARAMS = -32602;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const MISSING_REQUIRED_CLIENT_CAPABILITY = -32003;
const PARSE_ERROR = -32700;
const UNSUPPORTED_PROTOCOL_VERSION = -32004;
const ErrorCode = /* @__PURE__ */ Object.freeze({
  HeaderMismatch: -32001,
  InternalError: -32603,
  InvalidParams: -32602,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  MissingRequiredClientCapability: -32003,
  ParseError: -32700,
  ResourceNotFound: -32602,
  UnsupportedProtocolVersion: -32004
});
const CONDITIONS = /* @__PURE__ */ (0, import_table.table)({ "headerMismatch": { "code": -32001, "message": "Header mismatch", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32001], "rules": [] } }, "internalError": { "code": -32603, "message": "Internal error", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32603], "rules": [] } }, "invalidParams": { "code": -32602, "message": "Invalid params", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32602], "rules": [] } }, "invalidRequest": { "code": -32600, "message": "Invalid Request", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32600], "rules": [] } }, "methodNotFound": { "code": -32601, "message": "Method not found", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32601], "rules": [] } }, "missingRequiredClientCapability": { "code": -32003, "message": "Missing required client capability", "data": { "required": true, "exact": false, "fields": { "requiredCapabilities": { "type": "object", "required": true, "fields": { "elicitation": { "type": "object", "required": false, "fields": { "form": { "type": "object", "required": false, "values": "json" }, "url": { "type": "object", "required": false, "values": "json" } } }, "experimental": { "type": "object", "required": false, "values": { "type": "object", "values": "json" } }, "extensions": { "type": "object", "required": false, "values": { "type": "object", "values": "json" } }, "roots": { "type": "object", "required": false }, "sampling": { "type": "object", "required": false, "fields": { "context": { "type": "object", "required": false, "values": "json" }, "tools": { "type": "object", "required": false, "values": "json" } } } } } } }, "acceptedCodes": [], "recognition": { "codes": [-32003], "rules": [] } }, "parseError": { "code": -32700, "message": "Parse error", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32700], "rules": [] }, "statusBasis": "project-choice" }, "resourceNotFound": { "code": -32602, "message": "Resource not found", "data": { "required": true, "exact": false, "fields": { "uri": { "type": "string", "required": true } } }, "acceptedCodes": [-32002], "recognition": { "codes": [-32002], "rules": [{ "code": -32602, "method": "resources/read", "methodUnknown": "no-match", "requiresData": true }] } }, "unsupportedProtocolVersion": { "code": -32004, "message": "Unsupported protocol version", "data": { "required": true, "exact": false, "fields": { "requested": { "type": "string", "required": true }, "supported": { "type": "array", "required": true, "items": "string" } } }, "acceptedCodes": [], "recognition": { "codes": [-32004], "rules": [] } } });
const HTTP_STATUS = /* @__PURE__ */ (0, import_table.table)({ "headerMismatch": 400, "internalError": null, "invalidParams": null, "invalidRequest": null, "methodNotFound": 404, "missingRequiredClientCapability": 400, "parseError": 400, "resourceNotFound": null, "unsupportedProtocolVersion": 400 });
const TRANSPORT_FAILURES = /* @__PURE__ */ (0, import_table.table)({ "invalidOrigin": { "status": 403, "condition": "invalidRequest", "jsonrpc": "invalidRequest", "body": { "form": "error", "basis": "spec", "reason": "The text lets the body be a JSON-RPC error response without an id and names no code. The package sends one with invalidRequest (-32600), JSON-RPC's code for a message that cannot be served as sent, which every revision defines." }, "summary": "The Origin header is present and invalid.", "clientAction": null, "source": ["prerelease:draft-2026-05-20/docs/specification/draft/basic/transports.mdx:163-165"] }, "rejectedNotification": { "status": 400, "condition": "invalidRequest", "jsonrpc": "invalidRequest", "body": { "form": "error", "basis": "spec", "reason": "The text lets the body be a JSON-RPC error response without an id and names no code. The package sends one with invalidRequest (-32600), JSON-RPC's code for a message that cannot be served as sent; a server that knows why it refuses the message may send that error instead, without an id, with the same status." }, "summary": "A notification (or response) the server cannot accept.", "clientAction": null, "source": ["prerelease:draft-2026-05-20/docs/specification/draft/basic/transports.mdx:190-192"] } });
const SHARED_CODES = /* @__PURE__ */ (0, import_table.table)({ "-32602": { "tryInOrder": ["resourceNotFound"], "fallback": "invalidParams" } });
const TRANSLATIONS = /* @__PURE__ */ (0, import_table.table)({ "2024-11-05": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "These revisions define no JSON-RPC code for it and no protocol-version header: the request cannot be served as sent, and no status is specified for that." }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": null }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-03-26": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "These revisions define no JSON-RPC code for it and no protocol-version header: the request cannot be served as sent, and no status is specified for that." }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-06-18": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": 400, "reason": "These revisions define no JSON-RPC code for a header that disagrees with the body. Their transport answers an invalid or unsupported MCP-Protocol-Version header with 400 Bad Request before dispatch; the invalid-request body is the project's choice, as the prose names no code.", "transportFailure": "invalidProtocolVersionHeader" }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-11-25": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": 400, "reason": "These revisions define no JSON-RPC code for a header that disagrees with the body. Their transport answers an invalid or unsupported MCP-Protocol-Version header with 400 Bad Request before dispatch; the invalid-request body is the project's choice, as the prose names no code.", "transportFailure": "invalidProtocolVersionHeader" }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2026-07-28": { "headerMismatch": { "kind": "renumber", "code": -32020, "condition": "headerMismatch", "httpStatus": 400 }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "missingRequiredClientCapability": { "kind": "renumber", "code": -32021, "condition": "missingRequiredClientCapability", "httpStatus": 400 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32022, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } }, "draft-2026-06-07": { "headerMismatch": { "kind": "passthrough", "code": -32001, "condition": "headerMismatch", "httpStatus": 400 }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "missingRequiredClientCapability": { "kind": "passthrough", "code": -32003, "condition": "missingRequiredClientCapability", "httpStatus": 400 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "passthrough", "code": -32004, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } }, "draft": { "headerMismatch": { "kind": "renumber", "code": -32020, "condition": "headerMismatch", "httpStatus": 400 }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "missingRequiredClientCapability": { "kind": "renumber", "code": -32021, "condition": "missingRequiredClientCapability", "httpStatus": 400 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32022, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } } });
const UNDEFINED_CODES = /* @__PURE__ */ (0, import_table.table)({ "2026-07-28": [{ "from": -32099, "to": -32020, "condition": "internalError", "code": -32603, "httpStatus": null, "reason": "A 2026 peer must never receive a specification-band code its revision does not define." }], "draft": [{ "from": -32099, "to": -32020, "condition": "internalError", "code": -32603, "httpStatus": null, "reason": "A 2026 peer must never receive a specification-band code its revision does not define." }] });
const CODE_BANDS = /* @__PURE__ */ (0, import_table.table)([{ "from": -32099, "to": -32e3, "undefinedCodes": "implementation-defined" }, { "from": -32768, "to": -32100, "undefinedCodes": "jsonrpc-reserved" }]);
const RESERVED_CODES = /* @__PURE__ */ (0, import_table.table)([]);
const METHODS = /* @__PURE__ */ (0, import_table.table)({ "completion/complete": { "kind": "request", "from": ["client"] }, "notifications/cancelled": { "kind": "notification", "from": ["client", "server"] }, "notifications/elicitation/complete": { "kind": "notification", "from": ["server"] }, "notifications/message": { "kind": "notification", "from": ["server"] }, "notifications/progress": { "kind": "notification", "from": ["client", "server"] }, "notifications/prompts/list_changed": { "kind": "notification", "from": ["server"] }, "notifications/resources/list_changed": { "kind": "notification", "from": ["server"] }, "notifications/resources/updated": { "kind": "notification", "from": ["server"] }, "notifications/subscriptions/acknowledged": { "kind": "notification", "from": ["server"] }, "notifications/tools/list_changed": { "kind": "notification", "from": ["server"] }, "prompts/get": { "kind": "request", "from": ["client"] }, "prompts/list": { "kind": "request", "from": ["client"] }, "resources/list": { "kind": "request", "from": ["client"] }, "resources/read": { "kind": "request", "from": ["client"] }, "resources/templates/list": { "kind": "request", "from": ["client"] }, "server/discover": { "kind": "request", "from": ["client"] }, "subscriptions/listen": { "kind": "request", "from": ["client"] }, "tools/call": { "kind": "request", "from": ["client"] }, "tools/list": { "kind": "request", "from": ["client"] } });
const REMOVED_METHODS = /* @__PURE__ */ (0, import_table.table)(["elicitation/create", "initialize", "logging/setLevel", "notifications/initialized", "notifications/roots/list_changed", "notifications/tasks/status", "ping", "resources/subscribe", "resources/unsubscribe", "roots/list", "sampling/createMessage", "tasks/cancel", "tasks/get", "tasks/list", "tasks/result"]);
const ENVELOPE = /* @__PURE__ */ (0, import_table.table)({ "jsonrpc": "2.0", "idOptional": true });
const TOOL_INPUT_ERROR = /* @__PURE__ */ (0, import_table.table)({ "form": "tool-result", "resultType": "complete" });
const RESULT_TYPE = /* @__PURE__ */ (0, import_table.table)({ "required": true, "complete": "complete" });
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
const headerMismatch = /* @__PURE__ */ (0, import_build.builder)(revision, "headerMismatch");
const isHeaderMismatchError = /* @__PURE__ */ (0, import_build.guard)(reader, "headerMismatch");
const internalError = /* @__PURE__ */ (0, import_build.builder)(revision, "internalError");
const isInternalError = /* @__PURE__ */ (0, import_build.guard)(reader, "internalError");
const invalidParams = /* @__PURE__ */ (0, import_build.builder)(revision, "invalidParams");
const isInvalidParamsError = /* @__PURE__ */ (0, import_build.guard)(reader, "invalidParams");
const invalidRequest = /* @__PURE__ */ (0, import_build.builder)(revision, "invalidRequest");
const isInvalidRequestError = /* @__PURE__ */ (0, import_build.guard)(reader, "invalidRequest");
const methodNotFound = /* @__PURE__ */ (0, import_build.builder)(revision, "methodNotFound");
const isMethodNotFoundError = /* @__PURE__ */ (0, import_build.guard)(reader, "methodNotFound");
const missingRequiredClientCapability = /* @__PURE__ */ (0, import_build.builder)(revision, "missingRequiredClientCapability");
const isMissingRequiredClientCapabilityError = /* @__PURE__ */ (0, import_build.guard)(reader, "missingRequiredClientCapability");
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
  HEADER_MISMATCH,
  HTTP_STATUS,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  METHODS,
  METHOD_NOT_FOUND,
  MISSING_REQUIRED_CLIENT_CAPABILITY,
  PARSE_ERROR,
  PROTOCOL_VERSION,
  REMOVED_METHODS,
  RESERVED_CODES,
  RESULT_TYPE,
  REVISION,
  SHARED_CODES,
  TABLES,
  TOOL_INPUT_ERROR,
  TRANSLATIONS,
  TRANSPORT_FAILURES,
  UNDEFINED_CODES,
  UNSUPPORTED_PROTOCOL_VERSION,
  conditionOf,
  errorResponse,
  headerMismatch,
  httpStatus,
  internalError,
  invalidParams,
  invalidRequest,
  isHeaderMismatchError,
  isInternalError,
  isInvalidParamsError,
  isInvalidRequestError,
  isMethod,
  isMethodNotFoundError,
  isMissingRequiredClientCapabilityError,
  isParseError,
  isRemovedMethod,
  isResourceNotFoundError,
  isUnsupportedProtocolVersionError,
  methodNotFound,
  missingRequiredClientCapability,
  parseError,
  parseErrorResponse,
  resourceNotFound,
  respond,
  toolInputError,
  transportFailureResponse,
  unsupportedProtocolVersion
});

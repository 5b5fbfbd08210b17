// CommonJS translation of lib/2026-07-28.js by mcp-errgen (esbuild); do not edit.
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
  CHECK_ORDER: () => CHECK_ORDER,
  CHECK_POLICY: () => CHECK_POLICY,
  CODE_BANDS: () => CODE_BANDS,
  CONDITIONS: () => CONDITIONS,
  ENVELOPE: () => ENVELOPE,
  ERA: () => ERA,
  ErrorCode: () => ErrorCode,
  GENERIC_CONDITION: () => GENERIC_CONDITION,
  HEADERS: () => HEADERS,
  HEADER_MISMATCH: () => HEADER_MISMATCH,
  HTTP_STATUS: () => HTTP_STATUS,
  INTERNAL_ERROR: () => INTERNAL_ERROR,
  INVALID_PARAMS: () => INVALID_PARAMS,
  INVALID_REQUEST: () => INVALID_REQUEST,
  META_KEYS: () => META_KEYS,
  METHODS: () => METHODS,
  METHOD_NOT_FOUND: () => METHOD_NOT_FOUND,
  MISSING_REQUIRED_CLIENT_CAPABILITY: () => MISSING_REQUIRED_CLIENT_CAPABILITY,
  PARAM_HEADERS: () => PARAM_HEADERS,
  PARSE_ERROR: () => PARSE_ERROR,
  PROTOCOL_VERSION: () => PROTOCOL_VERSION,
  REMOVED_METHODS: () => REMOVED_METHODS,
  REQUEST_ERA: () => REQUEST_ERA,
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
  checkRequest: () => checkRequest,
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
  isMissingRequestMetaError: () => isMissingRequestMetaError,
  isMissingRequiredClientCapabilityError: () => isMissingRequiredClientCapabilityError,
  isParseError: () => isParseError,
  isRemovedMethod: () => isRemovedMethod,
  isResourceNotFoundError: () => isResourceNotFoundError,
  isUnsupportedProtocolVersionError: () => isUnsupportedProtocolVersionError,
  methodNotFound: () => methodNotFound,
  missingRequestMeta: () => missingRequestMeta,
  missingRequiredClientCapability: () => missingRequiredClientCapability,
  parseError: () => parseError,
  parseErrorResponse: () => parseErrorResponse,
  requestEra: () => requestEra,
  resourceNotFound: () => resourceNotFound,
  respond: () => respond,
  toolInputError: () => toolInputError,
  transportFailureResponse: () => transportFailureResponse,
  unsupportedProtocolVersion: () => unsupportedProtocolVersion
});
module.exports = __toCommonJS(__exports);
var import_build = require("./runtime/build.js");
var import_check_request = require("./runtime/check-request.js");
var import_envelope = require("./runtime/envelope.js");
var import_methods = require("./runtime/methods.js");
var import_parse = require("./runtime/parse.js");
var import_request_era = require("./runtime/request-era.js");
var import_revision = require("./runtime/revision.js");
var import_status = require("./runtime/status.js");
var import_table = require("./runtime/table.js");
var import_tool_input = require("./runtime/tool-input.js");
var import_transport_failure = require("./runtime/transport-failure.js");
const REVISION = "2026-07-28";
const PROTOCOL_VERSION = "2026-07-28";
const ERA = "modern";
const GENERIC_CONDITION = "internalError";
const HEADER_MISMATCH = -32020;
const INTERNAL_ERROR = -32603;
const INVALID_PARAMS = -32602;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
const PARSE_ERROR = -32700;
const UNSUPPORTED_PROTOCOL_VERSION = -32022;
const ErrorCode = /* @__PURE__ */ Object.freeze({
  HeaderMismatch: -32020,
  InternalError: -32603,
  InvalidParams: -32602,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  MissingRequestMeta: -32602,
  MissingRequiredClientCapability: -32021,
  ParseError: -32700,
  ResourceNotFound: -32602,
  UnsupportedProtocolVersion: -32022
});
const CONDITIONS = /* @__PURE__ */ (0, import_table.table)({ "headerMismatch": { "code": -32020, "message": "Header mismatch", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32020], "rules": [] } }, "internalError": { "code": -32603, "message": "Internal error", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32603], "rules": [] } }, "invalidParams": { "code": -32602, "message": "Invalid params", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32602], "rules": [] } }, "invalidRequest": { "code": -32600, "message": "Invalid Request", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32600], "rules": [] } }, "methodNotFound": { "code": -32601, "message": "Method not found", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32601], "rules": [] } }, "missingRequestMeta": { "code": -32602, "message": "Missing required request metadata", "data": null, "acceptedCodes": [], "recognition": { "codes": [], "rules": [{ "code": -32602, "httpStatus": 400 }] } }, "missingRequiredClientCapability": { "code": -32021, "message": "Missing required client capability", "data": { "required": true, "exact": false, "fields": { "requiredCapabilities": { "type": "object", "required": true, "fields": { "elicitation": { "type": "object", "required": false, "fields": { "form": { "type": "object", "required": false, "values": "json" }, "url": { "type": "object", "required": false, "values": "json" } } }, "experimental": { "type": "object", "required": false, "values": { "type": "object", "values": "json" } }, "extensions": { "type": "object", "required": false, "values": { "type": "object", "values": "json" } }, "roots": { "type": "object", "required": false }, "sampling": { "type": "object", "required": false, "fields": { "context": { "type": "object", "required": false, "values": "json" }, "tools": { "type": "object", "required": false, "values": "json" } } } } } } }, "acceptedCodes": [], "recognition": { "codes": [-32021], "rules": [] } }, "parseError": { "code": -32700, "message": "Parse error", "data": null, "acceptedCodes": [], "recognition": { "codes": [-32700], "rules": [] }, "statusBasis": "project-choice" }, "resourceNotFound": { "code": -32602, "message": "Resource not found", "data": { "required": true, "exact": false, "fields": { "uri": { "type": "string", "required": true } } }, "acceptedCodes": [-32002], "recognition": { "codes": [-32002], "rules": [{ "code": -32602, "method": "resources/read", "methodUnknown": "no-match", "requiresData": true }] } }, "unsupportedProtocolVersion": { "code": -32022, "message": "Unsupported protocol version", "data": { "required": true, "exact": false, "fields": { "requested": { "type": "string", "required": true }, "supported": { "type": "array", "required": true, "items": "string" } } }, "acceptedCodes": [], "recognition": { "codes": [-32022], "rules": [] } } });
const HTTP_STATUS = /* @__PURE__ */ (0, import_table.table)({ "headerMismatch": 400, "internalError": null, "invalidParams": null, "invalidRequest": null, "methodNotFound": 404, "missingRequestMeta": 400, "missingRequiredClientCapability": 400, "parseError": 400, "resourceNotFound": null, "unsupportedProtocolVersion": 400 });
const TRANSPORT_FAILURES = /* @__PURE__ */ (0, import_table.table)({ "invalidOrigin": { "status": 403, "condition": "invalidRequest", "jsonrpc": "invalidRequest", "body": { "form": "error", "basis": "spec", "reason": "The text lets the body be a JSON-RPC error response without an id and names no code. The package sends one with invalidRequest (-32600), JSON-RPC's code for a message that cannot be served as sent, which every revision defines." }, "summary": "The Origin header is present and invalid.", "clientAction": null, "source": ["docs/specification/2026-07-28/basic/transports/streamable-http.mdx:60-62"] }, "legacyHttpMethod": { "status": 405, "condition": null, "jsonrpc": null, "body": { "form": "none", "basis": "project-choice", "reason": "The request is a GET or a DELETE, which carries no JSON-RPC message, and the text gives the status alone: the package sends no body." }, "summary": "An older client's GET or DELETE to the MCP endpoint of a server that serves only this revision.", "clientAction": null, "source": ["docs/specification/2026-07-28/basic/transports/streamable-http.mdx:680-684"] }, "rejectedNotification": { "status": 400, "condition": "invalidRequest", "jsonrpc": "invalidRequest", "body": { "form": "error", "basis": "spec", "reason": "The text lets the body be a JSON-RPC error response without an id and names no code. The package sends one with invalidRequest (-32600), JSON-RPC's code for a message that cannot be served as sent; a server that knows why it refuses the message may send that error instead, without an id, with the same status." }, "summary": "A notification the server cannot accept.", "clientAction": null, "source": ["docs/specification/2026-07-28/basic/transports/streamable-http.mdx:85-87"] } });
const SHARED_CODES = /* @__PURE__ */ (0, import_table.table)({ "-32602": { "tryInOrder": ["missingRequestMeta", "resourceNotFound"], "fallback": "invalidParams" } });
const TRANSLATIONS = /* @__PURE__ */ (0, import_table.table)({ "2024-11-05": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "These revisions define no JSON-RPC code for it and no protocol-version header: the request cannot be served as sent, and no status is specified for that." }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequestMeta": { "kind": "mapped", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": null }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-03-26": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "These revisions define no JSON-RPC code for it and no protocol-version header: the request cannot be served as sent, and no status is specified for that." }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequestMeta": { "kind": "mapped", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-06-18": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": 400, "reason": "These revisions define no JSON-RPC code for a header that disagrees with the body. Their transport answers an invalid or unsupported MCP-Protocol-Version header with 400 Bad Request before dispatch; the invalid-request body is the project's choice, as the prose names no code.", "transportFailure": "invalidProtocolVersionHeader" }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequestMeta": { "kind": "mapped", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "2025-11-25": { "headerMismatch": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": 400, "reason": "These revisions define no JSON-RPC code for a header that disagrees with the body. Their transport answers an invalid or unsupported MCP-Protocol-Version header with 400 Bad Request before dispatch; the invalid-request body is the project's choice, as the prose names no code.", "transportFailure": "invalidProtocolVersionHeader" }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": null }, "missingRequestMeta": { "kind": "mapped", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "untranslatable", "code": -32600, "condition": "invalidRequest", "httpStatus": null, "reason": "Legacy revisions settle capabilities once at initialization: each lists a failure to negotiate required capabilities among the errors to expect, and none gives it a code. Sending invalid request for it is the project's choice; the one legacy line that codes a request the receiver cannot serve in the form sent is 2025-11-25's tasks rule, which uses -32600." }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "renumber", "code": -32002, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32602, "condition": "unsupportedProtocolVersion", "httpStatus": null } }, "draft-2026-05-20": { "headerMismatch": { "kind": "renumber", "code": -32001, "condition": "headerMismatch", "httpStatus": 400 }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "missingRequestMeta": { "kind": "mapped", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "missingRequiredClientCapability": { "kind": "renumber", "code": -32003, "condition": "missingRequiredClientCapability", "httpStatus": 400 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32004, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } }, "draft-2026-06-07": { "headerMismatch": { "kind": "renumber", "code": -32001, "condition": "headerMismatch", "httpStatus": 400 }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "missingRequestMeta": { "kind": "passthrough", "code": -32602, "condition": "missingRequestMeta", "httpStatus": 400 }, "missingRequiredClientCapability": { "kind": "renumber", "code": -32003, "condition": "missingRequiredClientCapability", "httpStatus": 400 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "renumber", "code": -32004, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } }, "draft": { "headerMismatch": { "kind": "passthrough", "code": -32020, "condition": "headerMismatch", "httpStatus": 400 }, "internalError": { "kind": "passthrough", "code": -32603, "condition": "internalError", "httpStatus": null }, "invalidParams": { "kind": "passthrough", "code": -32602, "condition": "invalidParams", "httpStatus": null }, "invalidRequest": { "kind": "passthrough", "code": -32600, "condition": "invalidRequest", "httpStatus": null }, "methodNotFound": { "kind": "passthrough", "code": -32601, "condition": "methodNotFound", "httpStatus": 404 }, "missingRequestMeta": { "kind": "passthrough", "code": -32602, "condition": "missingRequestMeta", "httpStatus": 400 }, "missingRequiredClientCapability": { "kind": "passthrough", "code": -32021, "condition": "missingRequiredClientCapability", "httpStatus": 400 }, "parseError": { "kind": "passthrough", "code": -32700, "condition": "parseError", "httpStatus": 400 }, "resourceNotFound": { "kind": "passthrough", "code": -32602, "condition": "resourceNotFound", "httpStatus": null }, "unsupportedProtocolVersion": { "kind": "passthrough", "code": -32022, "condition": "unsupportedProtocolVersion", "httpStatus": 400 } } });
const UNDEFINED_CODES = /* @__PURE__ */ (0, import_table.table)({ "2026-07-28": [{ "from": -32099, "to": -32020, "condition": "internalError", "code": -32603, "httpStatus": null, "reason": "A 2026 peer must never receive a specification-band code its revision does not define." }], "draft": [{ "from": -32099, "to": -32020, "condition": "internalError", "code": -32603, "httpStatus": null, "reason": "A 2026 peer must never receive a specification-band code its revision does not define." }] });
const CODE_BANDS = /* @__PURE__ */ (0, import_table.table)([{ "from": -32019, "to": -32e3, "undefinedCodes": "implementation-defined" }, { "from": -32099, "to": -32020, "undefinedCodes": "unassigned" }, { "from": -32768, "to": -32100, "undefinedCodes": "jsonrpc-reserved" }]);
const RESERVED_CODES = /* @__PURE__ */ (0, import_table.table)([{ "code": -32002, "formerCondition": "resourceNotFound", "formerly": "resourceNotFound" }, { "code": -32042, "formerCondition": "urlElicitationRequired", "formerly": "urlElicitationRequired" }]);
const METHODS = /* @__PURE__ */ (0, import_table.table)({ "completion/complete": { "kind": "request", "from": ["client"] }, "notifications/cancelled": { "kind": "notification", "from": ["client", "server"] }, "notifications/message": { "kind": "notification", "from": ["server"] }, "notifications/progress": { "kind": "notification", "from": ["server"] }, "notifications/prompts/list_changed": { "kind": "notification", "from": ["server"] }, "notifications/resources/list_changed": { "kind": "notification", "from": ["server"] }, "notifications/resources/updated": { "kind": "notification", "from": ["server"] }, "notifications/subscriptions/acknowledged": { "kind": "notification", "from": ["server"] }, "notifications/tools/list_changed": { "kind": "notification", "from": ["server"] }, "prompts/get": { "kind": "request", "from": ["client"] }, "prompts/list": { "kind": "request", "from": ["client"] }, "resources/list": { "kind": "request", "from": ["client"] }, "resources/read": { "kind": "request", "from": ["client"] }, "resources/templates/list": { "kind": "request", "from": ["client"] }, "server/discover": { "kind": "request", "from": ["client"] }, "subscriptions/listen": { "kind": "request", "from": ["client"] }, "tools/call": { "kind": "request", "from": ["client"] }, "tools/list": { "kind": "request", "from": ["client"] } });
const REMOVED_METHODS = /* @__PURE__ */ (0, import_table.table)(["elicitation/create", "initialize", "logging/setLevel", "notifications/elicitation/complete", "notifications/initialized", "notifications/roots/list_changed", "notifications/tasks/status", "ping", "resources/subscribe", "resources/unsubscribe", "roots/list", "sampling/createMessage", "tasks/cancel", "tasks/get", "tasks/list", "tasks/result"]);
const ENVELOPE = /* @__PURE__ */ (0, import_table.table)({ "jsonrpc": "2.0", "idOptional": true });
const TOOL_INPUT_ERROR = /* @__PURE__ */ (0, import_table.table)({ "form": "tool-result", "resultType": "complete" });
const RESULT_TYPE = /* @__PURE__ */ (0, import_table.table)({ "required": true, "complete": "complete" });
const META_KEYS = /* @__PURE__ */ (0, import_table.table)({ "io.modelcontextprotocol/clientCapabilities": { "required": true, "type": "object" }, "io.modelcontextprotocol/clientInfo": { "required": false, "type": "object" }, "io.modelcontextprotocol/logLevel": { "required": false, "type": "string", "values": ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"] }, "io.modelcontextprotocol/protocolVersion": { "required": true, "type": "string" } });
const HEADERS = /* @__PURE__ */ (0, import_table.table)({ "MCP-Protocol-Version": { "bodyField": { "*": ["params", "_meta", "io.modelcontextprotocol/protocolVersion"] }, "base64": false }, "Mcp-Method": { "bodyField": { "*": ["method"] }, "base64": false }, "Mcp-Name": { "bodyField": { "prompts/get": ["params", "name"], "resources/read": ["params", "uri"], "tools/call": ["params", "name"] }, "base64": true } });
const PARAM_HEADERS = /* @__PURE__ */ (0, import_table.table)({ "prefix": "Mcp-Param-", "annotation": "x-mcp-header", "base64": true });
const CHECK_ORDER = /* @__PURE__ */ (0, import_table.table)(["parseError", "unsupportedProtocolVersion", "headerMismatch", "missingRequestMeta", "headerMismatch"]);
const CHECK_POLICY = /* @__PURE__ */ (0, import_table.table)({ "steps": [{ "step": "parse", "condition": "parseError" }, { "step": "version", "condition": "unsupportedProtocolVersion" }, { "step": "headerPresence", "condition": "headerMismatch" }, { "step": "meta", "condition": "missingRequestMeta" }, { "step": "headerMatch", "condition": "headerMismatch" }], "notARequest": "invalidRequest", "metaInvalid": "invalidParams", "base64Sentinel": { "prefix": "=?base64?", "suffix": "?=" }, "versionKey": "io.modelcontextprotocol/protocolVersion", "versionsMethod": "initialize", "messages": { "notARequest": "Invalid Request: not a JSON-RPC request", "unreadable": "Invalid Request: the request could not be read", "jsonrpcVersion": "Invalid Request: jsonrpc must be {jsonrpc}", "idNotScalar": "Invalid Request: the id must be a string or a number", "metaMissing": "Missing required _meta field {key}", "metaMistyped": "Missing required _meta field {key}: it must be {kind}", "metaInvalid": "Invalid params: the _meta field {key} must be {kind}", "metaNotListed": "Invalid params: the _meta field {key} value {value} is not one of {values}", "headerMissing": "Header mismatch: {header} header is missing", "headerMalformed": "Header mismatch: {header} header is malformed", "headerDiffers": "Header mismatch: {header} header value {value} does not match body value {expected}", "headerWithoutValue": "Header mismatch: {header} header has no value in the body", "annotationNotAHeader": "Header mismatch: the tool's {annotation} value {name} is not a header name", "annotationTwice": "Header mismatch: the tool's {annotation} values {first} and {second} name one header (header names are case-insensitive)", "versionsNamed": "{message}; this server supports protocol versions {versions}" }, "kinds": { "array": "an array", "boolean": "a boolean", "number": "a number", "object": "an object", "string": "a string" } });
const REQUEST_ERA = /* @__PURE__ */ (0, import_table.table)({ "steps": [{ "signal": "metaKey", "name": "io.modelcontextprotocol/protocolVersion", "era": "modern" }, { "signal": "method", "name": "initialize", "era": "legacy" }, { "signal": "header", "name": "Mcp-Session-Id", "era": "legacy" }, { "signal": "legacyVersionHeader", "name": "MCP-Protocol-Version", "era": "legacy" }, { "signal": "header", "name": "MCP-Protocol-Version", "era": "modern" }], "otherwise": "legacy", "legacyVersions": ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"] });
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
  REMOVED_METHODS,
  META_KEYS,
  HEADERS,
  PARAM_HEADERS,
  CHECK_ORDER,
  CHECK_POLICY,
  REQUEST_ERA
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
  TRANSPORT_FAILURES,
  META_KEYS,
  HEADERS,
  PARAM_HEADERS,
  CHECK_ORDER,
  CHECK_POLICY,
  REQUEST_ERA
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
const missingRequestMeta = /* @__PURE__ */ (0, import_build.builder)(revision, "missingRequestMeta");
const isMissingRequestMetaError = /* @__PURE__ */ (0, import_build.guard)(reader, "missingRequestMeta");
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
function checkRequest(request, options) {
  return (0, import_check_request.checkRequestIn)(revision, request, options);
}
function requestEra(request) {
  return (0, import_request_era.requestEraIn)(REQUEST_ERA, request);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CHECK_ORDER,
  CHECK_POLICY,
  CODE_BANDS,
  CONDITIONS,
  ENVELOPE,
  ERA,
  ErrorCode,
  GENERIC_CONDITION,
  HEADERS,
  HEADER_MISMATCH,
  HTTP_STATUS,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  META_KEYS,
  METHODS,
  METHOD_NOT_FOUND,
  MISSING_REQUIRED_CLIENT_CAPABILITY,
  PARAM_HEADERS,
  PARSE_ERROR,
  PROTOCOL_VERSION,
  REMOVED_METHODS,
  REQUEST_ERA,
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
  checkRequest,
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
  isMissingRequestMetaError,
  isMissingRequiredClientCapabilityError,
  isParseError,
  isRemovedMethod,
  isResourceNotFoundError,
  isUnsupportedProtocolVersionError,
  methodNotFound,
  missingRequestMeta,
  missingRequiredClientCapability,
  parseError,
  parseErrorResponse,
  requestEra,
  resourceNotFound,
  respond,
  toolInputError,
  transportFailureResponse,
  unsupportedProtocolVersion
});

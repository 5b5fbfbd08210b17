// CommonJS translation of lib/runtime/envelope.js by mcp-errgen (esbuild); do not edit.
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
var envelope_exports = {};
__export(envelope_exports, {
  envelope: () => envelope,
  errorOf: () => errorOf,
  errorResponseIn: () => errorResponseIn,
  isRequestId: () => isRequestId,
  respondWith: () => respondWith
});
module.exports = __toCommonJS(envelope_exports);
var import_build = require("./build.js");
var import_data_shape = require("./data-shape.js");
var import_status = require("./status.js");
function isRequestId(value) {
  return typeof value === "string" || typeof value === "number" && Number.isFinite(value);
}
function errorOf(name, error) {
  let code;
  let message;
  let data;
  try {
    if ((0, import_data_shape.isRecord)(error))
      ({ code, message, data } = error);
  } catch {
    code = void 0;
  }
  if (!Number.isInteger(code) || typeof message !== "string")
    throw new TypeError(`${name}: error must be a JSON-RPC error object { code, message, data? }`);
  return (0, import_build.errorObject)(code, message, data);
}
function envelope(revision, id, error) {
  const checked = errorOf("errorResponse", error);
  const jsonrpc = revision.tables.ENVELOPE.jsonrpc;
  if (isRequestId(id))
    return { jsonrpc, id, error: checked };
  return revision.tables.ENVELOPE.idOptional ? { jsonrpc, error: checked } : { jsonrpc, id: null, error: checked };
}
function checkSendable(name, error) {
  let fault;
  try {
    fault = (0, import_data_shape.jsonFault)(error.data);
  } catch {
    fault = " could not be read (a property threw)";
  }
  if (fault !== "")
    throw new TypeError(`${name}: error.data${fault}`);
}
function errorResponseIn(revision, id, error) {
  const checked = errorOf("errorResponse", error);
  checkSendable("errorResponse", checked);
  return envelope(revision, id, checked);
}
function respondWith(revision, id, error) {
  const checked = errorOf("respond", error);
  checkSendable("respond", checked);
  return { status: (0, import_status.statusOfError)(revision, error), body: envelope(revision, id, checked) };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  envelope,
  errorOf,
  errorResponseIn,
  isRequestId,
  respondWith
});

// CommonJS translation of lib/runtime/transport-failure.js by mcp-errgen (esbuild); do not edit.
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
var transport_failure_exports = {};
__export(transport_failure_exports, {
  transportFailureResponseIn: () => transportFailureResponseIn
});
module.exports = __toCommonJS(transport_failure_exports);
var import_data_shape = require("./data-shape.js");
var import_envelope = require("./envelope.js");
function transportFailureResponseIn(tables, key, id) {
  const failures = tables.TRANSPORT_FAILURES ?? {};
  const failure = typeof key === "string" && (0, import_data_shape.hasOwn)(failures, key) ? failures[key] : void 0;
  if (failure === void 0) {
    const named = JSON.stringify(String(key));
    const known = Object.keys(failures).join(", ") || "none";
    throw new RangeError(`transportFailureResponse: ${tables.REVISION} has no transport failure ${named}; it has ${known}`);
  }
  const condition = failure.body.form === "error" && failure.condition !== null ? failure.condition : null;
  const entry = condition !== null && (0, import_data_shape.hasOwn)(tables.CONDITIONS, condition) ? tables.CONDITIONS[condition] : void 0;
  if (condition !== null && entry === void 0)
    throw new Error(`${tables.REVISION} has no condition ${condition}`);
  if (entry === void 0)
    return { status: failure.status, body: null };
  const error = { code: entry.code, message: entry.message };
  const jsonrpc = tables.ENVELOPE.jsonrpc;
  return { status: failure.status, body: (0, import_envelope.isRequestId)(id) ? { jsonrpc, id, error } : { jsonrpc, error } };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  transportFailureResponseIn
});

// CommonJS translation of lib/runtime/mcp-error.js by mcp-errgen (esbuild); do not edit.
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
var mcp_error_exports = {};
__export(mcp_error_exports, {
  McpError: () => McpError,
  isMcpError: () => isMcpError
});
module.exports = __toCommonJS(mcp_error_exports);
var import_envelope = require("./envelope.js");
var import_mark = require("./mark.js");
const BRAND = /* @__PURE__ */ Symbol.for("mcp-errors.McpError");
function isMcpError(value) {
  try {
    return value !== null && typeof value === "object" && value[BRAND] === true;
  } catch {
    return false;
  }
}
class McpError extends Error {
  /** The JSON-RPC error code, as in `error.code`. */
  code;
  /** The error's data, as in `error.data`; undefined where it has none. */
  data;
  /** The error object to send: a plain copy of the code, message and data it was built from. */
  error;
  /**
   * Wraps an error object (a constructor's, a peer's, or an SDK's error) to be thrown. Throws
   * TypeError unless `error` has an integer code and a string message. `error` holds a plain copy
   * of its code, message and data.
   */
  constructor(error, options) {
    const read = (0, import_envelope.errorOf)("McpError", error);
    super(read.message, options);
    this.name = "McpError";
    this.code = read.code;
    this.data = read.data;
    let marked;
    try {
      marked = (0, import_mark.markOf)(error);
    } catch {
      marked = void 0;
    }
    this.error = marked === void 0 ? read : (0, import_mark.mark)(read, marked.revision, marked.condition);
    if (marked !== void 0)
      (0, import_mark.mark)(this, marked.revision, marked.condition);
  }
  /** The error object, so that `JSON.stringify(mcpError)` sends what `error` holds. */
  toJSON() {
    return this.error;
  }
  static {
    Object.defineProperty(this.prototype, BRAND, { value: true });
    Object.defineProperty(this, Symbol.hasInstance, {
      value(value) {
        return this === McpError ? isMcpError(value) : Function.prototype[Symbol.hasInstance].call(this, value);
      }
    });
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  McpError,
  isMcpError
});

// Compiled by mcp-errgen from runtime/mcp-errors/mcp-error.ts; do not edit.
/**
 * An Error that carries a JSON-RPC error object, so it can be thrown and sent as is. It reads the
 * code, message and data of what it is given one by one (an SDK's error class works as well as a
 * plain object), and keeps the error's condition mark (mark.ts), so a catch site finds the
 * condition and its status again.
 * `instanceof McpError` and `isMcpError` recognise an McpError from any copy of the package (an
 * ESM and a CommonJS copy in one process, say) by a registered symbol, not by class identity.
 */
import { errorOf } from "./envelope.js";
import { mark, markOf } from "./mark.js";
/** `Symbol.for("mcp-errors.McpError")`: set on McpError.prototype by every copy of the package. */
const BRAND = Symbol.for("mcp-errors.McpError");
/** Whether a value is an McpError from any copy of the package. Never throws. */
export function isMcpError(value) {
  try {
    return value !== null && typeof value === "object" && value[BRAND] === true;
  } catch {
    return false;
  }
}
export class McpError extends Error {
  code;
  data;
  error;
  /**
   * Throws TypeError unless `error` has an integer code and a string message. `error` holds a plain
   * copy of its code, message and data.
   */
  constructor(error, options) {
    const read = errorOf("McpError", error);
    super(read.message, options);
    this.name = "McpError";
    this.code = read.code;
    this.data = read.data;
    let marked;
    try {
      marked = markOf(error);
    } catch {
      marked = undefined;
    }
    this.error = marked === undefined ? read : mark(read, marked.revision, marked.condition);
    if (marked !== undefined) mark(this, marked.revision, marked.condition);
  }
  toJSON() {
    return this.error;
  }
  static {
    Object.defineProperty(this.prototype, BRAND, { value: true });
    // `instanceof McpError` counts an McpError from any copy; a subclass keeps the usual prototype check.
    Object.defineProperty(this, Symbol.hasInstance, {
      value(value) {
        return this === McpError
          ? isMcpError(value)
          : Function.prototype[Symbol.hasInstance].call(this, value);
      },
    });
  }
}

/**
 * McpError, the Error a handler throws to send a JSON-RPC error (its doc says how), and the brand
 * by which every copy of the package recognises one.
 */
import { errorOf } from "./envelope.js";
import { mark, markOf } from "./mark.js";
import type { ErrorObject } from "./types.js";

/** `Symbol.for("mcp-errors.McpError")`: set on McpError.prototype by every copy of the package. */
const BRAND: unique symbol = Symbol.for("mcp-errors.McpError");

/** Whether a value is an McpError from any copy of the package. Never throws. */
export function isMcpError(value: unknown): value is McpError {
  try {
    return value !== null && typeof value === "object" && (value as { [BRAND]?: unknown })[BRAND] === true;
  } catch {
    return false;
  }
}

/**
 * An Error that carries a JSON-RPC error object, so that a handler can throw it and the code that
 * catches it can send it as it is: `error` is the error object, and `JSON.stringify` of the
 * McpError itself gives the same. Built from a constructor's error, it keeps that error's condition,
 * so `conditionOf` and `httpStatus` read it back after the throw. `instanceof McpError` holds for an
 * McpError from any copy of the package (an ES module and a CommonJS copy in one process).
 *
 * @example
 * import { McpError } from "mcp-errors";
 * import { resourceNotFound, respond } from "mcp-errors/2026-07-28";
 *
 * try {
 *   throw new McpError(resourceNotFound({ data: { uri: "file:///gone.txt" } }));
 * } catch (caught) {
 *   if (!(caught instanceof McpError)) throw caught;
 *   const { status, body } = respond(7, caught.error);
 *   console.log(status, body.id, body.error.code); // null 7 -32602
 * }
 */
export class McpError<E extends ErrorObject = ErrorObject> extends Error {
  /** The JSON-RPC error code, as in `error.code`. */
  readonly code: E["code"];
  /** The error's data, as in `error.data`; undefined where it has none. */
  readonly data: E["data"];
  /** The error object to send: a plain copy of the code, message and data it was built from. */
  readonly error: E;

  /**
   * Wraps an error object (a constructor's, a peer's, or an SDK's error) to be thrown. Throws
   * TypeError unless `error` has an integer code and a string message. `error` holds a plain copy
   * of its code, message and data.
   */
  constructor(error: E, options?: { cause?: unknown } | undefined) {
    const read = errorOf("McpError", error);
    super(read.message, options);
    this.name = "McpError";
    this.code = read.code;
    this.data = read.data;
    let marked;
    try {
      marked = markOf(error as object);
    } catch {
      marked = undefined;
    }
    this.error = (marked === undefined ? read : mark(read, marked.revision, marked.condition)) as E;
    if (marked !== undefined) mark(this, marked.revision, marked.condition);
  }

  /** The error object, so that `JSON.stringify(mcpError)` sends what `error` holds. */
  toJSON(): E {
    return this.error;
  }

  static {
    Object.defineProperty(this.prototype, BRAND, { value: true });
    // `instanceof McpError` counts an McpError from any copy; a subclass keeps the usual prototype check.
    Object.defineProperty(this, Symbol.hasInstance, {
      value(this: unknown, value: unknown): boolean {
        return this === McpError
          ? isMcpError(value)
          : Function.prototype[Symbol.hasInstance].call(this, value);
      },
    });
  }
}

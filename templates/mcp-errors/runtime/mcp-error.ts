/** An Error that carries a JSON-RPC error object, so it can be thrown and sent as is. */
import type { ErrorObject } from "./types.js";

export class McpError<E extends ErrorObject = ErrorObject> extends Error {
  readonly code: E["code"];
  readonly data: E["data"];
  readonly error: E;

  constructor(error: E, options?: { cause?: unknown }) {
    super(error.message, options);
    this.name = "McpError";
    this.code = error.code;
    this.data = error.data;
    this.error = error;
  }

  toJSON(): E {
    return this.error;
  }
}

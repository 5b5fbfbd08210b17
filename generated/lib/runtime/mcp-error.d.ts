// Compiled by mcp-errgen from templates/mcp-errors/runtime/mcp-error.ts; do not edit.
/** An Error that carries a JSON-RPC error object, so it can be thrown and sent as is. */
import type { ErrorObject } from "./types.js";
export declare class McpError<E extends ErrorObject = ErrorObject> extends Error {
  readonly code: E["code"];
  readonly data: E["data"];
  readonly error: E;
  constructor(
    error: E,
    options?: {
      cause?: unknown;
    },
  );
  toJSON(): E;
}

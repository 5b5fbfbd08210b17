// Compiled by mcp-errgen from runtime/mcp-errors/mcp-error.ts; do not edit.
import type { ErrorObject } from "./types.js";
/** Whether a value is an McpError from any copy of the package. Never throws. */
export declare function isMcpError(value: unknown): value is McpError;
export declare class McpError<E extends ErrorObject = ErrorObject> extends Error {
  readonly code: E["code"];
  readonly data: E["data"];
  readonly error: E;
  /**
   * Throws TypeError unless `error` has an integer code and a string message. `error` holds a plain
   * copy of its code, message and data.
   */
  constructor(
    error: E,
    options?:
      | {
          cause?: unknown;
        }
      | undefined,
  );
  toJSON(): E;
}

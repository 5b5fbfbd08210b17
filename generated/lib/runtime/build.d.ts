// Compiled by mcp-errgen from templates/mcp-errors/runtime/build.ts; do not edit.
import { type Revision } from "./revision.js";
import type { ErrorObject, RecognitionOptions, RequestId, ToolErrorResult } from "./types.js";
export declare function errorObject(code: number, message: string, data?: unknown): ErrorObject;
export type Builder = (a?: unknown, b?: unknown) => ErrorObject;
/**
 * A constructor: (data, message?) for a condition with a data shape, else (message?, data?). The
 * error it builds carries its condition (mark.ts).
 */
export declare function builder(revision: Revision, key: string): Builder;
/** A guard: whether a value is an error object the revision reads as the condition. Never throws. */
export declare function guard(
  revision: Revision,
  key: string,
): (value: unknown, options?: RecognitionOptions) => boolean;
export interface ErrorResponseObject {
  jsonrpc: string;
  id?: RequestId | null;
  error: ErrorObject;
}
/** The error in the revision's envelope; an undefined id is left out. */
export declare function envelope(
  revision: Revision,
  id: RequestId | undefined,
  error: ErrorObject,
): ErrorResponseObject;
/** The answer to a tool call whose arguments fail validation, in the revision's form. */
export declare function toolInput(revision: Revision, message: string): ErrorObject | ToolErrorResult;

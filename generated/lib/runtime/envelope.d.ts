// Compiled by mcp-errgen from runtime/mcp-errors/envelope.ts; do not edit.
import type { Revision } from "./revision.js";
import type { ErrorObject, RequestId } from "./types.js";
export interface ErrorResponseObject {
  jsonrpc: string;
  id?: RequestId | null;
  error: ErrorObject;
}
/** Whether a value can be sent as a request id. */
export declare function isRequestId(value: unknown): value is RequestId;
/**
 * The JSON-RPC error object of an error-like value (a plain object, an McpError, an SDK's error
 * class): its code, message and data, read one by one into a plain object. Throws TypeError, naming
 * `name`, unless the code is an integer and the message a string, or when reading them throws.
 */
export declare function errorOf(name: string, error: unknown): ErrorObject;
/**
 * The error in the revision's envelope, under its rule for the id. Throws TypeError on a non-error.
 * What it carries is not looked at further: a proxy relays a peer's data as it came.
 */
export declare function envelope(revision: Revision, id: unknown, error: unknown): ErrorResponseObject;
/** A revision's errorResponse: envelope, for an error of the caller's, whose data must be sendable. */
export declare function errorResponseIn(revision: Revision, id: unknown, error: unknown): ErrorResponseObject;
export interface Response {
  /** The HTTP status to send; null where the revision's spec gives none (unspecified). */
  status: number | null;
  body: ErrorResponseObject;
}
/** The status (from the error's condition) and the body to send. Throws TypeError on a non-error. */
export declare function respondWith(revision: Revision, id: unknown, error: unknown): Response;

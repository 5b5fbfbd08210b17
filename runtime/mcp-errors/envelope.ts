/**
 * A revision's JSON-RPC error envelope, and the whole answer (status and body) to send. The id
 * comes straight from a parsed request, so it is checked: a string or a finite number is kept;
 * anything else (missing, null, an object...) is left out where the revision's schema lets the
 * envelope go without one, and is `null` elsewhere, as JSON-RPC 2.0 prescribes for an id that
 * could not be read.
 */
import { isRecord } from "./data-shape.js";
import type { Revision } from "./revision.js";
import { statusOf } from "./status.js";
import type { ErrorObject, RequestId } from "./types.js";

export interface ErrorResponseObject {
  jsonrpc: string;
  id?: RequestId | null;
  error: ErrorObject;
}

/** Whether a value can be sent as a request id. */
export function isRequestId(value: unknown): value is RequestId {
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
}

function checkError(name: string, error: unknown): ErrorObject {
  if (!isRecord(error) || !Number.isInteger(error.code) || typeof error.message !== "string")
    throw new TypeError(`${name}: error must be a JSON-RPC error object { code, message, data? }`);
  return error as unknown as ErrorObject;
}

/** The error in the revision's envelope, under its rule for the id. Throws TypeError on a non-error. */
export function envelope(revision: Revision, id: unknown, error: unknown): ErrorResponseObject {
  const checked = checkError("errorResponse", error);
  const jsonrpc = revision.tables.ENVELOPE.jsonrpc;
  if (isRequestId(id)) return { jsonrpc, id, error: checked };
  return revision.tables.ENVELOPE.idOptional
    ? { jsonrpc, error: checked }
    : { jsonrpc, id: null, error: checked };
}

export interface Response {
  /** The HTTP status to send; null where the revision's spec gives none (unspecified). */
  status: number | null;
  body: ErrorResponseObject;
}

/** The status (from the error's condition) and the body to send. Throws TypeError on a non-error. */
export function respondWith(revision: Revision, id: unknown, error: unknown): Response {
  checkError("respond", error);
  return { status: statusOf(revision, error), body: envelope(revision, id, error) };
}

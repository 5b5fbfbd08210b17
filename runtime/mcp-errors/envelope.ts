/**
 * A revision's JSON-RPC error envelope, and the whole answer (status and body) to send. The id
 * comes straight from a parsed request, so it is checked: a string or a finite number is kept;
 * anything else (missing, null, an object...) is left out where the revision's schema lets the
 * envelope go without one, and is `null` elsewhere, as JSON-RPC 2.0 prescribes for an id that
 * could not be read. The error is read field by field (code, message, data) into a plain object,
 * so any error-like value goes out as JSON-RPC: an Error's own message is not enumerable, and an
 * SDK's error class would otherwise be sent without it.
 */
import { errorObject } from "./build.js";
import { isRecord, jsonFault } from "./data-shape.js";
import type { Revision } from "./revision.js";
import { statusOfError } from "./status.js";
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

/**
 * The JSON-RPC error object of an error-like value (a plain object, an McpError, an SDK's error
 * class): its code, message and data, read one by one into a plain object. Throws TypeError, naming
 * `name`, unless the code is an integer and the message a string, or when reading them throws.
 */
export function errorOf(name: string, error: unknown): ErrorObject {
  let code: unknown;
  let message: unknown;
  let data: unknown;
  try {
    if (isRecord(error)) ({ code, message, data } = error);
  } catch {
    code = undefined;
  }
  if (!Number.isInteger(code) || typeof message !== "string")
    throw new TypeError(`${name}: error must be a JSON-RPC error object { code, message, data? }`);
  return errorObject(code as number, message, data);
}

/**
 * The error in the revision's envelope, under its rule for the id. Throws TypeError on a non-error.
 * What it carries is not looked at further: a proxy relays a peer's data as it came.
 */
export function envelope(revision: Revision, id: unknown, error: unknown): ErrorResponseObject {
  const checked = errorOf("errorResponse", error);
  const jsonrpc = revision.tables.ENVELOPE.jsonrpc;
  if (isRequestId(id)) return { jsonrpc, id, error: checked };
  return revision.tables.ENVELOPE.idOptional
    ? { jsonrpc, error: checked }
    : { jsonrpc, id: null, error: checked };
}

/**
 * Throws TypeError, naming `name`, when the error's data cannot go out as JSON: a BigInt, a cycle,
 * or nesting deeper than the limit the constructors keep (256 levels, as the Go module's
 * MaxDataDepth), which respond and errorResponse keep too.
 */
function checkSendable(name: string, error: ErrorObject): void {
  let fault: string;
  try {
    fault = jsonFault(error.data);
  } catch {
    fault = " could not be read (a property threw)";
  }
  if (fault !== "") throw new TypeError(`${name}: error.data${fault}`);
}

/** A revision's errorResponse: envelope, for an error of the caller's, whose data must be sendable. */
export function errorResponseIn(revision: Revision, id: unknown, error: unknown): ErrorResponseObject {
  const checked = errorOf("errorResponse", error);
  checkSendable("errorResponse", checked);
  return envelope(revision, id, checked);
}

export interface Response {
  /** The HTTP status to send; null where the revision's spec gives none (unspecified). */
  status: number | null;
  body: ErrorResponseObject;
}

/** The status (from the error's condition) and the body to send. Throws TypeError on a non-error. */
export function respondWith(revision: Revision, id: unknown, error: unknown): Response {
  const checked = errorOf("respond", error);
  checkSendable("respond", checked);
  // A checked error is an object, so its status is its condition's (statusOf's other forms need not ship).
  return { status: statusOfError(revision, error), body: envelope(revision, id, checked) };
}

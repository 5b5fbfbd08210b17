// Compiled by mcp-errgen from runtime/mcp-errors/envelope.ts; do not edit.
/**
 * A revision's JSON-RPC error envelope, and the whole answer (status and body) to send. The id
 * comes straight from a parsed request, so it is checked: a string or a finite number is kept;
 * anything else (missing, null, an object...) is left out where the revision's schema lets the
 * envelope go without one, and is `null` elsewhere, as JSON-RPC 2.0 prescribes for an id that
 * could not be read.
 */
import { isRecord } from "./data-shape.js";
import { statusOf } from "./status.js";
/** Whether a value can be sent as a request id. */
export function isRequestId(value) {
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
}
function checkError(name, error) {
  if (!isRecord(error) || !Number.isInteger(error.code) || typeof error.message !== "string")
    throw new TypeError(`${name}: error must be a JSON-RPC error object { code, message, data? }`);
  return error;
}
/** The error in the revision's envelope, under its rule for the id. Throws TypeError on a non-error. */
export function envelope(revision, id, error) {
  const checked = checkError("errorResponse", error);
  const jsonrpc = revision.tables.ENVELOPE.jsonrpc;
  if (isRequestId(id)) return { jsonrpc, id, error: checked };
  return revision.tables.ENVELOPE.idOptional
    ? { jsonrpc, error: checked }
    : { jsonrpc, id: null, error: checked };
}
/** The status (from the error's condition) and the body to send. Throws TypeError on a non-error. */
export function respondWith(revision, id, error) {
  checkError("respond", error);
  return { status: statusOf(revision, error), body: envelope(revision, id, error) };
}

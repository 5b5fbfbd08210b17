// Compiled by mcp-errgen from runtime/mcp-errors/transport-failure.ts; do not edit.
/**
 * The whole answer to a transport failure: its status, and the body the register gives it (a
 * JSON-RPC error of its condition, or none), so that a server builds the HTTP response from one
 * call. The body has the request's id where the caller read one, and none otherwise, as the
 * transport text describes its error bodies, whatever the revision's envelope says of a missing id.
 */
import { hasOwn } from "./data-shape.js";
import { isRequestId } from "./envelope.js";
/**
 * The status and body of the revision's transport failure `key`; `id` is the request's id where the
 * server read one (a string or a finite number is kept, anything else left out). Throws RangeError
 * on a key the revision's transport does not have (a misspelt key is a mistake, not a failure it
 * can answer).
 */
export function transportFailureResponseIn(tables, key, id) {
  const failures = tables.TRANSPORT_FAILURES ?? {};
  const failure = typeof key === "string" && hasOwn(failures, key) ? failures[key] : undefined;
  if (failure === undefined) {
    const named = JSON.stringify(String(key));
    const known = Object.keys(failures).join(", ") || "none";
    throw new RangeError(
      `transportFailureResponse: ${tables.REVISION} has no transport failure ${named}; it has ${known}`,
    );
  }
  const condition = failure.body.form === "error" && failure.condition !== null ? failure.condition : null;
  const entry =
    condition !== null && hasOwn(tables.CONDITIONS, condition) ? tables.CONDITIONS[condition] : undefined;
  // The generator checks that the condition exists where the failure does.
  if (condition !== null && entry === undefined)
    throw new Error(`${tables.REVISION} has no condition ${condition}`);
  if (entry === undefined) return { status: failure.status, body: null };
  const error = { code: entry.code, message: entry.message };
  const jsonrpc = tables.ENVELOPE.jsonrpc;
  return { status: failure.status, body: isRequestId(id) ? { jsonrpc, id, error } : { jsonrpc, error } };
}

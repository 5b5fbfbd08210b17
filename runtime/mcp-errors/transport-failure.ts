/**
 * The whole answer to a transport failure: its status, and the body the register gives it (a
 * JSON-RPC error of its condition, or none), so that a server builds the HTTP response from one
 * call. The body has the request's id where the caller read one, and none otherwise, as the
 * transport text describes its error bodies, whatever the revision's envelope says of a missing id.
 */
import { hasOwn } from "./data-shape.js";
import { isRequestId } from "./envelope.js";
import type { ConditionEntry, TransportFailure } from "./types.js";

/** What answering a transport failure reads of a revision's tables. */
export interface TransportFailureTables {
  readonly REVISION: string;
  readonly CONDITIONS: { readonly [condition: string]: ConditionEntry };
  readonly ENVELOPE: { readonly jsonrpc: string };
  readonly TRANSPORT_FAILURES?: { readonly [failure: string]: TransportFailure };
}

/** The body of a transport failure: a JSON-RPC error response, with the request's id where given. */
export interface TransportFailureBody {
  readonly jsonrpc: string;
  readonly id?: string | number;
  readonly error: { readonly code: number; readonly message: string };
}

export interface TransportFailureResponse {
  readonly status: number;
  /** null: the status goes alone (send no body). */
  readonly body: TransportFailureBody | null;
}

/**
 * The status and body of the revision's transport failure `key`; `id` is the request's id where the
 * server read one (a string or a finite number is kept, anything else left out). Throws RangeError
 * on a key the revision's transport does not have (a misspelt key is a mistake, not a failure it
 * can answer).
 */
export function transportFailureResponseIn(
  tables: TransportFailureTables,
  key: unknown,
  id?: unknown,
): TransportFailureResponse {
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

/**
 * Turning an mcp-errors error into an HTTP answer, in the revision of the peer it goes to. This
 * is the one place where the examples decide anything the spec leaves open.
 */
import type { ErrorObject } from "mcp-errors";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import type { Answer } from "./http.ts";

/** The two revisions the examples speak. */
export type ServedRevision = typeof legacy.REVISION | typeof modern.REVISION;

/**
 * Our choice: when mcp-errors reports no status for an error (`null`: the spec ties none to it,
 * as for every JSON-RPC error in 2025-11-25 Streamable HTTP), the JSON-RPC body carries the error
 * and the HTTP exchange itself succeeded, so we answer 200. Never 404 to a legacy peer: in
 * 2025-11-25 Streamable HTTP a 404 means "your session has expired".
 */
export const STATUS_WHEN_SPEC_IS_SILENT = 200;

/** A 2025-11-25 failure the transport answers before dispatch, as mcp-errors lists them. */
export type TransportFailure = keyof typeof legacy.TRANSPORT_FAILURES;

/**
 * A transport failure with the status the spec gives it (from mcp-errors). Our choice: the body
 * is a JSON-RPC error naming the failure, which the spec allows ("MAY comprise a JSON-RPC error
 * response") but does not require.
 */
export function transportFailure(failure: TransportFailure, id: unknown, message: string): Answer {
  return {
    status: legacy.TRANSPORT_FAILURES[failure].status,
    body: legacy.errorResponse(id, legacy.invalidRequest({ message })),
  };
}

/** The error response and status for `error` in `revision`; the request id is checked by respond. */
export function errorAnswer(revision: ServedRevision, id: unknown, error: ErrorObject): Answer {
  const { status, body } =
    revision === modern.REVISION ? modern.respond(id, error) : legacy.respond(id, error);
  return { status: status ?? STATUS_WHEN_SPEC_IS_SILENT, body };
}

/** The JSON-RPC errors every revision defines alike, which the examples send before any dispatch. */
export type JsonRpcFailure = "parseError" | "invalidRequest" | "internalError";

/** `failure` as the answer in `revision`: the constructors are per revision, like every other error. */
export function jsonRpcErrorAnswer(revision: ServedRevision, id: unknown, failure: JsonRpcFailure): Answer {
  const error = revision === modern.REVISION ? modern[failure]() : legacy[failure]();
  return errorAnswer(revision, id, error);
}

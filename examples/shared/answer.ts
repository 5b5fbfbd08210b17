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
 * Our choice: when mcp-errors reports no status for an error that answers a request (`null`: the
 * spec ties none to it, as for every JSON-RPC error in 2025-11-25 Streamable HTTP), the JSON-RPC
 * body carries the error and the HTTP exchange itself succeeded, so we answer 200. Never 404 to a
 * legacy peer: in 2025-11-25 Streamable HTTP a 404 means "your session has expired".
 */
export const STATUS_WHEN_SPEC_IS_SILENT = 200;

/**
 * The status of an error that answers no request: a notification the endpoint cannot accept, or
 * a message it could not read as a request. The spec requires an error status for the first
 * (2025-11-25 `basic/transports.mdx:98-99`, 2026-07-28 `streamable-http.mdx:85-87`: "it **MUST**
 * return an HTTP error status code (e.g., `400 Bad Request`)"); 400 is its example. No client
 * waits on an id for either, so 200 would only hide the refusal.
 */
export const STATUS_WHEN_NO_REQUEST_IS_ANSWERED = 400;

/** A 2025-11-25 failure the transport answers before dispatch, as mcp-errors lists them. */
export type TransportFailure = keyof typeof legacy.TRANSPORT_FAILURES;

/**
 * A transport failure with the status the spec gives it (from mcp-errors). Our choice: the body
 * is a JSON-RPC error naming the failure, which the spec allows ("MAY comprise a JSON-RPC error
 * response") but does not require, with the request's id where the request had one.
 */
export function transportFailure(failure: TransportFailure, id: unknown, message: string): Answer {
  return {
    status: legacy.TRANSPORT_FAILURES[failure].status,
    body: legacy.errorResponse(id, legacy.invalidRequest({ message })),
  };
}

/**
 * A request refused before its body is read, for a reason that is HTTP's, not MCP's: 415 for a
 * body that is not declared JSON, 406 for a client that does not accept the answers Streamable
 * HTTP may send (RFC 9110, sections 15.5.16 and 15.5.7). Our choice, as for the transport failures:
 * a JSON-RPC invalid-request error without an id (the body, and so the id, is never read).
 */
export function httpRefusal(revision: ServedRevision, status: 406 | 415, message: string): Answer {
  const error =
    revision === modern.REVISION ? modern.invalidRequest({ message }) : legacy.invalidRequest({ message });
  return {
    status,
    body:
      revision === modern.REVISION
        ? modern.errorResponse(undefined, error)
        : legacy.errorResponse(undefined, error),
  };
}

/**
 * A request whose transport headers cannot be read (an empty or repeated `Mcp-Session-Id`): 400,
 * the status HTTP gives a malformed request (RFC 9110, section 15.5.1) and the one the spec uses for
 * every header it cannot accept. Never 404, which would tell a 2025-11-25 client that its session
 * expired. The body is an invalid-request error with the request's id.
 */
export function malformedRequest(revision: ServedRevision, id: unknown, message: string): Answer {
  const { body } = errorAnswer(
    revision,
    id,
    revision === modern.REVISION ? modern.invalidRequest({ message }) : legacy.invalidRequest({ message }),
  );
  return { status: 400, body };
}

/** The error response and status for `error` in `revision`; the request id is checked by respond. */
export function errorAnswer(revision: ServedRevision, id: unknown, error: ErrorObject): Answer {
  const { status, body } =
    revision === modern.REVISION ? modern.respond(id, error) : legacy.respond(id, error);
  const silent = id === undefined ? STATUS_WHEN_NO_REQUEST_IS_ANSWERED : STATUS_WHEN_SPEC_IS_SILENT;
  return { status: status ?? silent, body };
}

/** The JSON-RPC errors every revision defines alike, which the examples send before any dispatch. */
export type JsonRpcFailure = "parseError" | "invalidRequest" | "internalError";

/** `failure` as the answer in `revision`: the constructors are per revision, like every other error. */
export function jsonRpcErrorAnswer(
  revision: ServedRevision,
  id: unknown,
  failure: JsonRpcFailure,
  message?: string,
): Answer {
  const options = message === undefined ? {} : { message };
  const error = revision === modern.REVISION ? modern[failure](options) : legacy[failure](options);
  return errorAnswer(revision, id, error);
}

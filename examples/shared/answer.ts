/**
 * Turning an mcp-errors error into an HTTP answer, in the revision of the peer it goes to. This
 * is the one place where the examples decide anything the spec leaves open.
 */
import type { ErrorObject, Origin } from "mcp-errors";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import type { Answer } from "./http.ts";

/** The two revisions the examples speak. */
export type ServedRevision = typeof legacy.REVISION | typeof modern.REVISION;

/**
 * Our choice: when mcp-errors reports no status for an error (the spec ties none to it, as for
 * every JSON-RPC error a 2025-11-25 method handler raises), the JSON-RPC body carries the error
 * and the HTTP exchange itself succeeded, so we answer 200. Never 404 to a legacy peer: in
 * 2025-11-25 Streamable HTTP a 404 means "your session has expired".
 */
export const STATUS_WHEN_SPEC_IS_SILENT = 200;

/**
 * Our choice: a legacy transport failure (no session id, unknown session, bad protocol-version
 * header, bad Origin) gets the status the spec gives and a JSON-RPC error body naming the
 * failure, which the spec allows ("MAY comprise a JSON-RPC error response") but does not require.
 */
export function transportFailure(status: number, id: unknown, message: string): Answer {
  return { status, body: legacy.errorResponse(validId(id), legacy.invalidRequest(message)) };
}

/** The error response and status for `error` in `revision`. */
export function errorAnswer(
  revision: ServedRevision,
  id: unknown,
  error: ErrorObject,
  origin: Origin,
  condition?: modern.Condition | legacy.Condition,
): Answer {
  const status =
    revision === modern.REVISION
      ? modern.httpStatus(error.code, origin, condition as modern.Condition | undefined)
      : legacy.httpStatus(error.code, origin, condition as legacy.Condition | undefined);
  const body =
    revision === modern.REVISION
      ? modern.errorResponse(validId(id), error)
      : legacy.errorResponse(validId(id), error);
  return { status: status ?? STATUS_WHEN_SPEC_IS_SILENT, body };
}

/** A request id fit for an envelope, or undefined (the envelope then carries none). */
function validId(id: unknown): string | number | undefined {
  return typeof id === "string" || (typeof id === "number" && Number.isInteger(id)) ? id : undefined;
}

/**
 * Whole-response translation between the two revisions the proxy joins: the upstream's
 * `{ status, body }` in its revision becomes `{ status, body }` in the client's.
 */
import { translate } from "mcp-errors";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import type { ServedRevision } from "../shared/answer.ts";
import { isObject } from "../shared/http.ts";

export interface HttpResponse {
  status: number;
  body: unknown;
}

export interface TranslatedResponse {
  /** null where the destination revision ties no status to the error. */
  status: number | null;
  body: unknown;
}

/** Translates an error response; anything else (a result, a non-JSON-RPC body) passes as it is. */
export function translateResponse(
  response: HttpResponse,
  options: { from: ServedRevision; to: ServedRevision; method?: string },
): TranslatedResponse {
  const { body } = response;
  if (!isObject(body) || !isObject(body.error)) return response;
  const incoming = body.error as { code: number; message: string; data?: unknown };
  const translation = translate(incoming, {
    from: options.from,
    to: options.to,
    httpStatus: response.status,
  });
  const error = translation.ok ? translation.error : translation.fallback;
  const condition = translation.ok ? translation.toCondition : translation.fallbackCondition;
  const id = typeof body.id === "string" || typeof body.id === "number" ? body.id : undefined;
  if (options.to === modern.REVISION) {
    const known = condition as modern.Condition | null;
    const origin = known === "methodNotFound" ? "transport" : "handler";
    return {
      status: modern.httpStatus(error.code, origin, known ?? undefined),
      body: modern.errorResponse(id, error),
    };
  }
  return {
    status: legacy.httpStatus(error.code, "handler", (condition as legacy.Condition | null) ?? undefined),
    body: legacy.errorResponse(id, error),
  };
}

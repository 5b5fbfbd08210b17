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
  const translation = translate(body.error, {
    from: options.from,
    to: options.to,
    httpStatus: response.status,
    ...(options.method !== undefined ? { method: options.method } : {}),
  });
  const error = translation.ok ? translation.error : translation.fallback;
  const id = typeof body.id === "string" || typeof body.id === "number" ? body.id : undefined;
  const envelope =
    options.to === modern.REVISION ? modern.errorResponse(id, error) : legacy.errorResponse(id, error);
  return { status: translation.httpStatus, body: envelope };
}

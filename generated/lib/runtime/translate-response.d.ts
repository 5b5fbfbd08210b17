// Compiled by mcp-errgen from runtime/mcp-errors/translate-response.ts; do not edit.
import { type Revision } from "./revision.js";
import type { TranslatingTables } from "./types.js";
/** The request an answer goes to, as the client sent it. */
export interface AnsweredRequest {
  /**
   * Its id, as it came: a string or a finite number is kept; anything else (an id that could not
   * be read) is left out, or null, by the destination's envelope rule.
   */
  id: unknown;
  /** Its method, e.g. "resources/read": it tells apart conditions that share a code. */
  method: string;
  /** Its params, where known: the data of an error about the request is read against them. */
  params?: unknown;
}
export interface ResponseToTranslate {
  /** The HTTP status the response arrived with. */
  status?: number | null | undefined;
  /**
   * The JSON-RPC response: the value it parsed to, or its text (a text that is not JSON is answered
   * as an upstream failure). For an SSE stream, the data of the event that carries the response.
   */
  body: unknown;
}
export interface TranslateResponseOptions {
  /** The request the response answers; its id goes on every answer. */
  request: AnsweredRequest;
  /** The response answers a tools/call whose arguments failed the tool's validation. */
  toolInputError?: boolean | undefined;
}
export interface TranslatedResponse {
  /**
   * False when the destination cannot express the error (a fallback is sent) or the body was not
   * a response.
   */
  ok: boolean;
  /** The HTTP status to send; null where the destination's spec gives none (unspecified). */
  status: number | null;
  body: unknown;
  /** The error's condition in the source revision; null for a result, or a code that names none. */
  condition: string | null;
  /** Why the response could not be carried over as it was. */
  reason?: string;
}
/** What the caller says of the request: its id, method and params; what cannot be read is left out. */
export declare function requestIn(options: unknown): {
  id: unknown;
  method?: string;
  params?: unknown;
};
/** How a proxy failed to get an answer from its upstream. */
export type UpstreamFailure = "unreachable" | "timeout" | "invalid-response";
/**
 * The answer to a request whose upstream gave none: the destination's internal error, from the
 * proxy itself (a local failure must not pass for the upstream's error), with the request's id and
 * the destination's status for it.
 */
export declare function upstreamFailureIn(
  to: Revision,
  request: unknown,
  failure: unknown,
  message: unknown,
): TranslatedResponse;
export declare function translateResponseBetween(
  from: Revision<TranslatingTables>,
  to: Revision<TranslatingTables>,
  response: ResponseToTranslate,
  options?: TranslateResponseOptions,
): TranslatedResponse;

// Compiled by mcp-errgen from runtime/mcp-errors/translate-response.ts; do not edit.
import { type Revision } from "./revision.js";
import type { TranslatingTables } from "./types.js";
export interface ResponseToTranslate {
  /** The HTTP status the response arrived with. */
  status?: number | null | undefined;
  /** The JSON-RPC response, parsed. */
  body: unknown;
}
export interface TranslateResponseOptions {
  method?: string | undefined;
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
export declare function translateResponseBetween(
  from: Revision<TranslatingTables>,
  to: Revision<TranslatingTables>,
  response: ResponseToTranslate,
  options?: TranslateResponseOptions,
): TranslatedResponse;

// Compiled by mcp-errgen from runtime/mcp-errors/translator.ts; do not edit.
import { type ErrorResponseObject } from "./envelope.js";
import { type Translation } from "./translate.js";
import {
  type AnsweredRequest,
  type ResponseToTranslate,
  type TranslatedResponse,
  type TranslateResponseOptions,
  type UpstreamFailure,
} from "./translate-response.js";
import type { TranslatingTables } from "./types.js";
export interface TranslateOptions {
  from: string;
  to: string;
  /**
   * The request the error answers: its id goes on the answer, its method and params tell conditions
   * apart.
   */
  request: AnsweredRequest;
  /** The HTTP status the error arrived with. */
  httpStatus?: number | undefined;
}
/** A translation, and the answer to send: the error (or its fallback) in the destination's envelope. */
export type TranslationWithBody = Translation & {
  body: ErrorResponseObject;
};
export interface UpstreamFailureOptions {
  /** The revision of the client the answer goes to. */
  to: string;
  /** What went wrong; default "unreachable". */
  failure?: UpstreamFailure | undefined;
  /** The error's message; default a sentence that names the failure as the proxy's own. */
  message?: string | undefined;
}
export interface Translator {
  translate(error: unknown, options: TranslateOptions): TranslationWithBody;
  translateResponse(
    response: ResponseToTranslate,
    options: TranslateResponseOptions & {
      from: string;
      to: string;
    },
  ): TranslatedResponse;
  upstreamFailure(request: AnsweredRequest, options: UpstreamFailureOptions): TranslatedResponse;
}
/** The translating functions over the revisions, given as [id, tables with translations] pairs. */
export declare function translator(list: readonly (readonly [string, TranslatingTables])[]): Translator;

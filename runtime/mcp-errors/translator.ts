/**
 * mcp-errors/translate's functions, over every revision's tables and translations. Only a proxy
 * needs them, so they live apart from the package root: a server that imports the root does not
 * load every revision's TRANSLATIONS. Each takes the request being answered and puts its id on
 * every answer it builds.
 */
import { isRecord } from "./data-shape.js";
import { envelope, type ErrorResponseObject } from "./envelope.js";
import { revisionsById, statusIn } from "./revision.js";
import { translateBetween, type Translation } from "./translate.js";
import {
  requestIn,
  translateResponseBetween,
  upstreamFailureIn,
  type AnsweredRequest,
  type ResponseToTranslate,
  type TranslatedResponse,
  type TranslateResponseOptions,
  type UpstreamFailure,
} from "./translate-response.js";
import type { RecognitionOptions, TranslatingTables } from "./types.js";

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
export type TranslationWithBody = Translation & { body: ErrorResponseObject };

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
    options: TranslateResponseOptions & { from: string; to: string },
  ): TranslatedResponse;
  upstreamFailure(request: AnsweredRequest, options: UpstreamFailureOptions): TranslatedResponse;
}

/**
 * The `from` and `to` of options, read without trusting them: options that are not an object, or
 * that throw when read, are refused with the same RangeError as an unknown revision.
 */
function ends(name: string, options: unknown, keys: readonly ("from" | "to")[]): unknown[] {
  try {
    if (isRecord(options)) return keys.map((key) => options[key]);
  } catch {
    throw new RangeError(`${name}: its options could not be read`);
  }
  throw new RangeError(`${name}: pass options { ${keys.join(", ")}, request, ... }`);
}

/** The translating functions over the revisions, given as [id, tables with translations] pairs. */
export function translator(list: readonly (readonly [string, TranslatingTables])[]): Translator {
  const { get } = revisionsById(list);
  return {
    translate(error, options) {
      const [from, to] = ends("translate", options, ["from", "to"]).map(get) as [
        ReturnType<typeof get>,
        ReturnType<typeof get>,
      ];
      const request = requestIn(options);
      const httpStatus = statusIn(options);
      // Assigned rather than spread: spreads made translate several times slower (npm run bench).
      const recognition: RecognitionOptions = {};
      if (request.method !== undefined) recognition.method = request.method;
      if (request.params !== undefined) recognition.params = request.params;
      if (httpStatus !== undefined) recognition.httpStatus = httpStatus;
      const translation = translateBetween(from, to, error, recognition) as TranslationWithBody;
      // translateBetween builds a new object on every call, so the body can go onto it.
      translation.body = envelope(to, request.id, translation.ok ? translation.error : translation.fallback);
      return translation;
    },
    translateResponse(response, options) {
      const [from, to] = ends("translateResponse", options, ["from", "to"]).map(get) as [
        ReturnType<typeof get>,
        ReturnType<typeof get>,
      ];
      return translateResponseBetween(from, to, response, options);
    },
    upstreamFailure(request, options) {
      const [to] = ends("upstreamFailure", options, ["to"]).map(get) as [ReturnType<typeof get>];
      let failure: unknown;
      let message: unknown;
      try {
        ({ failure, message } = options);
      } catch {
        failure = undefined;
      }
      return upstreamFailureIn(to, request, failure, message);
    },
  };
}

/**
 * mcp-errors/translate's functions, over every revision's tables and translations. Only a proxy
 * needs them, so they live apart from the package root: a server that imports the root does not
 * load every revision's TRANSLATIONS.
 */
import { revisionsById } from "./revision.js";
import { translateBetween, type Translation } from "./translate.js";
import {
  translateResponseBetween,
  type ResponseToTranslate,
  type TranslatedResponse,
  type TranslateResponseOptions,
} from "./translate-response.js";
import type { RecognitionOptions, TranslatingTables } from "./types.js";

export interface TranslateOptions extends RecognitionOptions {
  from: string;
  to: string;
}

export interface Translator {
  translate(error: unknown, options: TranslateOptions): Translation;
  translateResponse(
    response: ResponseToTranslate,
    options: TranslateResponseOptions & { from: string; to: string },
  ): TranslatedResponse;
}

/** The translating functions over the revisions, given as [id, tables with translations] pairs. */
export function translator(list: readonly (readonly [string, TranslatingTables])[]): Translator {
  const { get } = revisionsById(list);
  return {
    translate: (error, options) => translateBetween(get(options.from), get(options.to), error, options),
    translateResponse: (response, options) =>
      translateResponseBetween(get(options.from), get(options.to), response, options),
  };
}

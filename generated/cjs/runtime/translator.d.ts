// Compiled by mcp-errgen from runtime/mcp-errors/translator.ts; do not edit.
import { type Translation } from "./translate.js";
import { type ResponseToTranslate, type TranslatedResponse, type TranslateResponseOptions } from "./translate-response.js";
import type { RecognitionOptions, TranslatingTables } from "./types.js";
export interface TranslateOptions extends RecognitionOptions {
    from: string;
    to: string;
}
export interface Translator {
    translate(error: unknown, options: TranslateOptions): Translation;
    translateResponse(response: ResponseToTranslate, options: TranslateResponseOptions & {
        from: string;
        to: string;
    }): TranslatedResponse;
}
/** The translating functions over the revisions, given as [id, tables with translations] pairs. */
export declare function translator(list: readonly (readonly [string, TranslatingTables])[]): Translator;

// Compiled by mcp-errgen from runtime/mcp-errors/translator.ts; do not edit.
/**
 * mcp-errors/translate's functions, over every revision's tables and translations. Only a proxy
 * needs them, so they live apart from the package root: a server that imports the root does not
 * load every revision's TRANSLATIONS.
 */
import { revisionsById } from "./revision.js";
import { translateBetween } from "./translate.js";
import { translateResponseBetween } from "./translate-response.js";
/** The translating functions over the revisions, given as [id, tables with translations] pairs. */
export function translator(list) {
  const { get } = revisionsById(list);
  return {
    translate: (error, options) => translateBetween(get(options.from), get(options.to), error, options),
    translateResponse: (response, options) =>
      translateResponseBetween(get(options.from), get(options.to), response, options),
  };
}

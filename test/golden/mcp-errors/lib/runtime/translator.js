// Compiled by mcp-errgen from templates/mcp-errors/runtime/translator.ts; do not edit.
/**
 * mcp-errors/translate's functions, over every revision's tables and translations. Only a proxy
 * needs them, so they live apart from the package root: a server that imports the root does not
 * load every revision's TRANSLATIONS.
 */
import { defineRevision } from "./revision.js";
import { unknownRevision } from "./root.js";
import { translateBetween } from "./translate.js";
import { translateResponseBetween } from "./translate-response.js";
/** The translating functions over the revisions, given as [id, tables with translations] pairs. */
export function translator(list) {
  const modules = new Map(list);
  // Indexed on first use, then one map lookup a call: translate is measured against a plain lookup.
  const revisions = new Map();
  const get = (id) => {
    let revision = revisions.get(id);
    if (revision === undefined) {
      const tables = modules.get(id);
      if (tables === undefined) throw unknownRevision(id);
      revisions.set(id, (revision = defineRevision(tables)));
    }
    return revision;
  };
  return {
    translate: (error, options) => translateBetween(get(options.from), get(options.to), error, options),
    translateResponse: (response, options) =>
      translateResponseBetween(get(options.from), get(options.to), response, options),
  };
}

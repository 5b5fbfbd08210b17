// Compiled by mcp-errgen from runtime/mcp-errors/translator.ts; do not edit.
/**
 * mcp-errors/translate's functions, over every revision's tables and translations. Only a proxy
 * needs them, so they live apart from the package root: a server that imports the root does not
 * load every revision's TRANSLATIONS. Each takes the request being answered and puts its id on
 * every answer it builds.
 */
import { isRecord } from "./data-shape.js";
import { envelope } from "./envelope.js";
import { revisionsById, statusIn } from "./revision.js";
import { translateBetween } from "./translate.js";
import { requestIn, translateResponseBetween, upstreamFailureIn } from "./translate-response.js";
/**
 * The `from` and `to` of options, read without trusting them: options that are not an object, or
 * that throw when read, are refused with the same RangeError as an unknown revision.
 */
function ends(name, options, keys) {
  try {
    if (isRecord(options)) return keys.map((key) => options[key]);
  } catch {
    throw new RangeError(`${name}: its options could not be read`);
  }
  throw new RangeError(`${name}: pass options { ${keys.join(", ")}, request, ... }`);
}
/** The translating functions over the revisions, given as [id, tables with translations] pairs. */
export function translator(list) {
  const { get } = revisionsById(list);
  return {
    translate(error, options) {
      const [from, to] = ends("translate", options, ["from", "to"]).map(get);
      const request = requestIn(options);
      const httpStatus = statusIn(options);
      // Assigned rather than spread: spreads made translate several times slower (npm run bench).
      const recognition = {};
      if (request.method !== undefined) recognition.method = request.method;
      if (request.params !== undefined) recognition.params = request.params;
      if (httpStatus !== undefined) recognition.httpStatus = httpStatus;
      const translation = translateBetween(from, to, error, recognition);
      // translateBetween builds a new object on every call, so the body can go onto it.
      translation.body = envelope(to, request.id, translation.ok ? translation.error : translation.fallback);
      return translation;
    },
    translateResponse(response, options) {
      const [from, to] = ends("translateResponse", options, ["from", "to"]).map(get);
      return translateResponseBetween(from, to, response, options);
    },
    upstreamFailure(request, options) {
      const [to] = ends("upstreamFailure", options, ["to"]).map(get);
      let failure;
      let message;
      try {
        ({ failure, message } = options);
      } catch {
        failure = undefined;
      }
      return upstreamFailureIn(to, request, failure, message);
    },
  };
}

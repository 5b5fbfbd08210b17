// Compiled by mcp-errgen from runtime/mcp-errors/root.ts; do not edit.
/**
 * The package root's functions, over every revision module's TABLES. They take a revision id, so
 * they cover every revision at once; a revision's own module has the same answers for its
 * revision. Translation between revisions is mcp-errors/translate (translator.ts), so that the
 * root carries no TRANSLATIONS table.
 */
import { checkRequestIn } from "./check-request.js";
import { classify } from "./classify.js";
import { respondWith } from "./envelope.js";
import { parse, UNKNOWN_REVISION } from "./parse.js";
import { isMethodIn, isRemovedMethodIn } from "./methods.js";
import { requestEraIn } from "./request-era.js";
import { conditionKeyOf, nameOf, revisionsById } from "./revision.js";
import { statusOf } from "./status.js";
import { transportFailureResponseIn } from "./transport-failure.js";
/** The root's functions over the revision modules, given as [id, TABLES] pairs. */
export function packageRoot(list) {
  const { has, find, get } = revisionsById(list);
  return {
    isRevision: has,
    eraOf: (revision) => get(revision).era,
    httpStatusOf: (revision, errorOrCondition, options) => statusOf(get(revision), errorOrCondition, options),
    conditionOf: (revision, error, options) => conditionKeyOf(get(revision), error, options),
    classifyCode: (revision, code) => classify(get(revision), code),
    parseErrorResponse(revision, value, options) {
      const found = find(revision);
      return found === undefined ? UNKNOWN_REVISION : parse(found, value, options);
    },
    respond: (revision, id, error) => respondWith(get(revision), id, error),
    checkRequest(revision, request, options) {
      const found = get(revision);
      if (found.tables.CHECK_ORDER === undefined)
        throw new RangeError(`checkRequest: ${nameOf(revision)} has no request checks (a legacy revision)`);
      return checkRequestIn(found, request, options);
    },
    requestEra(revision, request) {
      const rule = get(revision).tables.REQUEST_ERA;
      if (rule === undefined)
        throw new RangeError(`requestEra: ${nameOf(revision)} has no era rule (a legacy revision)`);
      return requestEraIn(rule, request);
    },
    isMethod: (revision, method, options) => isMethodIn(get(revision).tables.METHODS ?? {}, method, options),
    isRemovedMethod: (revision, method) =>
      isRemovedMethodIn(get(revision).tables.REMOVED_METHODS ?? [], method),
    transportFailureResponse: (revision, key, id) =>
      transportFailureResponseIn(get(revision).tables, key, id),
  };
}

"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.packageRoot = packageRoot;
// Compiled by mcp-errgen from templates/mcp-errors/runtime/root.ts; do not edit.
/**
 * The package root's functions, over every revision module. They take a revision id, so they
 * cover every revision at once; a revision's own module has the same answers for its revision.
 */
const check_request_js_1 = require("./check-request.js");
const classify_js_1 = require("./classify.js");
const envelope_js_1 = require("./envelope.js");
const parse_js_1 = require("./parse.js");
const revision_js_1 = require("./revision.js");
const status_js_1 = require("./status.js");
const translate_js_1 = require("./translate.js");
const translate_response_js_1 = require("./translate-response.js");
function unknownRevision(revision) {
  return new RangeError(`unknown MCP revision: ${String(revision)}`);
}
/** The root's functions over the revision modules, given as [id, module] pairs. */
function packageRoot(list) {
  const modules = new Map(list);
  const revisions = new Map();
  const find = (id) => {
    let revision = revisions.get(id);
    if (revision === undefined) {
      const tables = modules.get(id);
      if (tables === undefined) return undefined;
      revisions.set(id, (revision = (0, revision_js_1.defineRevision)(tables)));
    }
    return revision;
  };
  const get = (id) => {
    const revision = find(id);
    if (revision === undefined) throw unknownRevision(id);
    return revision;
  };
  return {
    isRevision: (value) => modules.has(value),
    eraOf: (revision) => get(revision).era,
    httpStatusOf: (revision, errorOrCondition, options) =>
      (0, status_js_1.statusOf)(get(revision), errorOrCondition, options),
    conditionOf: (revision, error, options) =>
      (0, revision_js_1.conditionKeyOf)(get(revision), error, options),
    classifyCode: (revision, code) => (0, classify_js_1.classify)(get(revision), code),
    parseErrorResponse(revision, value, options) {
      const found = find(revision);
      return found === undefined ? parse_js_1.UNKNOWN_REVISION : (0, parse_js_1.parse)(found, value, options);
    },
    translate: (error, options) =>
      (0, translate_js_1.translateBetween)(get(options.from), get(options.to), error, options),
    translateResponse: (response, options) =>
      (0, translate_response_js_1.translateResponseBetween)(
        get(options.from),
        get(options.to),
        response,
        options,
      ),
    respond: (revision, id, error) => (0, envelope_js_1.respondWith)(get(revision), id, error),
    checkRequest(revision, request, options) {
      const found = get(revision);
      if (found.tables.CHECK_ORDER === undefined)
        throw new RangeError(`checkRequest: ${String(revision)} has no request checks (a legacy revision)`);
      return (0, check_request_js_1.checkRequestIn)(found, request, options);
    },
    loadRevision(revision) {
      const tables = modules.get(revision);
      return tables === undefined ? Promise.reject(unknownRevision(revision)) : Promise.resolve(tables);
    },
  };
}

// CommonJS translation of lib/runtime/root.js by mcp-errgen (esbuild); do not edit.
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var root_exports = {};
__export(root_exports, {
  packageRoot: () => packageRoot
});
module.exports = __toCommonJS(root_exports);
var import_check_request = require("./check-request.js");
var import_classify = require("./classify.js");
var import_envelope = require("./envelope.js");
var import_parse = require("./parse.js");
var import_methods = require("./methods.js");
var import_request_era = require("./request-era.js");
var import_revision = require("./revision.js");
var import_status = require("./status.js");
var import_transport_failure = require("./transport-failure.js");
function packageRoot(list) {
  const { has, find, get } = (0, import_revision.revisionsById)(list);
  return {
    isRevision: has,
    eraOf: (revision) => get(revision).era,
    httpStatusOf: (revision, errorOrCondition, options) => (0, import_status.statusOf)(get(revision), errorOrCondition, options),
    conditionOf: (revision, error, options) => (0, import_revision.conditionKeyOf)(get(revision), error, options),
    classifyCode: (revision, code) => (0, import_classify.classify)(get(revision), code),
    parseErrorResponse(revision, value, options) {
      const found = find(revision);
      return found === void 0 ? import_parse.UNKNOWN_REVISION : (0, import_parse.parse)(found, value, options);
    },
    respond: (revision, id, error) => (0, import_envelope.respondWith)(get(revision), id, error),
    checkRequest(revision, request, options) {
      const found = get(revision);
      if (found.tables.CHECK_ORDER === void 0)
        throw new RangeError(`checkRequest: ${(0, import_revision.nameOf)(revision)} has no request checks (a legacy revision)`);
      return (0, import_check_request.checkRequestIn)(found, request, options);
    },
    requestEra(revision, request) {
      const rule = get(revision).tables.REQUEST_ERA;
      if (rule === void 0)
        throw new RangeError(`requestEra: ${(0, import_revision.nameOf)(revision)} has no era rule (a legacy revision)`);
      return (0, import_request_era.requestEraIn)(rule, request);
    },
    isMethod: (revision, method, options) => (0, import_methods.isMethodIn)(get(revision).tables.METHODS ?? {}, method, options),
    isRemovedMethod: (revision, method) => (0, import_methods.isRemovedMethodIn)(get(revision).tables.REMOVED_METHODS ?? [], method),
    transportFailureResponse: (revision, key, id) => (0, import_transport_failure.transportFailureResponseIn)(get(revision).tables, key, id)
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  packageRoot
});

// CommonJS translation of lib/runtime/translate.js by mcp-errgen (esbuild); do not edit.
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
var translate_exports = {};
__export(translate_exports, {
  genericOf: () => genericOf,
  translateBetween: () => translateBetween
});
module.exports = __toCommonJS(translate_exports);
var import_build = require("./build.js");
var import_data_shape = require("./data-shape.js");
var import_revision = require("./revision.js");
var import_status = require("./status.js");
const genericOf = (revision) => revision.tables.GENERIC_CONDITION;
const outcomes = /* @__PURE__ */ new WeakMap();
function outcomesBetween(from, to) {
  let byDestination = outcomes.get(from);
  if (byDestination === void 0)
    outcomes.set(from, byDestination = /* @__PURE__ */ new Map());
  let row = byDestination.get(to.id);
  if (row === void 0) {
    const table = from === to ? void 0 : (0, import_data_shape.own)(from.tables.TRANSLATIONS, to.id);
    const built = /* @__PURE__ */ new Map();
    for (const source of from.conditions.values()) {
      const entry = (table && (0, import_data_shape.own)(table, source.key)) ?? {
        kind: "passthrough",
        code: source.code,
        condition: source.key,
        httpStatus: (0, import_status.statusOfCondition)(to, source.key)
      };
      const target = (0, import_revision.conditionIn)(to, entry.condition);
      const keepsData = entry.kind !== "untranslatable" && (0, import_data_shape.dataCarries)(source.data, target.data);
      const first = to.readings.get(target.code)?.[0];
      built.set(source.key, {
        entry,
        target,
        keepsData,
        readAs: first?.rule === null ? first.condition : void 0
      });
    }
    byDestination.set(to.id, row = built);
  }
  return row;
}
function genericStandIn(to, message, reason) {
  const generic = (0, import_revision.conditionIn)(to, genericOf(to));
  return untranslatable(generic, message ?? generic.message, reason, null, (0, import_status.statusOfCondition)(to, genericOf(to)));
}
function untranslatable(fallback, message, reason, condition, httpStatus) {
  return {
    ok: false,
    reason,
    condition,
    fallback: { code: fallback.code, message },
    fallbackCondition: fallback.key,
    httpStatus
  };
}
function translateBetween(from, to, error, options) {
  try {
    const message = (0, import_data_shape.isRecord)(error) ? error.message : void 0;
    const code = (0, import_data_shape.isRecord)(error) && typeof message === "string" ? error.code : void 0;
    if (typeof message !== "string" || typeof code !== "number" || !Number.isInteger(code))
      return genericStandIn(to, typeof message === "string" ? message : void 0, "not a JSON-RPC error object");
    const data = error.data;
    const source = (0, import_revision.conditionOfError)(from, error, options);
    if (source === void 0)
      return undefinedCode(from, to, code, message, data);
    const { entry, target, keepsData, readAs } = outcomesBetween(from, to).get(source.key);
    if (entry.kind === "untranslatable") {
      const result = untranslatable(target, message, entry.reason ?? "", source.key, entry.httpStatus);
      if (entry.transportFailure !== void 0)
        result.transportFailure = entry.transportFailure;
      return result;
    }
    const out = keepsData ? (0, import_data_shape.projectData)(target.data, data) : void 0;
    const read = readAs ?? (0, import_revision.recognise)(to, target.code, out, (0, import_revision.methodIn)(options), entry.httpStatus ?? void 0, (0, import_revision.paramsIn)(options));
    return {
      ok: true,
      error: (0, import_build.errorObject)(target.code, message, out),
      rule: entry.kind,
      condition: source.key,
      toCondition: read === void 0 ? null : read.key,
      httpStatus: entry.httpStatus
    };
  } catch {
    return genericStandIn(to, void 0, "the error could not be read (a property threw)");
  }
}
function meaningful(revision, code) {
  return revision.readings.has(code) || (0, import_revision.defines)(revision, code) || (0, import_revision.reserves)(revision, code);
}
function undefinedCode(from, to, code, message, data) {
  if (meaningful(from, code) || meaningful(to, code))
    return genericStandIn(to, message, `code ${code} names no condition of ${from.id} and has a meaning or a reservation in ${from.id} or ${to.id}`);
  const rule = ((0, import_data_shape.own)(from.tables.UNDEFINED_CODES, to.id) ?? []).find((r) => code >= r.from && code <= r.to);
  if (rule === void 0)
    return {
      ok: true,
      error: (0, import_build.errorObject)(code, message, data),
      rule: "passthrough",
      condition: null,
      toCondition: null,
      httpStatus: null
    };
  return untranslatable((0, import_revision.conditionIn)(to, rule.condition), message, rule.reason, null, rule.httpStatus);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  genericOf,
  translateBetween
});

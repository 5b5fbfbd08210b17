// CommonJS translation of lib/runtime/translate-response.js by mcp-errgen (esbuild); do not edit.
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
var translate_response_exports = {};
__export(translate_response_exports, {
  translateResponseBetween: () => translateResponseBetween
});
module.exports = __toCommonJS(translate_response_exports);
var import_build = require("./build.js");
var import_data_shape = require("./data-shape.js");
var import_envelope = require("./envelope.js");
var import_revision = require("./revision.js");
var import_status = require("./status.js");
var import_tool_input = require("./tool-input.js");
var import_translate = require("./translate.js");
function fallback(to, id, reason) {
  const generic = (0, import_revision.conditionIn)(to, import_translate.GENERIC);
  const error = (0, import_build.errorObject)(generic.code, generic.message);
  return {
    ok: false,
    status: (0, import_status.statusOfCondition)(to, import_translate.GENERIC),
    body: (0, import_envelope.envelope)(to, id, error),
    condition: null,
    reason
  };
}
function destinationResult(from, to, result) {
  const wanted = to.tables.RESULT_TYPE;
  if (!wanted.required || wanted.complete === null || from.tables.RESULT_TYPE.required)
    return result;
  if (!(0, import_data_shape.isRecord)(result) || (0, import_data_shape.hasOwn)(result, "resultType"))
    return result;
  return { resultType: wanted.complete, ...result };
}
function translateResponseBetween(from, to, response, options) {
  let id;
  try {
    const body = (0, import_data_shape.isRecord)(response) ? response.body : void 0;
    const arrived = (0, import_data_shape.isRecord)(response) ? response.status : void 0;
    const method = (0, import_revision.methodIn)(options);
    const toolInputAsked = (0, import_data_shape.isRecord)(options) && options.toolInputError === true;
    if (!(0, import_data_shape.isRecord)(body) || !(0, import_data_shape.hasOwn)(body, "error") && !(0, import_data_shape.hasOwn)(body, "result"))
      return fallback(to, void 0, "not a JSON-RPC response");
    id = body.id;
    const fromForm = from.tables.TOOL_INPUT_ERROR;
    const toForm = to.tables.TOOL_INPUT_ERROR;
    if ((0, import_data_shape.hasOwn)(body, "error")) {
      const error = body.error;
      if (toolInputAsked && fromForm.form === "protocol-error" && toForm.form === "tool-result" && (0, import_data_shape.isRecord)(error) && error.code === fromForm.code && typeof error.message === "string")
        return {
          ok: true,
          status: null,
          body: {
            jsonrpc: to.tables.ENVELOPE.jsonrpc,
            id,
            result: (0, import_tool_input.toolInput)(to, { content: error.message })
          },
          condition: (0, import_revision.conditionKeyOf)(from, error, { method: method ?? "tools/call" })
        };
      const t = (0, import_translate.translateBetween)(from, to, error, {
        ...method === void 0 ? {} : { method },
        ...typeof arrived === "number" && Number.isInteger(arrived) ? { httpStatus: arrived } : {}
      });
      const out = t.ok ? t.error : t.fallback;
      return {
        ok: t.ok,
        status: t.httpStatus,
        body: (0, import_envelope.envelope)(to, id, out),
        condition: t.condition,
        ...t.ok ? {} : { reason: t.reason }
      };
    }
    const result = body.result;
    if (toolInputAsked && (0, import_data_shape.isRecord)(result) && result.isError === true && fromForm.form === "tool-result") {
      const blocks = Array.isArray(result.content) ? result.content : [];
      if (toForm.form === "protocol-error") {
        const error = (0, import_tool_input.toolInput)(to, { content: blocks.length > 0 ? blocks : "Invalid tool input" });
        return { ok: true, status: (0, import_status.statusOf)(to, error), body: (0, import_envelope.envelope)(to, id, error), condition: null };
      }
      const converted = { ...result };
      if (toForm.resultType === null)
        delete converted.resultType;
      else
        converted.resultType = toForm.resultType;
      return {
        ok: true,
        status: null,
        body: { ...body, jsonrpc: to.tables.ENVELOPE.jsonrpc, result: converted },
        condition: null
      };
    }
    const carried = destinationResult(from, to, result);
    return {
      ok: true,
      status: null,
      body: carried === result ? body : { ...body, result: carried },
      condition: null
    };
  } catch {
    return fallback(to, id, "the response could not be read (a property threw)");
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  translateResponseBetween
});

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
  requestIn: () => requestIn,
  translateResponseBetween: () => translateResponseBetween,
  upstreamFailureIn: () => upstreamFailureIn
});
module.exports = __toCommonJS(translate_response_exports);
var import_build = require("./build.js");
var import_data_shape = require("./data-shape.js");
var import_envelope = require("./envelope.js");
var import_revision = require("./revision.js");
var import_status = require("./status.js");
var import_tool_input = require("./tool-input.js");
var import_translate = require("./translate.js");
function fallback(to, id, reason, message) {
  const generic = (0, import_revision.conditionIn)(to, (0, import_translate.genericOf)(to));
  const error = (0, import_build.errorObject)(generic.code, message ?? generic.message);
  return {
    ok: false,
    status: (0, import_status.statusOfCondition)(to, (0, import_translate.genericOf)(to)),
    body: (0, import_envelope.envelope)(to, id, error),
    condition: null,
    reason
  };
}
function requestIn(options) {
  try {
    const request = (0, import_data_shape.isRecord)(options) ? options.request : void 0;
    if (!(0, import_data_shape.isRecord)(request)) {
      const method2 = (0, import_data_shape.isRecord)(options) ? options.method : void 0;
      return typeof method2 === "string" ? { id: void 0, method: method2 } : { id: void 0 };
    }
    const { id, method, params } = request;
    return { id, ...typeof method === "string" ? { method } : {}, ...(0, import_data_shape.isRecord)(params) ? { params } : {} };
  } catch {
    return { id: void 0 };
  }
}
const CONTENT_NOT_BLOCKS = "the tool result's content is not a list of content blocks";
const UPSTREAM_MESSAGES = {
  unreachable: "Internal error: the upstream server could not be reached",
  timeout: "Internal error: the upstream server did not answer in time",
  "invalid-response": "Internal error: the upstream server's answer was not a JSON-RPC response"
};
function upstreamFailureIn(to, request, failure, message) {
  const kind = failure === "timeout" || failure === "invalid-response" ? failure : "unreachable";
  const text = typeof message === "string" ? message : UPSTREAM_MESSAGES[kind];
  return fallback(to, requestIn({ request }).id, `upstream failure: ${kind}`, text);
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
  const request = requestIn(options);
  let id = request.id;
  try {
    let body = (0, import_data_shape.isRecord)(response) ? response.body : void 0;
    const arrived = (0, import_data_shape.isRecord)(response) ? response.status : void 0;
    const method = request.method;
    const toolInputAsked = (0, import_data_shape.isRecord)(options) && options.toolInputError === true;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {
        return fallback(to, id, "not JSON", UPSTREAM_MESSAGES["invalid-response"]);
      }
    }
    if (!(0, import_data_shape.isRecord)(body) || !(0, import_data_shape.hasOwn)(body, "error") && !(0, import_data_shape.hasOwn)(body, "result"))
      return fallback(to, id, "not a JSON-RPC response", UPSTREAM_MESSAGES["invalid-response"]);
    if (!(0, import_envelope.isRequestId)(id))
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
      const recognition = {
        ...method === void 0 ? {} : { method },
        ...request.params === void 0 ? {} : { params: request.params },
        ...typeof arrived === "number" && Number.isInteger(arrived) ? { httpStatus: arrived } : {}
      };
      const t = (0, import_translate.translateBetween)(from, to, error, recognition);
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
        let error;
        try {
          error = (0, import_tool_input.toolInput)(to, { content: blocks.length > 0 ? blocks : "Invalid tool input" });
        } catch {
          return fallback(to, id, CONTENT_NOT_BLOCKS);
        }
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
        body: { ...body, jsonrpc: to.tables.ENVELOPE.jsonrpc, id, result: converted },
        condition: null
      };
    }
    const carried = destinationResult(from, to, result);
    return {
      ok: true,
      status: null,
      body: carried === result && body.id === id ? body : { ...body, id, result: carried },
      condition: null
    };
  } catch {
    return fallback(to, id, "the response could not be read (a property threw)");
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  requestIn,
  translateResponseBetween,
  upstreamFailureIn
});

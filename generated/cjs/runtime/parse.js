// CommonJS translation of lib/runtime/parse.js by mcp-errgen (esbuild); do not edit.
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
var parse_exports = {};
__export(parse_exports, {
  UNKNOWN_REVISION: () => UNKNOWN_REVISION,
  parse: () => parse
});
module.exports = __toCommonJS(parse_exports);
var import_data_shape = require("./data-shape.js");
var import_revision = require("./revision.js");
function failure(reason) {
  return Object.freeze({ ok: false, reason });
}
const NOT_AN_OBJECT = /* @__PURE__ */ failure("not-an-object");
const ERROR_NOT_AN_OBJECT = /* @__PURE__ */ failure("error-not-an-object");
const BAD_ID = /* @__PURE__ */ failure("bad-id");
const BAD_CODE = /* @__PURE__ */ failure("bad-code");
const BAD_MESSAGE = /* @__PURE__ */ failure("bad-message");
const UNREADABLE = /* @__PURE__ */ failure("unreadable");
const UNKNOWN_REVISION = /* @__PURE__ */ failure("unknown-revision");
function parse(revision, value, options) {
  try {
    if (!(0, import_data_shape.isRecord)(value))
      return NOT_AN_OBJECT;
    let error = value;
    let id;
    if ((0, import_data_shape.hasOwn)(value, "error")) {
      const inner = value.error;
      if (!(0, import_data_shape.isRecord)(inner))
        return ERROR_NOT_AN_OBJECT;
      error = inner;
      id = value.id;
      if (id !== void 0 && id !== null && typeof id !== "string" && typeof id !== "number")
        return BAD_ID;
    }
    const code = error.code;
    if (!Number.isInteger(code))
      return BAD_CODE;
    if (typeof error.message !== "string")
      return BAD_MESSAGE;
    const condition = (0, import_revision.conditionOfError)(revision, error, options);
    let fits;
    try {
      fits = condition === void 0 || (0, import_data_shape.dataFits)(condition.data, error.data);
    } catch {
      fits = false;
    }
    return {
      ok: true,
      condition: condition === void 0 ? null : condition.key,
      error,
      id,
      dataFits: fits
    };
  } catch {
    return UNREADABLE;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  UNKNOWN_REVISION,
  parse
});

// CommonJS translation of lib/runtime/tool-input.js by mcp-errgen (esbuild); do not edit.
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
var tool_input_exports = {};
__export(tool_input_exports, {
  textOf: () => textOf,
  toolInput: () => toolInput
});
module.exports = __toCommonJS(tool_input_exports);
var import_build = require("./build.js");
var import_data_shape = require("./data-shape.js");
var import_mark = require("./mark.js");
const NAME = "toolInputError";
function blocksOf(content) {
  if (typeof content === "string")
    return [{ type: "text", text: content }];
  if (!Array.isArray(content) || content.length === 0)
    throw new TypeError(`${NAME}: options.content must be a string or a non-empty array of content blocks`);
  return content.map((block, i) => {
    if (!(0, import_data_shape.isRecord)(block) || typeof block.type !== "string")
      throw new TypeError(`${NAME}: options.content[${i}] must be a content block { type, ... }`);
    if (block.type === "text" && typeof block.text !== "string")
      throw new TypeError(`${NAME}: options.content[${i}].text must be a string`);
    return block;
  });
}
function textOf(blocks) {
  return blocks.filter((b) => b.type === "text" && typeof b.text === "string").map((b) => b.text).join("\n");
}
function toolInput(revision, options) {
  if (!(0, import_data_shape.isRecord)(options))
    throw new TypeError(`${NAME}: the argument must be an options object { content, structuredContent?, _meta? }`);
  for (const field of Object.keys(options))
    if (field !== "content" && field !== "structuredContent" && field !== "_meta")
      throw new TypeError(`${NAME}: options.${field} is not an option; pass { content, structuredContent?, _meta? }`);
  const content = blocksOf(options.content);
  const { structuredContent, _meta } = options;
  if (structuredContent !== void 0 && !(0, import_data_shape.isRecord)(structuredContent))
    throw new TypeError(`${NAME}: options.structuredContent must be an object`);
  if (_meta !== void 0 && !(0, import_data_shape.isRecord)(_meta))
    throw new TypeError(`${NAME}: options._meta must be an object`);
  for (const [field, value] of [
    ["content", content],
    ["structuredContent", structuredContent],
    ["_meta", _meta]
  ]) {
    let fault;
    try {
      fault = (0, import_data_shape.jsonFault)(value);
    } catch {
      fault = " could not be read (a property threw)";
    }
    if (fault !== "")
      throw new TypeError(`${NAME}: options.${field}${fault}`);
  }
  const form = revision.tables.TOOL_INPUT_ERROR;
  if (form.form === "protocol-error") {
    const condition = [...revision.conditions.values()].find((c) => c.code === form.code && c.recognition.codes.includes(form.code));
    const error = (0, import_build.errorObject)(form.code, textOf(content));
    return condition === void 0 ? error : (0, import_mark.mark)(error, revision.id, condition.key);
  }
  const result = { content, isError: true };
  if (structuredContent !== void 0)
    result.structuredContent = structuredContent;
  if (_meta !== void 0)
    result._meta = _meta;
  if (form.resultType !== null)
    result.resultType = form.resultType;
  return result;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  textOf,
  toolInput
});

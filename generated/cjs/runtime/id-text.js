// CommonJS translation of lib/runtime/id-text.js by mcp-errgen (esbuild); do not edit.
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
var id_text_exports = {};
__export(id_text_exports, {
  requestIdText: () => requestIdText,
  stringifyMessage: () => stringifyMessage
});
module.exports = __toCommonJS(id_text_exports);
var import_data_shape = require("./data-shape.js");
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function skipSpace(text, i) {
  while (i < text.length && isSpace(text.charCodeAt(i)))
    i++;
  return i;
}
function stringEnd(text, i) {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92)
      j++;
    else if (c === 34)
      return j + 1;
  }
  return -1;
}
function valueEnd(text, i) {
  const c = text.charCodeAt(i);
  if (c === 34)
    return stringEnd(text, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    for (let j2 = i; j2 < text.length; j2++) {
      const d = text.charCodeAt(j2);
      if (d === 34) {
        j2 = stringEnd(text, j2) - 1;
        if (j2 < 0)
          return -1;
      } else if (d === 123 || d === 91)
        depth++;
      else if (d === 125 || d === 93) {
        if (--depth === 0)
          return j2 + 1;
      }
    }
    return -1;
  }
  let j = i;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d === 44 || d === 125 || d === 93 || isSpace(d))
      break;
    j++;
  }
  return j > i ? j : -1;
}
function isIdKey(key) {
  if (key === '"id"')
    return true;
  if (!key.includes("\\"))
    return false;
  try {
    return JSON.parse(key) === "id";
  } catch {
    return false;
  }
}
function requestIdText(text) {
  if (typeof text !== "string")
    return void 0;
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== 123)
    return void 0;
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 125)
    return void 0;
  let found;
  for (; ; ) {
    if (text.charCodeAt(i) !== 34)
      return void 0;
    const keyEnd = stringEnd(text, i);
    if (keyEnd < 0)
      return void 0;
    const isId = isIdKey(text.slice(i, keyEnd));
    i = skipSpace(text, keyEnd);
    if (text.charCodeAt(i) !== 58)
      return void 0;
    i = skipSpace(text, i + 1);
    const end = valueEnd(text, i);
    if (end < 0)
      return void 0;
    if (isId) {
      const value = text.slice(i, end);
      found = value.charCodeAt(0) === 34 || NUMBER.test(value) ? value : void 0;
    }
    i = skipSpace(text, end);
    const c = text.charCodeAt(i);
    if (c === 125)
      break;
    if (c !== 44)
      return void 0;
    i = skipSpace(text, i + 1);
  }
  return skipSpace(text, i + 1) === text.length ? found : void 0;
}
function stringifyMessage(message, idText) {
  const plain = () => JSON.stringify(message);
  if (typeof idText !== "string" || !(0, import_data_shape.isRecord)(message) || !(0, import_data_shape.hasOwn)(message, "id"))
    return plain();
  if (typeof message.toJSON === "function")
    return plain();
  const text = idText.trim();
  let read;
  try {
    read = JSON.parse(text);
  } catch {
    return plain();
  }
  if (typeof read !== "number" && typeof read !== "string" || read !== message.id)
    return plain();
  const members = [];
  for (const key of Object.keys(message)) {
    const value = key === "id" ? text : JSON.stringify(message[key]);
    if (value !== void 0)
      members.push(`${JSON.stringify(key)}:${value}`);
  }
  return `{${members.join(",")}}`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  requestIdText,
  stringifyMessage
});

// CommonJS translation of lib/runtime/request-era.js by mcp-errgen (esbuild); do not edit.
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
var request_era_exports = {};
__export(request_era_exports, {
  requestEraIn: () => requestEraIn
});
module.exports = __toCommonJS(request_era_exports);
var import_check_request = require("./check-request.js");
var import_data_shape = require("./data-shape.js");
function requestEraIn(rule, request) {
  const headers = read(() => (0, import_data_shape.isRecord)(request) ? request.headers : void 0);
  let body = read(() => (0, import_data_shape.isRecord)(request) ? request.body : void 0);
  if (typeof body === "string")
    body = read(() => JSON.parse(body));
  const params = (0, import_data_shape.isRecord)(body) ? read(() => body.params) : void 0;
  const meta = (0, import_data_shape.isRecord)(params) ? read(() => params._meta) : void 0;
  for (const step of rule.steps) {
    const shown = read(() => {
      switch (step.signal) {
        case "metaKey":
          return (0, import_data_shape.isRecord)(meta) && (0, import_data_shape.hasOwn)(meta, step.name) && meta[step.name] !== void 0;
        case "method":
          return (0, import_data_shape.isRecord)(body) && body.method === step.name;
        case "header":
          return (0, import_check_request.headerValue)(headers, step.name) !== void 0;
        case "legacyVersionHeader": {
          const value = (0, import_check_request.headerValue)(headers, step.name);
          return typeof value === "string" && rule.legacyVersions.includes(value);
        }
      }
    });
    if (shown === true)
      return step.era;
  }
  return rule.otherwise;
}
function read(get) {
  try {
    return get();
  } catch {
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  requestEraIn
});

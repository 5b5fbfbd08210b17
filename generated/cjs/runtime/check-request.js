// CommonJS translation of lib/runtime/check-request.js by mcp-errgen (esbuild); do not edit.
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
var check_request_exports = {};
__export(check_request_exports, {
  checkRequestIn: () => checkRequestIn,
  headerValue: () => headerValue
});
module.exports = __toCommonJS(check_request_exports);
var import_build = require("./build.js");
var import_data_shape = require("./data-shape.js");
var import_mark = require("./mark.js");
var import_revision = require("./revision.js");
var import_status = require("./status.js");
const PLAIN = /^[\x20-\x7e\t]*$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function headerValue(headers, name) {
  if (headers === void 0 || headers === null)
    return void 0;
  const wanted = name.toLowerCase();
  const get = headers.get;
  if (typeof get === "function") {
    const keys = headers.keys;
    if (typeof keys === "function") {
      let seen2 = 0;
      for (const key of keys.call(headers))
        if (typeof key === "string" && key.toLowerCase() === wanted && ++seen2 > 1)
          return null;
    }
    const value = get.call(headers, name) ?? get.call(headers, wanted);
    if (value === null || value === void 0)
      return void 0;
    return typeof value === "string" ? value : null;
  }
  if (!(0, import_data_shape.isRecord)(headers))
    return void 0;
  let found;
  let seen = 0;
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === wanted) {
      if (++seen > 1)
        return null;
      found = headers[key];
    }
  if (found === void 0)
    return void 0;
  if (Array.isArray(found))
    return found.length === 1 && typeof found[0] === "string" ? found[0] : null;
  return typeof found === "string" ? found : null;
}
function decoded(value, base64) {
  if (!PLAIN.test(value))
    return null;
  if (base64 === null)
    return value;
  const { prefix, suffix } = base64;
  const wrapped = value.length >= prefix.length + suffix.length && value.startsWith(prefix) && value.endsWith(suffix);
  if (!wrapped)
    return value;
  const encoded = value.slice(prefix.length, value.length - suffix.length);
  return BASE64.test(encoded) ? utf8(encoded) : null;
}
function policyOf(revision) {
  return revision.tables.CHECK_POLICY;
}
function sentinelFor(revision, base64) {
  return base64 ? policyOf(revision).base64Sentinel : null;
}
function stepCondition(revision, step) {
  return policyOf(revision).steps.find((s) => s.step === step).condition;
}
function message(revision, name, slots = {}) {
  const template = (0, import_data_shape.own)(policyOf(revision).messages, name) ?? name;
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, slot) => (0, import_data_shape.own)(slots, slot) ?? whole);
}
function utf8(base64) {
  try {
    const web = globalThis;
    const bytes = Uint8Array.from(web.atob(base64), (c) => c.charCodeAt(0));
    return new web.TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
function fieldAt(body, path) {
  let value = body;
  for (const key of path)
    value = (0, import_data_shape.isRecord)(value) && (0, import_data_shape.hasOwn)(value, key) ? value[key] : void 0;
  return value;
}
const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const MAX_SCHEMA_DEPTH = 64;
function annotated(schema, annotation, path, found, seen) {
  const properties = (0, import_data_shape.isRecord)(schema) ? (0, import_data_shape.own)(schema, "properties") : void 0;
  if (!(0, import_data_shape.isRecord)(properties) || seen.has(properties) || path.length > MAX_SCHEMA_DEPTH)
    return;
  seen.add(properties);
  for (const key of Object.keys(properties).sort()) {
    const property = properties[key];
    if (!(0, import_data_shape.isRecord)(property))
      continue;
    const name = (0, import_data_shape.own)(property, annotation);
    if (typeof name === "string")
      found.push({ name, path: [...path, key] });
    annotated(property, annotation, [...path, key], found, seen);
  }
}
function carries(header, value) {
  return typeof value === "number" ? DECIMAL.test(header) && Number(header) === value : (typeof value === "string" || typeof value === "boolean") && header === String(value);
}
function paramHeaderMismatch(revision, body, headers, options) {
  const rule = revision.tables.PARAM_HEADERS;
  const tools = options && options.tools;
  const params = body.params;
  if (!rule || body.method !== "tools/call" || !Array.isArray(tools) || !(0, import_data_shape.isRecord)(params))
    return void 0;
  const tool = tools.find((t) => (0, import_data_shape.isRecord)(t) && typeof t.name === "string" && t.name === params.name);
  if (!(0, import_data_shape.isRecord)(tool))
    return void 0;
  const found = [];
  annotated(tool.inputSchema, rule.annotation, [], found, /* @__PURE__ */ new Set());
  const annotationFault = annotationProblem(revision, found.map((p) => p.name), rule.annotation);
  const condition = stepCondition(revision, "headerMatch");
  if (annotationFault !== "")
    return fail(revision, condition, { message: annotationFault });
  for (const { name, path } of found) {
    const header = rule.prefix + name;
    const value = fieldAt(params.arguments, path);
    const raw = headerValue(headers, header);
    let problem;
    if (value !== void 0 && value !== null)
      problem = headerProblem(revision, raw, rule.base64, value, (text) => carries(text, value));
    else
      problem = raw === void 0 ? void 0 : { message: "headerWithoutValue" };
    if (problem)
      return mismatch(revision, condition, header, problem);
  }
  return void 0;
}
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
function byCodePoint(a, b) {
  const x = [...a].map((c) => c.codePointAt(0));
  const y = [...b].map((c) => c.codePointAt(0));
  for (let i = 0; i < x.length && i < y.length; i++)
    if (x[i] !== y[i])
      return x[i] - y[i];
  return x.length - y.length;
}
function annotationProblem(revision, names, annotation) {
  const sorted = [...names].sort(byCodePoint);
  for (const name of sorted)
    if (!TOKEN.test(name))
      return message(revision, "annotationNotAHeader", { annotation, name: shown(name) });
  const seen = /* @__PURE__ */ new Map();
  for (const name of sorted) {
    const lower = name.toLowerCase();
    const first = seen.get(lower);
    if (first !== void 0)
      return message(revision, "annotationTwice", { annotation, first: shown(first), second: shown(name) });
    seen.set(lower, name);
  }
  return "";
}
function headerProblem(revision, raw, base64, expected, matches) {
  const problem = formProblem(revision, raw, base64);
  if (problem)
    return problem;
  const text = decoded(raw, sentinelFor(revision, base64));
  if (matches(text))
    return void 0;
  return { message: "headerDiffers", slots: { value: shown(text), expected: shown(expected) } };
}
function formProblem(revision, raw, base64) {
  if (raw === void 0)
    return { message: "headerMissing" };
  if (raw === null || decoded(raw, sentinelFor(revision, base64)) === null)
    return { message: "headerMalformed" };
  return void 0;
}
const SHOWN = 64;
function shown(value) {
  if (typeof value === "string")
    return value.length > SHOWN ? `${JSON.stringify(value.slice(0, SHOWN))}...` : JSON.stringify(value);
  if (value === void 0 || value === null)
    return "null";
  return typeof value === "number" || typeof value === "boolean" ? String(value) : (0, import_data_shape.kindOf)(value);
}
function mismatch(revision, condition, header, problem) {
  const name = header.length > SHOWN ? `${header.slice(0, SHOWN)}...` : header;
  return fail(revision, condition, {
    message: message(revision, problem.message, { ...problem.slots, header: name })
  });
}
function fail(revision, key, options) {
  const condition = (0, import_revision.conditionIn)(revision, key);
  const error = (0, import_build.errorObject)(condition.code, options.message ?? condition.message, options.data);
  return { status: (0, import_status.statusOfCondition)(revision, key), error: (0, import_mark.mark)(error, revision.id, key) };
}
function headersFor(revision, method) {
  const rules = revision.tables.HEADERS ?? {};
  const needed = [];
  for (const name of Object.keys(rules)) {
    const rule = rules[name];
    const path = (0, import_data_shape.own)(rule.bodyField, method) ?? (0, import_data_shape.own)(rule.bodyField, "*");
    if (path !== void 0)
      needed.push([name, rule, path]);
  }
  return needed;
}
function supportedBy(revision, options) {
  const given = (0, import_data_shape.isRecord)(options) ? options.supportedVersions : void 0;
  return Array.isArray(given) && given.every((v) => typeof v === "string") ? [...given] : [revision.tables.PROTOCOL_VERSION];
}
function requestedVersion(revision, body, headers) {
  const field = ["params", "_meta", policyOf(revision).versionKey];
  const value = fieldAt(body, field);
  if (value !== void 0 && typeof value !== "string")
    return void 0;
  for (const [name, rule, path] of headersFor(revision, body.method)) {
    if (path.join("\n") !== field.join("\n"))
      continue;
    const raw = headerValue(headers, name);
    const text = typeof raw === "string" ? decoded(raw, sentinelFor(revision, rule.base64)) : null;
    if (text !== null && value !== void 0 && text !== value)
      return void 0;
    if (text !== null)
      return text;
  }
  return value;
}
const CHECKS = {
  // Each standard header the method needs is there, once, and well-formed.
  headerPresence(revision, body, headers, _options, condition) {
    for (const [name, rule] of headersFor(revision, body.method)) {
      const problem = formProblem(revision, headerValue(headers, name), rule.base64);
      if (problem)
        return mismatch(revision, condition, name, problem);
    }
    return void 0;
  },
  meta(revision, body, _headers, _options, condition) {
    const meta = fieldAt(body, ["params", "_meta"]);
    const keys = revision.tables.META_KEYS ?? {};
    const policy = policyOf(revision);
    for (const key of Object.keys(keys)) {
      const rule = keys[key];
      const value = (0, import_data_shape.isRecord)(meta) && (0, import_data_shape.hasOwn)(meta, key) ? meta[key] : void 0;
      if (value === void 0) {
        if (rule.required)
          return fail(revision, condition, { message: message(revision, "metaMissing", { key }) });
        continue;
      }
      if (rule.type === "any" || (0, import_data_shape.kindOf)(value) === rule.type) {
        if (rule.values === void 0 || rule.values.includes(value))
          continue;
        return fail(revision, policy.metaInvalid, {
          message: message(revision, "metaNotListed", {
            key,
            value: shown(value),
            values: rule.values.join(", ")
          })
        });
      }
      const kind = (0, import_data_shape.own)(policy.kinds, rule.type) ?? rule.type;
      if (rule.required)
        return fail(revision, condition, { message: message(revision, "metaMistyped", { key, kind }) });
      return fail(revision, policy.metaInvalid, { message: message(revision, "metaInvalid", { key, kind }) });
    }
    return void 0;
  },
  headerMatch(revision, body, headers, options, condition) {
    for (const [name, rule, path] of headersFor(revision, body.method)) {
      const expected = fieldAt(body, path);
      const problem = headerProblem(revision, headerValue(headers, name), rule.base64, expected, (text) => text === expected);
      if (problem)
        return mismatch(revision, condition, name, problem);
    }
    return paramHeaderMismatch(revision, body, headers, options);
  },
  version(revision, body, headers, options, condition) {
    const requested = requestedVersion(revision, body, headers);
    if (requested === void 0)
      return void 0;
    const supported = supportedBy(revision, options);
    if (supported.includes(requested))
      return void 0;
    return fail(revision, condition, { data: { supported, requested } });
  }
};
function namingVersions(revision, failure, body, options) {
  const policy = policyOf(revision);
  if (body.method !== policy.versionsMethod || (0, import_mark.markOf)(failure.error)?.condition === stepCondition(revision, "version"))
    return failure;
  const { error } = failure;
  const versions = supportedBy(revision, options).join(", ");
  const named = message(revision, "versionsNamed", { message: error.message, versions });
  const condition = (0, import_mark.markOf)(error)?.condition;
  return {
    status: failure.status,
    error: (0, import_mark.mark)((0, import_build.errorObject)(error.code, named, error.data), revision.id, condition)
  };
}
function messageForm(revision, body) {
  const { notARequest } = policyOf(revision);
  if (!(0, import_data_shape.isRecord)(body) || typeof body.method !== "string")
    return fail(revision, notARequest, { message: message(revision, "notARequest") });
  const { jsonrpc } = revision.tables.ENVELOPE;
  if (body.jsonrpc !== jsonrpc)
    return fail(revision, notARequest, {
      message: message(revision, "jsonrpcVersion", { jsonrpc: JSON.stringify(jsonrpc) })
    });
  if (!(0, import_data_shape.hasOwn)(body, "id"))
    return null;
  if (typeof body.id !== "string" && typeof body.id !== "number")
    return fail(revision, notARequest, { message: message(revision, "idNotScalar") });
  return void 0;
}
function checkRequestIn(revision, request, options) {
  const policy = revision.tables.CHECK_POLICY;
  if (policy === void 0)
    return null;
  try {
    const headers = (0, import_data_shape.isRecord)(request) ? request.headers : void 0;
    let body = (0, import_data_shape.isRecord)(request) ? request.body : void 0;
    let parsed = true;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {
        parsed = false;
      }
    } else if (body === void 0)
      parsed = false;
    for (const { step, condition } of policy.steps) {
      if (step === "parse") {
        if (!parsed)
          return fail(revision, condition, {});
        continue;
      }
      if (!parsed)
        continue;
      const form = messageForm(revision, body);
      if (form !== void 0)
        return form;
      const request2 = body;
      const check = (0, import_data_shape.own)(CHECKS, step);
      const failure = check === void 0 ? void 0 : check(revision, request2, headers, options, condition);
      if (failure !== void 0)
        return namingVersions(revision, failure, request2, options);
    }
    return null;
  } catch {
    return fail(revision, policy.notARequest, { message: message(revision, "unreadable") });
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkRequestIn,
  headerValue
});

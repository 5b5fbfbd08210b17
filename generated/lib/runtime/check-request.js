// Compiled by mcp-errgen from runtime/mcp-errors/check-request.ts; do not edit.
/**
 * The checks a modern (2026-era) server makes on a request before dispatch, in the register's
 * order (CHECK_POLICY.steps): the body parses, the version the request names is one the server
 * supports, the standard headers are present and well-formed, the required `_meta` keys are there
 * (META_KEYS), and the headers match the body (HEADERS). Given the server's tools, the match step
 * also compares a tools/call's tool-argument headers (PARAM_HEADERS) with its arguments. Each
 * step's condition, the Base64 sentinel, the version's key and the messages are CHECK_POLICY's. It
 * is not a transport: it reads what it is given and never throws.
 */
import { errorObject } from "./build.js";
import { hasOwn, isRecord, kindOf, own } from "./data-shape.js";
import { mark, markOf } from "./mark.js";
import { conditionIn } from "./revision.js";
import { statusOfCondition } from "./status.js";
// A header value is visible ASCII, space and tab (RFC 9110); anything else travels Base64-encoded
// inside the policy's sentinel, padded, in the Base64 alphabet alone.
const PLAIN = /^[\x20-\x7e\t]*$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/**
 * A header's one value, its name compared case-insensitively (streamable-http.mdx:570-576);
 * undefined when missing, null when unreadable or sent more than once: as a list of values, or
 * under two spellings of its name (two keys of a plain object or a Map, `Mcp-Method` and
 * `mcp-method`), which is the same header twice. A fetch Headers has already joined repeats.
 */
export function headerValue(headers, name) {
  if (headers === undefined || headers === null) return undefined;
  const wanted = name.toLowerCase();
  const get = headers.get;
  if (typeof get === "function") {
    const keys = headers.keys;
    if (typeof keys === "function") {
      let seen = 0;
      for (const key of keys.call(headers))
        if (typeof key === "string" && key.toLowerCase() === wanted && ++seen > 1) return null;
    }
    const value = get.call(headers, name) ?? get.call(headers, wanted);
    if (value === null || value === undefined) return undefined;
    return typeof value === "string" ? value : null;
  }
  if (!isRecord(headers)) return undefined;
  let found;
  let seen = 0;
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === wanted) {
      if (++seen > 1) return null;
      found = headers[key];
    }
  if (found === undefined) return undefined;
  if (Array.isArray(found)) return found.length === 1 && typeof found[0] === "string" ? found[0] : null;
  return typeof found === "string" ? found : null;
}
/**
 * A header value, with its Base64 sentinel decoded (UTF-8) where the header allows one; null when
 * it holds a character no header value may, or its encoding is broken.
 */
function decoded(value, base64) {
  if (!PLAIN.test(value)) return null;
  if (base64 === null) return value;
  const { prefix, suffix } = base64;
  const wrapped =
    value.length >= prefix.length + suffix.length && value.startsWith(prefix) && value.endsWith(suffix);
  if (!wrapped) return value;
  const encoded = value.slice(prefix.length, value.length - suffix.length);
  return BASE64.test(encoded) ? utf8(encoded) : null;
}
/** The revision's check policy; checkRequestIn runs only for a revision that has one. */
function policyOf(revision) {
  return revision.tables.CHECK_POLICY;
}
/** The sentinel a header allows, or null where its value is taken as sent. */
function sentinelFor(revision, base64) {
  return base64 ? policyOf(revision).base64Sentinel : null;
}
/** The condition of the revision's check step of this kind. */
function stepCondition(revision, step) {
  return policyOf(revision).steps.find((s) => s.step === step).condition;
}
/** A message template with its {slots} filled, in one pass (a value's own braces stay as they are). */
function message(revision, name, slots = {}) {
  const template = own(policyOf(revision).messages, name) ?? name;
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, slot) => own(slots, slot) ?? whole);
}
/** Base64 text as UTF-8; null when its bytes are not UTF-8. */
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
  for (const key of path) value = isRecord(value) && hasOwn(value, key) ? value[key] : undefined;
  return value;
}
// An integer may come as any decimal number equal to it ("42.0" for 42), as the spec allows.
const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
/**
 * How many `properties` levels below the schema root annotations are looked for, as in the Go
 * module: a schema nested thousands of levels deep would otherwise cost a path copy per level
 * per property, and as much stack.
 */
const MAX_SCHEMA_DEPTH = 64;
/** The annotated properties of an inputSchema, reached through `properties` keys alone. */
function annotated(schema, annotation, path, found, seen) {
  const properties = isRecord(schema) ? own(schema, "properties") : undefined;
  // A schema object met twice is a cycle (a parsed JSON schema has none): walked once.
  if (!isRecord(properties) || seen.has(properties) || path.length > MAX_SCHEMA_DEPTH) return;
  seen.add(properties);
  // In the order of their names: a JSON object's members have none, so the first failure does not
  // depend on it.
  for (const key of Object.keys(properties).sort()) {
    const property = properties[key];
    if (!isRecord(property)) continue;
    const name = own(property, annotation);
    if (typeof name === "string") found.push({ name, path: [...path, key] });
    annotated(property, annotation, [...path, key], found, seen);
  }
}
/** Whether a decoded header value carries an argument's value; objects and arrays never match. */
function carries(header, value) {
  return typeof value === "number"
    ? DECIMAL.test(header) && Number(header) === value
    : (typeof value === "string" || typeof value === "boolean") && header === String(value);
}
/** A tools/call's tool-argument headers against its arguments, for a tool the server lists. */
function paramHeaderMismatch(revision, body, headers, options) {
  const rule = revision.tables.PARAM_HEADERS;
  const tools = options && options.tools;
  const params = body.params;
  if (!rule || body.method !== "tools/call" || !Array.isArray(tools) || !isRecord(params)) return undefined;
  const tool = tools.find((t) => isRecord(t) && typeof t.name === "string" && t.name === params.name);
  if (!isRecord(tool)) return undefined;
  const found = [];
  annotated(tool.inputSchema, rule.annotation, [], found, new Set());
  const annotationFault = annotationProblem(
    revision,
    found.map((p) => p.name),
    rule.annotation,
  );
  const condition = stepCondition(revision, "headerMatch");
  if (annotationFault !== "") return fail(revision, condition, { message: annotationFault });
  for (const { name, path } of found) {
    const header = rule.prefix + name;
    const value = fieldAt(params.arguments, path);
    const raw = headerValue(headers, header);
    let problem;
    if (value !== undefined && value !== null)
      problem = headerProblem(revision, raw, rule.base64, value, (text) => carries(text, value));
    // Our choice: a header for an argument the body does not carry (null or absent) claims a
    // value the body lacks, so it is a mismatch too.
    else problem = raw === undefined ? undefined : { message: "headerWithoutValue" };
    if (problem) return mismatch(revision, condition, header, problem);
  }
  return undefined;
}
/** RFC 9110's field name (section 5.1): 1*tchar. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Code point order, which is the byte order of UTF-8 (the order the Go module sorts in). */
function byCodePoint(a, b) {
  const x = [...a].map((c) => c.codePointAt(0));
  const y = [...b].map((c) => c.codePointAt(0));
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}
/**
 * Why a tool's annotated header names break the constraints 2026-07-28
 * basic/transports/streamable-http.mdx:376-383 puts on them ("MUST NOT be empty", "MUST match
 * HTTP field-name token syntax", no CR or LF, "MUST be case-insensitively unique among all
 * x-mcp-header values in the inputSchema"), "" when none does. A client must drop such a tool
 * (lines 402-404), and its headers cannot be checked against the body, so a call to it is
 * refused. Names are looked at in code point order, so that the answer does not depend on the
 * schema's order of properties.
 */
function annotationProblem(revision, names, annotation) {
  const sorted = [...names].sort(byCodePoint);
  for (const name of sorted)
    if (!TOKEN.test(name))
      return message(revision, "annotationNotAHeader", { annotation, name: shown(name) });
  const seen = new Map();
  for (const name of sorted) {
    const lower = name.toLowerCase();
    const first = seen.get(lower);
    if (first !== undefined)
      return message(revision, "annotationTwice", { annotation, first: shown(first), second: shown(name) });
    seen.set(lower, name);
  }
  return "";
}
/**
 * What is wrong with a header against the body value it mirrors, "" when nothing: it is missing,
 * malformed (a character no header value may hold, or a broken Base64 sentinel), or its decoded
 * value does not match.
 */
function headerProblem(revision, raw, base64, expected, matches) {
  const problem = formProblem(revision, raw, base64);
  if (problem) return problem;
  const text = decoded(raw, sentinelFor(revision, base64));
  if (matches(text)) return undefined;
  return { message: "headerDiffers", slots: { value: shown(text), expected: shown(expected) } };
}
/** What the header shows by itself: nothing when it is there once and well-formed. */
function formProblem(revision, raw, base64) {
  if (raw === undefined) return { message: "headerMissing" };
  if (raw === null || decoded(raw, sentinelFor(revision, base64)) === null)
    return { message: "headerMalformed" };
  return undefined;
}
/** How many characters of a header or body value a message repeats. */
const SHOWN = 64;
/**
 * A value as a mismatch message shows it: a string or scalar as JSON, cut to SHOWN characters; else
 * its kind.
 */
function shown(value) {
  if (typeof value === "string")
    return value.length > SHOWN ? `${JSON.stringify(value.slice(0, SHOWN))}...` : JSON.stringify(value);
  if (value === undefined || value === null) return "null";
  return typeof value === "number" || typeof value === "boolean" ? String(value) : kindOf(value);
}
/**
 * The failure for a header and its problem (from headerProblem), as `condition`. A name a tool's
 * annotation makes can be of any length: at most SHOWN characters of it (a checked name is
 * ASCII) are repeated.
 */
function mismatch(revision, condition, header, problem) {
  const name = header.length > SHOWN ? `${header.slice(0, SHOWN)}...` : header;
  return fail(revision, condition, {
    message: message(revision, problem.message, { ...problem.slots, header: name }),
  });
}
/**
 * A failed check: the error, marked with its condition, and the condition's status. Built directly
 * rather than through the constructor: its message and data are this module's own, so there is no
 * caller's argument to check, and the package root, which has no constructors, need not carry
 * their checks.
 */
function fail(revision, key, options) {
  const condition = conditionIn(revision, key);
  const error = errorObject(condition.code, options.message ?? condition.message, options.data);
  return { status: statusOfCondition(revision, key), error: mark(error, revision.id, key) };
}
/** The standard headers a request with this method carries, with the body field each mirrors. */
function headersFor(revision, method) {
  const rules = revision.tables.HEADERS ?? {};
  const needed = [];
  for (const name of Object.keys(rules)) {
    const rule = rules[name];
    const path = own(rule.bodyField, method) ?? own(rule.bodyField, "*");
    if (path !== undefined) needed.push([name, rule, path]);
  }
  return needed;
}
/** The versions a server supports: the caller's list, else the revision's own. */
function supportedBy(revision, options) {
  const given = isRecord(options) ? options.supportedVersions : undefined;
  return Array.isArray(given) && given.every((v) => typeof v === "string")
    ? [...given]
    : [revision.tables.PROTOCOL_VERSION];
}
/**
 * The version a request names, which it declares in _meta (basic/versioning.mdx:43-46): that
 * field's string, or the standard header that mirrors it (there once and well-formed) where the
 * body has no such field; undefined when it names none. A field of another type is the _meta
 * step's to answer, and a header that names another version than the field is the header match's:
 * the server MUST reject that mismatch with HeaderMismatch (streamable-http.mdx:257-261).
 */
function requestedVersion(revision, body, headers) {
  const field = ["params", "_meta", policyOf(revision).versionKey];
  const value = fieldAt(body, field);
  if (value !== undefined && typeof value !== "string") return undefined;
  for (const [name, rule, path] of headersFor(revision, body.method)) {
    if (path.join("\n") !== field.join("\n")) continue;
    const raw = headerValue(headers, name);
    const text = typeof raw === "string" ? decoded(raw, sentinelFor(revision, rule.base64)) : null;
    if (text !== null && value !== undefined && text !== value) return undefined;
    if (text !== null) return text;
  }
  return value;
}
/** Each step a check order can name, taking the step's condition from the policy. */
const CHECKS = {
  // Each standard header the method needs is there, once, and well-formed.
  headerPresence(revision, body, headers, _options, condition) {
    for (const [name, rule] of headersFor(revision, body.method)) {
      const problem = formProblem(revision, headerValue(headers, name), rule.base64);
      if (problem) return mismatch(revision, condition, name, problem);
    }
    return undefined;
  },
  meta(revision, body, _headers, _options, condition) {
    const meta = fieldAt(body, ["params", "_meta"]);
    const keys = revision.tables.META_KEYS ?? {};
    const policy = policyOf(revision);
    for (const key of Object.keys(keys)) {
      const rule = keys[key];
      const value = isRecord(meta) && hasOwn(meta, key) ? meta[key] : undefined;
      if (value === undefined) {
        if (rule.required)
          return fail(revision, condition, { message: message(revision, "metaMissing", { key }) });
        continue;
      }
      if (rule.type === "any" || kindOf(value) === rule.type) {
        // A value the schema does not list is not recognised: invalid params, with no status, as
        // the logging page answers an unrecognised log level (logging.mdx:100-104, a SHOULD).
        if (rule.values === undefined || rule.values.includes(value)) continue;
        return fail(revision, policy.metaInvalid, {
          message: message(revision, "metaNotListed", {
            key,
            value: shown(value),
            values: rule.values.join(", "),
          }),
        });
      }
      const kind = own(policy.kinds, rule.type) ?? rule.type;
      // A required field of another type is not there as the request needs it: missing, with
      // 400 (basic/index.mdx:380-382). An optional one makes the params invalid, and the spec
      // gives that no status.
      if (rule.required)
        return fail(revision, condition, { message: message(revision, "metaMistyped", { key, kind }) });
      return fail(revision, policy.metaInvalid, { message: message(revision, "metaInvalid", { key, kind }) });
    }
    return undefined;
  },
  headerMatch(revision, body, headers, options, condition) {
    for (const [name, rule, path] of headersFor(revision, body.method)) {
      const expected = fieldAt(body, path);
      const problem = headerProblem(
        revision,
        headerValue(headers, name),
        rule.base64,
        expected,
        (text) => text === expected,
      );
      if (problem) return mismatch(revision, condition, name, problem);
    }
    return paramHeaderMismatch(revision, body, headers, options);
  },
  version(revision, body, headers, options, condition) {
    const requested = requestedVersion(revision, body, headers);
    if (requested === undefined) return undefined;
    const supported = supportedBy(revision, options);
    if (supported.includes(requested)) return undefined;
    return fail(revision, condition, { data: { supported, requested } });
  },
};
/**
 * A modern server SHOULD name its versions in any error it returns to an initialize request
 * (basic/versioning.mdx:154-156; the policy's versionsMethod): the legacy client that sent it may
 * show nothing else. The version step's own failure names them in its data already.
 */
function namingVersions(revision, failure, body, options) {
  const policy = policyOf(revision);
  if (
    body.method !== policy.versionsMethod ||
    markOf(failure.error)?.condition === stepCondition(revision, "version")
  )
    return failure;
  const { error } = failure;
  const versions = supportedBy(revision, options).join(", ");
  const named = message(revision, "versionsNamed", { message: error.message, versions });
  const condition = markOf(error)?.condition;
  return {
    status: failure.status,
    error: mark(errorObject(error.code, named, error.data), revision.id, condition),
  };
}
/**
 * What the body's JSON-RPC members make of it: a failure when it is no well-formed request or
 * notification (a `jsonrpc` other than "2.0", missing included, is an invalid request by the 2026
 * schema's own example, schema.ts:333, and an id must be a RequestId, a string or a number), null
 * for a notification, which no request check applies to, and undefined for a request.
 */
function messageForm(revision, body) {
  const { notARequest } = policyOf(revision);
  if (!isRecord(body) || typeof body.method !== "string")
    return fail(revision, notARequest, { message: message(revision, "notARequest") });
  const { jsonrpc } = revision.tables.ENVELOPE;
  if (body.jsonrpc !== jsonrpc)
    return fail(revision, notARequest, {
      message: message(revision, "jsonrpcVersion", { jsonrpc: JSON.stringify(jsonrpc) }),
    });
  if (!hasOwn(body, "id")) return null;
  if (typeof body.id !== "string" && typeof body.id !== "number")
    return fail(revision, notARequest, { message: message(revision, "idNotScalar") });
  return undefined;
}
/**
 * The first failure in the revision's check order, or null when the request passes. A
 * notification passes once it is well-formed: the revision defines no header requirements for a
 * notification POST (streamable-http.mdx:102-103), and _meta fields are required "on every
 * request" (basic/index.mdx:367-368). Never throws.
 */
export function checkRequestIn(revision, request, options) {
  const policy = revision.tables.CHECK_POLICY;
  if (policy === undefined) return null;
  try {
    const headers = isRecord(request) ? request.headers : undefined;
    let body = isRecord(request) ? request.body : undefined;
    let parsed = true;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {
        parsed = false;
      }
    } else if (body === undefined) parsed = false;
    for (const { step, condition } of policy.steps) {
      if (step === "parse") {
        if (!parsed) return fail(revision, condition, {});
        continue;
      }
      if (!parsed) continue;
      const form = messageForm(revision, body);
      if (form !== undefined) return form;
      const request = body; // messageForm found a request object
      const check = own(CHECKS, step);
      const failure = check === undefined ? undefined : check(revision, request, headers, options, condition);
      if (failure !== undefined) return namingVersions(revision, failure, request, options);
    }
    return null;
  } catch {
    return fail(revision, policy.notARequest, { message: message(revision, "unreadable") });
  }
}

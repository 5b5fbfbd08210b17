/**
 * The checks a modern (2026-era) server makes on a request before dispatch, in the register's
 * order (CHECK_ORDER): the body parses, the required `_meta` keys are there (META_KEYS), the
 * standard headers are there and match the body (HEADERS), and the requested version is one the
 * server supports. Given the server's tools, the header step also compares a tools/call's
 * tool-argument headers (PARAM_HEADERS) with its arguments. It is not a transport: it reads what
 * it is given and never throws.
 */
import { errorObject } from "./build.js";
import { hasOwn, isRecord, kindOf, own } from "./data-shape.js";
import { mark } from "./mark.js";
import { conditionIn, type Revision } from "./revision.js";
import { statusOfCondition } from "./status.js";
import type { ErrorObject, HeaderRule, ParamHeaderRule } from "./types.js";

/** Header values as Node gives them (lower-case names; strings or lists), as a fetch Headers, or a Map. */
export type HeaderSource =
  | { get(name: string): string | null | undefined }
  | { readonly [name: string]: string | readonly string[] | undefined };

export interface RequestToCheck {
  headers?: HeaderSource;
  /** The request body: its text, or the value it parsed to. */
  body: unknown;
}

/** A tool as the server lists it in tools/list; only its name and inputSchema are read. */
export interface ToolDefinition {
  readonly name: string;
  readonly inputSchema?: unknown;
}

export interface CheckOptions {
  /** Protocol versions the server serves; defaults to the revision's own. */
  supportedVersions?: readonly string[];
  /**
   * The server's tools: a tools/call naming one has its tool-argument headers (PARAM_HEADERS)
   * checked. Without them, or for a tool not listed, those headers are not checked (dispatch
   * answers an unknown tool).
   */
  tools?: readonly ToolDefinition[];
}

/** The first failure: the error to send and its HTTP status. */
export interface CheckFailure {
  status: number | null;
  error: ErrorObject;
}

// A header value is visible ASCII, space and tab (RFC 9110); anything else travels Base64-encoded
// as =?base64?...?=, padded, in the Base64 alphabet alone.
const PLAIN = /^[\x20-\x7e\t]*$/;
const SENTINEL = /^=\?base64\?(.*)\?=$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A header's one value, case-insensitively; undefined when missing, null when repeated or unreadable. */
function headerValue(headers: unknown, name: string): string | null | undefined {
  if (headers === undefined || headers === null) return undefined;
  const get = (headers as { get?: unknown }).get;
  if (typeof get === "function") {
    const value: unknown = get.call(headers, name) ?? get.call(headers, name.toLowerCase());
    if (value === null || value === undefined) return undefined;
    return typeof value === "string" ? value : null;
  }
  if (!isRecord(headers)) return undefined;
  const wanted = name.toLowerCase();
  let found: unknown;
  for (const key of Object.keys(headers)) if (key.toLowerCase() === wanted) found = headers[key];
  if (found === undefined) return undefined;
  if (Array.isArray(found)) return found.length === 1 && typeof found[0] === "string" ? found[0] : null;
  return typeof found === "string" ? found : null;
}

/**
 * A header value, with its Base64 sentinel decoded (UTF-8) where the header allows one; null when
 * it holds a character no header value may, or its encoding is broken.
 */
function decoded(value: string, base64: boolean): string | null {
  if (!PLAIN.test(value)) return null;
  const match = base64 ? SENTINEL.exec(value) : null;
  if (match === null) return value;
  const encoded = match[1] as string;
  return BASE64.test(encoded) ? utf8(encoded) : null;
}

/**
 * The Web platform's decoders, which every runtime the package supports has; typed here so that
 * the package needs no DOM types.
 */
interface WebDecoders {
  atob(data: string): string;
  TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
}

/** Base64 text as UTF-8; null when its bytes are not UTF-8. */
function utf8(base64: string): string | null {
  try {
    const web = globalThis as unknown as WebDecoders;
    const bytes = Uint8Array.from(web.atob(base64), (c) => c.charCodeAt(0));
    return new web.TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function fieldAt(body: unknown, path: readonly string[]): unknown {
  let value: unknown = body;
  for (const key of path) value = isRecord(value) && hasOwn(value, key) ? value[key] : undefined;
  return value;
}

type Check = (
  revision: Revision,
  body: Record<string, unknown>,
  headers: unknown,
  options: CheckOptions | undefined,
) => ErrorObject | undefined;

// An integer may come as any decimal number equal to it ("42.0" for 42), as the spec allows.
const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** The annotated properties of an inputSchema, reached through `properties` keys alone. */
function annotated(
  schema: unknown,
  annotation: string,
  path: string[],
  found: { name: string; path: string[] }[],
  seen: Set<unknown>,
): void {
  const properties = isRecord(schema) ? own(schema, "properties") : undefined;
  // A schema object met twice is a cycle (a parsed JSON schema has none): walked once.
  if (!isRecord(properties) || seen.has(properties)) return;
  seen.add(properties);
  for (const key of Object.keys(properties)) {
    const property = properties[key];
    if (!isRecord(property)) continue;
    const name = own(property, annotation);
    if (typeof name === "string") found.push({ name, path: [...path, key] });
    annotated(property, annotation, [...path, key], found, seen);
  }
}

/** Whether a decoded header value carries an argument's value; objects and arrays never match. */
function carries(header: string, value: unknown): boolean {
  return typeof value === "number"
    ? DECIMAL.test(header) && Number(header) === value
    : (typeof value === "string" || typeof value === "boolean") && header === String(value);
}

/** A tools/call's tool-argument headers against its arguments, for a tool the server lists. */
function paramHeaderMismatch(
  revision: Revision,
  body: Record<string, unknown>,
  headers: unknown,
  options: CheckOptions | undefined,
): ErrorObject | undefined {
  const rule: ParamHeaderRule | undefined = revision.tables.PARAM_HEADERS;
  const tools: unknown = options && options.tools;
  const params = body.params;
  if (!rule || body.method !== "tools/call" || !Array.isArray(tools) || !isRecord(params)) return undefined;
  const tool: unknown = tools.find(
    (t: unknown) => isRecord(t) && typeof t.name === "string" && t.name === params.name,
  );
  if (!isRecord(tool)) return undefined;
  const found: { name: string; path: string[] }[] = [];
  annotated(tool.inputSchema, rule.annotation, [], found, new Set());
  for (const { name, path } of found) {
    const header = rule.prefix + name;
    const value = fieldAt(params.arguments, path);
    const raw = headerValue(headers, header);
    let problem: string;
    if (value !== undefined && value !== null)
      problem = headerProblem(raw, rule.base64, value, (text) => carries(text, value));
    // Our choice: a header for an argument the body does not carry (null or absent) claims a
    // value the body lacks, so it is a mismatch too.
    else problem = raw === undefined ? "" : " has no value in the body";
    if (problem) return mismatch(revision, header, problem);
  }
  return undefined;
}

/**
 * What is wrong with a header against the body value it mirrors, "" when nothing: it is missing,
 * malformed (a character no header value may hold, or a broken Base64 sentinel), or its decoded
 * value does not match.
 */
function headerProblem(
  raw: string | null | undefined,
  base64: boolean,
  expected: unknown,
  matches: (text: string) => boolean,
): string {
  if (raw === undefined) return " is missing";
  const text = raw === null ? null : decoded(raw, base64);
  if (text === null) return " is malformed";
  if (matches(text)) return "";
  return ` value ${JSON.stringify(text)} does not match body value ${JSON.stringify(expected ?? null)}`;
}

/** The headerMismatch error for a header and its problem (from headerProblem). */
function mismatch(revision: Revision, header: string, problem: string): ErrorObject {
  return fail(revision, "headerMismatch", { message: `Header mismatch: ${header} header${problem}` });
}

/**
 * The error for a failed check, marked with its condition. Built directly rather than through the
 * constructor: its message and data are this module's own, so there is no caller's argument to
 * check, and the package root, which has no constructors, need not carry their checks.
 */
function fail(revision: Revision, key: string, options: { message?: string; data?: unknown }): ErrorObject {
  const condition = conditionIn(revision, key);
  return mark(
    errorObject(condition.code, options.message ?? condition.message, options.data),
    revision.id,
    key,
  );
}

const CHECKS: { readonly [condition: string]: Check } = {
  missingRequestMeta(revision, body) {
    const meta = fieldAt(body, ["params", "_meta"]);
    const keys = revision.tables.META_KEYS ?? {};
    for (const key of Object.keys(keys)) {
      const rule = keys[key] as { required: boolean; type: string };
      const value = isRecord(meta) && hasOwn(meta, key) ? meta[key] : undefined;
      if (value === undefined) {
        if (rule.required)
          return fail(revision, "missingRequestMeta", { message: `Missing required _meta field ${key}` });
      } else if (rule.type !== "any" && kindOf(value) !== rule.type)
        return fail(revision, "missingRequestMeta", {
          message: `The _meta field ${key} must be ${rule.type === "object" ? "an object" : `a ${rule.type}`}`,
        });
    }
    return undefined;
  },
  headerMismatch(revision, body, headers, options) {
    const method = body.method as string;
    const rules = revision.tables.HEADERS ?? {};
    for (const name of Object.keys(rules)) {
      const rule = rules[name] as HeaderRule;
      const path = own(rule.bodyField, method) ?? own(rule.bodyField, "*");
      if (path === undefined) continue;
      const expected = fieldAt(body, path);
      const problem = headerProblem(
        headerValue(headers, name),
        rule.base64,
        expected,
        (text) => text === expected,
      );
      if (problem) return mismatch(revision, name, problem);
    }
    return paramHeaderMismatch(revision, body, headers, options);
  },
  unsupportedProtocolVersion(revision, body, _headers, options) {
    const requested = fieldAt(body, ["params", "_meta", "io.modelcontextprotocol/protocolVersion"]);
    if (typeof requested !== "string") return undefined;
    const given = options === undefined ? undefined : options.supportedVersions;
    const supported =
      Array.isArray(given) && given.every((v) => typeof v === "string")
        ? [...given]
        : [revision.tables.PROTOCOL_VERSION];
    if (supported.includes(requested)) return undefined;
    return fail(revision, "unsupportedProtocolVersion", { data: { supported, requested } });
  },
};

/** The first failure in the revision's check order, or null when the request passes. Never throws. */
export function checkRequestIn(
  revision: Revision,
  request: RequestToCheck,
  options?: CheckOptions,
): CheckFailure | null {
  const failure = (error: ErrorObject, key: string): CheckFailure => ({
    status: statusOfCondition(revision, key),
    error,
  });
  try {
    const order = revision.tables.CHECK_ORDER ?? [];
    const headers = isRecord(request) ? request.headers : undefined;
    let body: unknown = isRecord(request) ? request.body : undefined;
    let parsed = true;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {
        parsed = false;
      }
    } else if (body === undefined) parsed = false;
    for (const key of order) {
      if (key === "parseError") {
        if (!parsed) return failure(fail(revision, key, {}), key);
        continue;
      }
      if (!parsed) continue;
      if (!isRecord(body) || typeof body.method !== "string")
        return failure(
          fail(revision, "invalidRequest", { message: "Invalid Request: not a JSON-RPC request" }),
          "invalidRequest",
        );
      const check = own(CHECKS, key);
      const error = check === undefined ? undefined : check(revision, body, headers, options);
      if (error !== undefined) return failure(error, key);
    }
    return null;
  } catch {
    return failure(
      fail(revision, "invalidRequest", { message: "Invalid Request: the request could not be read" }),
      "invalidRequest",
    );
  }
}

/**
 * The checks a 2026-07-28 request passes before dispatch, in the register's check order
 * (`_meta`, then the standard headers, then the version), plus the `Mcp-Param-*` check a tool
 * call needs once the tool is known. Every error comes from mcp-errors.
 */
import * as modern from "mcp-errors/2026-07-28";
import { isObject } from "./http.ts";

export const META = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  logLevel: "io.modelcontextprotocol/logLevel",
  serverInfo: "io.modelcontextprotocol/serverInfo",
} as const;

export type HeaderLookup = (name: string) => string | undefined;

/** A parsed JSON-RPC request: what the examples need from the body, and the body itself. */
export interface RequestBody {
  method: string;
  params?: Record<string, unknown>;
  /** The parsed body as it arrived. */
  raw: unknown;
}

export interface CheckFailure {
  error: modern.AnyError;
  condition: modern.Condition | null;
}

/**
 * The first failure of a 2026-07-28 request in the register's check order (`_meta`, then the
 * standard headers, then the version), or null when it may be dispatched: mcp-errors'
 * checkRequest, which reads the headers through `header`.
 */
export function checkModernRequest(
  header: HeaderLookup,
  body: RequestBody,
  supportedVersions: readonly string[],
): CheckFailure | null {
  const failure = modern.checkRequest({ headers: { get: header }, body: body.raw }, { supportedVersions });
  if (failure === null) return null;
  return { error: failure.error, condition: modern.conditionOf(failure.error) };
}

/** An `x-mcp-header` annotation: the header's name part, and the chain of `properties` keys to its value. */
export interface ParamHeader {
  name: string;
  path: string[];
}

/**
 * The `x-mcp-header` annotations of an input schema. The spec allows them on any property reached
 * through `properties` keys alone, nested objects included (not through items, composition or
 * $ref), so the walk follows `properties` and nothing else.
 */
export function paramHeadersOf(inputSchema: unknown, path: string[] = []): ParamHeader[] {
  const properties = isObject(inputSchema) ? inputSchema.properties : undefined;
  if (!isObject(properties)) return [];
  return Object.entries(properties).flatMap(([key, schema]) => {
    if (!isObject(schema)) return [];
    const here = [...path, key];
    const own =
      typeof schema["x-mcp-header"] === "string" ? [{ name: schema["x-mcp-header"], path: here }] : [];
    return [...own, ...paramHeadersOf(schema, here)];
  });
}

/** The value at a chain of own keys; undefined where the chain breaks. */
export function valueAt(args: unknown, path: readonly string[]): unknown {
  let value = args;
  for (const key of path) value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}

/** A tool's `x-mcp-header` parameters checked against their `Mcp-Param-*` headers. */
export function checkParamHeaders(
  header: HeaderLookup,
  inputSchema: unknown,
  args: Record<string, unknown>,
): CheckFailure | null {
  for (const { name: suffix, path } of paramHeadersOf(inputSchema)) {
    const value = valueAt(args, path);
    if (value === undefined || value === null) continue;
    const name = `Mcp-Param-${suffix}`;
    const raw = header(name);
    const fail = (problem: string): CheckFailure => ({
      error: modern.headerMismatch({ message: `${name} header ${problem}` }),
      condition: "headerMismatch",
    });
    if (raw === undefined) return fail("missing");
    const decoded = decodeHeaderValue(raw);
    if (decoded === undefined) return fail("is not a valid value");
    const matches =
      typeof value === "number"
        ? decoded.trim() !== "" && Number(decoded) === value
        : decoded === String(value);
    if (!matches) return fail(`value does not match argument ${path.join(".")}`);
  }
  return null;
}

const SENTINEL = /^=\?base64\?(.*)\?=$/s;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const PLAIN = /^[\x20-\x7e\t]*$/;

/** A header value with the Base64 sentinel decoded, or undefined when it is not valid. */
export function decodeHeaderValue(raw: string): string | undefined {
  const match = SENTINEL.exec(raw);
  if (match === null) return PLAIN.test(raw) ? raw : undefined;
  const encoded = match[1] ?? "";
  if (!BASE64.test(encoded)) return undefined;
  const bytes = Buffer.from(encoded, "base64");
  const text = new TextDecoder("utf-8", { fatal: true });
  try {
    return text.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The client capabilities a request declared in its `_meta`. */
export function declaredCapabilities(body: RequestBody): Record<string, unknown> {
  const meta = body.params?._meta;
  const declared = isObject(meta) ? meta[META.clientCapabilities] : undefined;
  return isObject(declared) ? declared : {};
}

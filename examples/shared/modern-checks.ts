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

/** The `_meta` keys every 2026-07-28 request must carry. */
const REQUIRED_META = [META.protocolVersion, META.clientCapabilities] as const;

/** Methods whose `Mcp-Name` header mirrors a body field, and the field. */
const NAME_SOURCE: Record<string, "name" | "uri"> = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
};

export type HeaderLookup = (name: string) => string | undefined;

/** A parsed JSON-RPC request: what the checks need from the body. */
export interface RequestBody {
  method: string;
  params?: Record<string, unknown>;
}

export interface CheckFailure {
  error: modern.AnyError;
  condition: modern.Condition;
}

/** The first failure in the register's order, or null when the request may be dispatched. */
export function checkModernRequest(
  header: HeaderLookup,
  body: RequestBody,
  supportedVersions: readonly string[],
): CheckFailure | null {
  const meta = isObject(body.params?._meta) ? body.params._meta : undefined;
  const missing = REQUIRED_META.filter((key) => meta?.[key] === undefined);
  if (missing.length > 0)
    return {
      error: modern.missingRequestMeta(`Missing required _meta field(s): ${missing.join(", ")}`),
      condition: "missingRequestMeta",
    };
  const version = meta?.[META.protocolVersion];

  const headerProblem = checkStandardHeaders(header, body, version);
  if (headerProblem !== null)
    return { error: modern.headerMismatch(headerProblem), condition: "headerMismatch" };

  if (typeof version !== "string" || !supportedVersions.includes(version))
    return {
      error: modern.unsupportedProtocolVersion({
        supported: [...supportedVersions],
        requested: typeof version === "string" ? version : String(version),
      }),
      condition: "unsupportedProtocolVersion",
    };
  return null;
}

function checkStandardHeaders(header: HeaderLookup, body: RequestBody, version: unknown): string | null {
  const versionHeader = header("mcp-protocol-version");
  if (versionHeader === undefined) return "MCP-Protocol-Version header missing";
  if (versionHeader !== version)
    return `MCP-Protocol-Version header value '${versionHeader}' does not match _meta protocolVersion`;
  const method = header("mcp-method");
  if (method === undefined) return "Mcp-Method header missing";
  if (method !== body.method) return `Mcp-Method header value '${method}' does not match body method`;
  const field = NAME_SOURCE[body.method];
  const expected = field === undefined ? undefined : body.params?.[field];
  if (typeof expected === "string") {
    const name = header("mcp-name");
    if (name === undefined) return "Mcp-Name header missing";
    const decoded = decodeHeaderValue(name);
    if (decoded === undefined) return "Mcp-Name header value is not valid";
    if (decoded !== expected) return `Mcp-Name header value '${name}' does not match body ${field}`;
  }
  return null;
}

/** A tool's `x-mcp-header` parameters checked against their `Mcp-Param-*` headers. */
export function checkParamHeaders(
  header: HeaderLookup,
  inputSchema: { properties: Record<string, Record<string, unknown>> },
  args: Record<string, unknown>,
): CheckFailure | null {
  for (const [property, schema] of Object.entries(inputSchema.properties)) {
    const suffix = schema["x-mcp-header"];
    if (typeof suffix !== "string") continue;
    const value = args[property];
    if (value === undefined || value === null) continue;
    const name = `Mcp-Param-${suffix}`;
    const raw = header(name);
    const fail = (problem: string): CheckFailure => ({
      error: modern.headerMismatch(`${name} header ${problem}`),
      condition: "headerMismatch",
    });
    if (raw === undefined) return fail("missing");
    const decoded = decodeHeaderValue(raw);
    if (decoded === undefined) return fail("is not a valid value");
    const matches =
      typeof value === "number"
        ? decoded.trim() !== "" && Number(decoded) === value
        : decoded === String(value);
    if (!matches) return fail(`value does not match argument ${property}`);
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

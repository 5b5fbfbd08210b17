/**
 * The checks a 2026-07-28 request passes before dispatch, in the register's check order
 * (the version, then the standard headers, `_meta`, and the headers and `Mcp-Param-*` headers
 * against the body), all mcp-errors' checkRequest; and reading a tool's `x-mcp-header` annotations, for a client that sends them.
 */
import type { ToolDefinition } from "mcp-errors";
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
 * The first failure of a 2026-07-28 request in the register's check order (the version, the
 * standard headers, `_meta`, then the headers and a tools/call's `Mcp-Param-*` headers against
 * `tools`),
 * or null when it may be dispatched: mcp-errors' checkRequest, which reads the headers through
 * `header`.
 */
export function checkModernRequest(
  header: HeaderLookup,
  body: RequestBody,
  supportedVersions: readonly string[],
  tools: readonly ToolDefinition[],
): CheckFailure | null {
  const failure = modern.checkRequest(
    { headers: { get: header }, body: body.raw },
    { supportedVersions, tools },
  );
  if (failure === null) return null;
  return { error: failure.error, condition: modern.conditionOf(failure.error) };
}

/** An `x-mcp-header` annotation: the header's name part, and the chain of `properties` keys to its value. */
export interface ParamHeader {
  name: string;
  path: string[];
}

/**
 * The `x-mcp-header` annotations of an input schema (the keyword mcp-errors' PARAM_HEADERS names).
 * The spec allows them on any property reached through `properties` keys alone, nested objects
 * included (not through items, composition or $ref), so the walk follows `properties` and nothing else.
 */
export function paramHeadersOf(inputSchema: unknown, path: string[] = []): ParamHeader[] {
  const properties = isObject(inputSchema) ? inputSchema.properties : undefined;
  if (!isObject(properties)) return [];
  return Object.entries(properties).flatMap(([key, schema]) => {
    if (!isObject(schema)) return [];
    const here = [...path, key];
    const annotation = schema[modern.PARAM_HEADERS.annotation];
    const own = typeof annotation === "string" ? [{ name: annotation, path: here }] : [];
    return [...own, ...paramHeadersOf(schema, here)];
  });
}

/** The value at a chain of own keys; undefined where the chain breaks. */
export function valueAt(args: unknown, path: readonly string[]): unknown {
  let value = args;
  for (const key of path) value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}

/** The client capabilities a request declared in its `_meta`. */
export function declaredCapabilities(body: RequestBody): Record<string, unknown> {
  const meta = body.params?._meta;
  const declared = isObject(meta) ? meta[META.clientCapabilities] : undefined;
  return isObject(declared) ? declared : {};
}

/** Talking to the upstream server: one JSON POST at a time, each with a deadline. */
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import { isObject, postJson, type JsonResponse } from "../shared/http.ts";
import { META, paramHeadersOf, valueAt } from "../shared/modern-checks.ts";

/** An upstream that does not answer within this is treated as unreachable. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

export const PROXY_INFO = { name: "mcp-errors-example-proxy", version: "0.1.0" };

/** A POST to the upstream, with a deadline the example client does without: a client of the proxy is waiting. */
function postUpstream(url: string, headers: Record<string, string>, body: unknown): Promise<JsonResponse> {
  return postJson(url, headers, body, { timeoutMs: UPSTREAM_TIMEOUT_MS });
}

/** A tool's input schema, as tools/list gave it (an object); the `Mcp-Param-*` headers read its annotations. */
export type ToolSchema = Record<string, unknown>;

/** Pages of tools/list the proxy reads at most, so that an upstream's endless cursor ends. */
const MAX_TOOL_PAGES = 100;

/** How old a read of the upstream's tools must be before a call naming a tool it lacked reads them again. */
const TOOLS_REREAD_MS = 5_000;

/**
 * The upstream's tools' input schemas by name, from its tools/list: read on first need, and again
 * when a call names a tool the last read did not have (the upstream's tools may change), but not
 * more often than TOOLS_REREAD_MS, so that calls to unknown tools cannot make the proxy list them
 * upstream on every call.
 */
export class ToolSchemas {
  private schemas = new Map<string, ToolSchema>();
  private readAt: number | undefined;

  constructor(private readonly list: (cursor: string | undefined) => Promise<JsonResponse>) {}

  async get(tool: string): Promise<ToolSchema | undefined> {
    const stale = this.readAt === undefined || Date.now() - this.readAt >= TOOLS_REREAD_MS;
    if (!this.schemas.has(tool) && stale) {
      this.readAt = Date.now();
      this.schemas = await this.load();
    }
    return this.schemas.get(tool);
  }

  private async load(): Promise<Map<string, ToolSchema>> {
    const schemas = new Map<string, ToolSchema>();
    let cursor: string | undefined;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
      const response = await this.list(cursor);
      const result = isObject(response.body) ? response.body.result : undefined;
      if (!isObject(result)) break;
      for (const tool of Array.isArray(result.tools) ? result.tools : []) {
        const schema = isObject(tool) ? toolSchemaOf(tool.inputSchema) : undefined;
        if (schema !== undefined && typeof tool.name === "string") schemas.set(tool.name, schema);
      }
      if (typeof result.nextCursor !== "string") break;
      cursor = result.nextCursor;
    }
    return schemas;
  }
}

/** An input schema the proxy can read: an object; anything else is no schema. */
function toolSchemaOf(inputSchema: unknown): ToolSchema | undefined {
  return isObject(inputSchema) ? inputSchema : undefined;
}

/** A 2026-07-28 upstream: every request carries its own `_meta` and mirrored headers. */
export class ModernUpstream {
  private readonly tools = new ToolSchemas((cursor) =>
    this.request("tools", "tools/list", cursor === undefined ? {} : { cursor }, {}),
  );

  constructor(readonly url: string) {}

  async request(
    id: string | number,
    method: string,
    params: Record<string, unknown>,
    clientCapabilities: Record<string, unknown>,
  ): Promise<JsonResponse> {
    const meta = isObject(params._meta) ? params._meta : {};
    const withMeta = {
      ...params,
      _meta: {
        ...meta,
        [META.protocolVersion]: modern.PROTOCOL_VERSION,
        [META.clientCapabilities]: clientCapabilities,
        [META.clientInfo]: PROXY_INFO,
      },
    };
    const headers: Record<string, string> = {
      "MCP-Protocol-Version": modern.PROTOCOL_VERSION,
      "Mcp-Method": method,
    };
    // Mcp-Name mirrors the body field mcp-errors' HEADERS table names for the method, if any.
    const namePath = Object.hasOwn(modern.HEADERS["Mcp-Name"].bodyField, method)
      ? modern.HEADERS["Mcp-Name"].bodyField[method]
      : undefined;
    const name = namePath === undefined ? undefined : valueAt({ method, params }, namePath);
    if (typeof name === "string") headers["Mcp-Name"] = encodeHeaderValue(name);
    if (method === "tools/call" && typeof params.name === "string" && isObject(params.arguments))
      Object.assign(headers, await this.paramHeaders(params.name, params.arguments));
    return postUpstream(this.url, headers, { jsonrpc: "2.0", id, method, params: withMeta });
  }

  /** The upstream's server/discover result, or undefined when it gives none. */
  async discover(): Promise<Record<string, unknown> | undefined> {
    const response = await this.request("discover", "server/discover", {}, {});
    const result = isObject(response.body) ? response.body.result : undefined;
    return isObject(result) ? result : undefined;
  }

  /** `Mcp-Param-*` headers for a tool's `x-mcp-header` arguments, from the upstream's tools/list. */
  private async paramHeaders(tool: string, args: Record<string, unknown>): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    for (const { name, path } of paramHeadersOf(await this.tools.get(tool))) {
      const value = valueAt(args, path);
      if (value === undefined || value === null) continue;
      headers[`${modern.PARAM_HEADERS.prefix}${name}`] = encodeHeaderValue(String(value));
    }
    return headers;
  }
}

/** A 2025-11-25 upstream: one session, opened on first use and reopened when it expires. */
export class LegacyUpstream {
  private session: Promise<{ id: string; result: Record<string, unknown> }> | undefined;
  /** Its tools' schemas, which the proxy checks a 2026-07-28 client's `Mcp-Param-*` headers against. */
  readonly tools = new ToolSchemas((cursor) =>
    this.request("tools", "tools/list", cursor === undefined ? {} : { cursor }),
  );

  constructor(readonly url: string) {}

  /** The upstream's InitializeResult. */
  async initializeResult(): Promise<Record<string, unknown>> {
    return (await this.open()).result;
  }

  async request(id: string | number, method: string, params: Record<string, unknown>): Promise<JsonResponse> {
    const send = async () => {
      const session = await this.open();
      return postUpstream(
        this.url,
        { "Mcp-Session-Id": session.id, "MCP-Protocol-Version": legacy.PROTOCOL_VERSION },
        { jsonrpc: "2.0", id, method, params },
      );
    };
    const first = await send();
    // In 2025-11-25 Streamable HTTP a 404 means the session expired: open a new one, once.
    if (first.status !== 404) return first;
    this.session = undefined;
    return send();
  }

  private open(): Promise<{ id: string; result: Record<string, unknown> }> {
    this.session ??= this.initialize().catch((error: unknown) => {
      this.session = undefined;
      throw error;
    });
    return this.session;
  }

  private async initialize(): Promise<{ id: string; result: Record<string, unknown> }> {
    const response = await postUpstream(
      this.url,
      {},
      {
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: legacy.PROTOCOL_VERSION, capabilities: {}, clientInfo: PROXY_INFO },
      },
    );
    const id = response.headers.get("mcp-session-id");
    const result = isObject(response.body) ? response.body.result : undefined;
    if (id === null || !isObject(result))
      throw new Error(`upstream initialize failed with HTTP ${response.status}`);
    await postUpstream(
      this.url,
      { "Mcp-Session-Id": id, "MCP-Protocol-Version": legacy.PROTOCOL_VERSION },
      { jsonrpc: "2.0", method: "notifications/initialized" },
    );
    return { id, result };
  }
}

/** A header value as sent: plain when it is safe ASCII, else the Base64 sentinel form. */
export function encodeHeaderValue(value: string): string {
  const plain = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(value) && !/^=\?base64\?.*\?=$/.test(value);
  return plain ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

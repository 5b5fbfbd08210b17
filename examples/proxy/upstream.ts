/**
 * Talking to the upstream server as its client: each request numbered by the proxy and sent
 * through `exchange` (a deadline, no redirects, bounded bodies, JSON or SSE answers). Nothing
 * here throws: a failed exchange is an Outcome the proxy answers its own client with.
 */
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import {
  DEFAULT_EXCHANGE_LIMITS,
  exchange,
  type ExchangeLimits,
  type Failure,
  type Outcome,
} from "../shared/exchange.ts";
import { isObject } from "../shared/http.ts";
import { META, paramHeadersOf, valueAt } from "../shared/modern-checks.ts";

export const PROXY_INFO = { name: "mcp-errors-example-proxy", version: "0.1.0" };

/** A tool's input schema, as tools/list gave it (an object); the `Mcp-Param-*` headers read its annotations. */
export type ToolSchema = Record<string, unknown>;

/** Pages of tools/list the proxy reads at most, so that an upstream's endless cursor ends. */
const MAX_TOOL_PAGES = 100;

/** How old a read of the upstream's tools must be before a call naming a tool it lacked reads them again. */
const TOOLS_REREAD_MS = 5_000;

/** The `result` of a successful exchange, when it is an object. */
export function resultOf(outcome: Outcome): Record<string, unknown> | undefined {
  const result = outcome.ok ? outcome.message?.result : undefined;
  return isObject(result) ? result : undefined;
}

/**
 * The upstream's tools' input schemas by name, from its tools/list: read on first need, and again
 * when a call names a tool the last read did not have (the upstream's tools may change), but not
 * more often than TOOLS_REREAD_MS, so that calls to unknown tools cannot make the proxy list them
 * upstream on every call.
 */
export class ToolSchemas {
  private schemas = new Map<string, ToolSchema>();
  private readAt: number | undefined;

  constructor(private readonly list: (cursor: string | undefined) => Promise<Outcome>) {}

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
      const result = resultOf(await this.list(cursor));
      if (result === undefined) break;
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

/** Where the upstream is, and the bounds on each exchange with it. */
export interface UpstreamOptions {
  url: string;
  limits?: Partial<ExchangeLimits>;
}

/** What both upstreams share: the URL, the limits, and the proxy's own request ids. */
abstract class Upstream {
  readonly url: string;
  protected readonly limits: ExchangeLimits;
  private nextId = 1;

  constructor(options: UpstreamOptions) {
    this.url = options.url;
    this.limits = { ...DEFAULT_EXCHANGE_LIMITS, ...options.limits };
  }

  /**
   * The proxy numbers its upstream requests itself: clients' ids may collide (two 2026-07-28
   * clients share one upstream session), and the answer to a client carries that client's id.
   */
  protected send(
    headers: Record<string, string>,
    method: string,
    params: Record<string, unknown>,
  ): Promise<Outcome> {
    const id = this.nextId++;
    return exchange(this.url, headers, { jsonrpc: "2.0", id, method, params }, this.limits);
  }

  protected notify(headers: Record<string, string>, method: string): Promise<Outcome> {
    return exchange(this.url, headers, { jsonrpc: "2.0", method }, this.limits);
  }
}

/** A 2026-07-28 upstream: every request carries its own `_meta` and mirrored headers. */
export class ModernUpstream extends Upstream {
  private readonly tools = new ToolSchemas((cursor) =>
    this.request("tools/list", cursor === undefined ? {} : { cursor }, {}),
  );

  async request(
    method: string,
    params: Record<string, unknown>,
    clientCapabilities: Record<string, unknown>,
  ): Promise<Outcome> {
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
    return this.send(headers, method, withMeta);
  }

  /** The upstream's server/discover answer. */
  discover(): Promise<Outcome> {
    return this.request("server/discover", {}, {});
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

/** The upstream's side of a 2025-11-25 session: its id (none if the upstream issues none), version and InitializeResult. */
interface UpstreamSession {
  id: string | undefined;
  version: string;
  result: Record<string, unknown>;
}

/** Versions the proxy can speak to a 2025-11-25-era upstream that counter-offers an older one. */
const HANDSHAKE_VERSIONS = new Set(["2025-03-26", "2025-06-18", legacy.PROTOCOL_VERSION]);

/** A session id as the spec allows one (2025-11-25 `basic/transports.mdx:203-204`: visible ASCII only). */
const SESSION_ID = /^[\x21-\x7e]+$/;

/**
 * A 2025-11-25 upstream: one session, opened on first use and reopened when it expires. Session
 * ids are optional in 2025-11-25 Streamable HTTP (a server "**MAY** assign a session ID",
 * `basic/transports.mdx:198`), so an upstream that issues none is served without one.
 */
export class LegacyUpstream extends Upstream {
  private session: Promise<UpstreamSession | Failure> | undefined;
  /** Its tools' schemas, which the proxy checks a 2026-07-28 client's `Mcp-Param-*` headers against. */
  readonly tools = new ToolSchemas((cursor) =>
    this.request("tools/list", cursor === undefined ? {} : { cursor }),
  );

  /** The upstream's InitializeResult, or why there is none. */
  async initializeResult(): Promise<{ ok: true; result: Record<string, unknown> } | Failure> {
    const session = await this.open();
    return "ok" in session ? session : { ok: true, result: session.result };
  }

  async request(method: string, params: Record<string, unknown>): Promise<Outcome> {
    const first = await this.sendInSession(method, params);
    // In 2025-11-25 Streamable HTTP a 404 to a request with a session id means the session
    // expired (basic/transports.mdx:211-215): open a new one, once, and send the request again.
    if (first.session?.id === undefined || first.outcome.status !== 404) return first.outcome;
    if (this.session !== undefined && (await this.session) === first.session) this.session = undefined;
    return (await this.sendInSession(method, params)).outcome;
  }

  private async sendInSession(
    method: string,
    params: Record<string, unknown>,
  ): Promise<{ outcome: Outcome; session?: UpstreamSession }> {
    const session = await this.open();
    if ("ok" in session) return { outcome: session };
    return { outcome: await this.send(sessionHeaders(session), method, params), session };
  }

  private open(): Promise<UpstreamSession | Failure> {
    this.session ??= this.initialize().then((session) => {
      if ("ok" in session) this.session = undefined; // a failed handshake is tried again next time
      return session;
    });
    return this.session;
  }

  private async initialize(): Promise<UpstreamSession | Failure> {
    const outcome = await this.send({}, "initialize", {
      protocolVersion: legacy.PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: PROXY_INFO,
    });
    if (!outcome.ok) return { ...outcome, detail: `failed its initialize: it ${outcome.detail}` };
    const result = resultOf(outcome);
    if (result === undefined)
      return {
        ok: false,
        kind: "not-json-rpc",
        detail: `refused the proxy's initialize (HTTP ${outcome.status})`,
        status: outcome.status,
      };
    const id = outcome.headers.get("mcp-session-id") ?? undefined;
    if (id !== undefined && !SESSION_ID.test(id))
      return {
        ok: false,
        kind: "not-json-rpc",
        detail: "issued a malformed session id",
        status: outcome.status,
      };
    const offered = result.protocolVersion;
    const version =
      typeof offered === "string" && HANDSHAKE_VERSIONS.has(offered) ? offered : legacy.PROTOCOL_VERSION;
    const session = { id, version, result };
    // Its answer changes nothing: a server that refuses it will refuse the requests that follow.
    await this.notify(sessionHeaders(session), "notifications/initialized");
    return session;
  }
}

function sessionHeaders(session: UpstreamSession): Record<string, string> {
  return {
    ...(session.id !== undefined ? { "Mcp-Session-Id": session.id } : {}),
    "MCP-Protocol-Version": session.version,
  };
}

/** A header value as sent: plain when it is safe ASCII, else the Base64 sentinel form. */
export function encodeHeaderValue(value: string): string {
  const plain = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(value) && !/^=\?base64\?.*\?=$/.test(value);
  return plain ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

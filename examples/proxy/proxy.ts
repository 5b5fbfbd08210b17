/**
 * A proxy between MCP revisions on plain node:http: 2025-11-25 clients in front of a 2026-07-28
 * upstream, or 2026-07-28 clients in front of a 2025-11-25 upstream. Upstream errors reach the
 * client in the client's revision, with the client's status, through translateResponse.
 *
 *   npx tsx examples/proxy/proxy.ts <upstream-url> <client-revision: 2025-11-25 | 2026-07-28> [port]
 */
import type { IncomingMessage, Server } from "node:http";
import { pathToFileURL } from "node:url";
import { translateResponse } from "mcp-errors/translate";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import {
  errorAnswer,
  jsonRpcErrorAnswer,
  STATUS_WHEN_SPEC_IS_SILENT,
  type ServedRevision,
} from "../shared/answer.ts";
import * as endpoint from "../shared/endpoint.ts";
import { header, isObject, requestIdOf, type Answer } from "../shared/http.ts";
import { initializeNotARequest, LegacySessionGate, SESSION_HEADER } from "../shared/legacy-sessions.ts";
import { checkModernRequest, META, type HeaderLookup, type RequestBody } from "../shared/modern-checks.ts";
import { LegacyUpstream, ModernUpstream, PROXY_INFO } from "./upstream.ts";

export const PROXY_PATH = "/mcp";

/** Methods 2026-07-28 removed: a 2026 client asking for them gets the proxy's own 404. */
const REMOVED_IN_MODERN = new Set([
  "initialize",
  "ping",
  "logging/setLevel",
  "resources/subscribe",
  "resources/unsubscribe",
]);

/** Results a 2026-07-28 client may cache carry a cache hint; the proxy lets it cache nothing. */
const CACHEABLE = new Set([
  "server/discover",
  "tools/list",
  "resources/list",
  "resources/templates/list",
  "prompts/list",
  "resources/read",
]);

/** 2026-07-28 result fields a 2025-11-25 client has no use for. */
const MODERN_RESULT_FIELDS = new Set(["resultType", "ttlMs", "cacheScope"]);

export interface ProxyOptions {
  upstreamUrl: string;
  /** The revision the proxy's clients speak; the upstream speaks the other one. */
  clientRevision: ServedRevision;
}

export function createProxy(options: ProxyOptions): Server {
  const front =
    options.clientRevision === legacy.REVISION
      ? new LegacyClients(new ModernUpstream(options.upstreamUrl))
      : new ModernClients(new LegacyUpstream(options.upstreamUrl));
  return endpoint.createHttpServer(
    (request) => handle(front, options.clientRevision, request),
    options.clientRevision,
  );
}

interface Front {
  post(lookup: HeaderLookup, id: string | number | undefined, body: RequestBody): Promise<Answer>;
  end(lookup: HeaderLookup): Answer;
}

async function handle(front: Front, revision: ServedRevision, request: IncomingMessage): Promise<Answer> {
  const refused = endpoint.refuseBeforeBody(request, PROXY_PATH);
  if (refused !== undefined) return refused;
  const lookup: HeaderLookup = (name) => header(request, name);
  if (request.method === "DELETE") return front.end(lookup);

  // Unlike the dual-era server, a proxy serves one revision: a body that is not JSON is answered in it too.
  const read = await endpoint.readJsonBody(request, revision);
  if ("answer" in read) return read.answer;
  const id = requestIdOf(read.json);
  const body = endpoint.asJsonRpcMessage(read.json);
  if (body === undefined) return jsonRpcErrorAnswer(revision, id, "invalidRequest");
  return front.post(lookup, id, body);
}

/** 2025-11-25 clients: the proxy keeps their sessions and forwards each request to a 2026-07-28 upstream. */
class LegacyClients implements Front {
  private readonly sessions = new LegacySessionGate<{
    version: string;
    capabilities: Record<string, unknown>;
  }>();

  constructor(private readonly upstream: ModernUpstream) {}

  async post(lookup: HeaderLookup, id: string | number | undefined, body: RequestBody): Promise<Answer> {
    if (body.method === "initialize" && lookup(SESSION_HEADER) === undefined)
      return id === undefined ? initializeNotARequest() : this.initialize(id, body);
    const admitted = this.sessions.admit(lookup, id);
    if ("refused" in admitted) return admitted.refused;
    if (id === undefined) return { status: 202 };
    if (body.method === "ping") return { status: 200, body: { jsonrpc: "2.0", id, result: {} } };

    const { capabilities } = admitted.session;
    const upstream = await this.upstream.request(id, body.method, body.params ?? {}, capabilities);
    const translated = translateResponse(upstream, {
      from: modern.REVISION,
      to: legacy.REVISION,
      request: { id, method: body.method, params: body.params },
    });
    const out = translated.body;
    const body2025 =
      isObject(out) && isObject(out.result)
        ? {
            ...out,
            result: Object.fromEntries(
              Object.entries(out.result).filter(([key]) => !MODERN_RESULT_FIELDS.has(key)),
            ),
          }
        : out;
    return { status: translated.status ?? STATUS_WHEN_SPEC_IS_SILENT, body: body2025 };
  }

  end(lookup: HeaderLookup): Answer {
    return this.sessions.end(lookup);
  }

  private async initialize(id: string | number, body: RequestBody): Promise<Answer> {
    const discovered = await this.upstream.discover();
    const capabilities = isObject(body.params?.capabilities) ? body.params.capabilities : {};
    const sessionId = this.sessions.open({ version: legacy.PROTOCOL_VERSION, capabilities });
    const result = {
      protocolVersion: legacy.PROTOCOL_VERSION,
      capabilities: isObject(discovered?.capabilities) ? discovered.capabilities : {},
      serverInfo: PROXY_INFO,
    };
    return { status: 200, body: { jsonrpc: "2.0", id, result }, headers: { "Mcp-Session-Id": sessionId } };
  }
}

/** 2026-07-28 clients: the proxy checks each request as a 2026 server must, then forwards it into one 2025-11-25 session. */
class ModernClients implements Front {
  constructor(private readonly upstream: LegacyUpstream) {}

  async post(lookup: HeaderLookup, id: string | number | undefined, body: RequestBody): Promise<Answer> {
    if (id === undefined) return { status: 202 };
    // A 2026-07-28 server checks a tool's Mcp-Param-* headers against its arguments; the 2025-11-25
    // upstream has no such headers, so the proxy checks them, against the upstream's tools/list.
    const name = body.method === "tools/call" ? body.params?.name : undefined;
    const schema = typeof name === "string" ? await this.upstream.tools.get(name) : undefined;
    const tools = typeof name === "string" && schema !== undefined ? [{ name, inputSchema: schema }] : [];
    const failure = checkModernRequest(lookup, body, [modern.PROTOCOL_VERSION], tools);
    if (failure !== null) return errorAnswer(modern.REVISION, id, failure.error);
    if (REMOVED_IN_MODERN.has(body.method))
      return errorAnswer(
        modern.REVISION,
        id,
        modern.methodNotFound({ message: `Method not found: ${body.method}` }),
      );

    let result: Record<string, unknown>;
    if (body.method === "server/discover") {
      const initialized = await this.upstream.initializeResult();
      // The proxy's own result: it carries the resultType every 2026-07-28 result must.
      result = {
        resultType: modern.RESULT_TYPE.complete,
        supportedVersions: [modern.PROTOCOL_VERSION],
        capabilities: initialized.capabilities ?? {},
      };
    } else {
      const { _meta: meta, ...params } = body.params ?? {};
      const forwardedMeta = withoutProtocolKeys(meta);
      const upstream = await this.upstream.request(id, body.method, {
        ...params,
        ...(forwardedMeta !== undefined ? { _meta: forwardedMeta } : {}),
      });
      const translated = translateResponse(upstream, {
        from: legacy.REVISION,
        to: modern.REVISION,
        request: { id, method: body.method, params: body.params },
      });
      const out = translated.body;
      if (!isObject(out) || !isObject(out.result))
        return { status: translated.status ?? STATUS_WHEN_SPEC_IS_SILENT, body: out };
      result = out.result;
    }
    return { status: 200, body: { jsonrpc: "2.0", id, result: modernResult(body.method, result) } };
  }

  end(): Answer {
    return { status: 405, headers: { allow: "POST" } };
  }
}

/**
 * A result as a 2026-07-28 one: a cache hint where one is required, and the proxy's serverInfo.
 * translateResponse has given a forwarded 2025-11-25 result its resultType.
 */
function modernResult(method: string, result: Record<string, unknown>): Record<string, unknown> {
  const meta = isObject(result._meta) ? result._meta : {};
  return {
    ...result,
    ...(CACHEABLE.has(method) ? { ttlMs: 0, cacheScope: "private" } : {}),
    _meta: { ...meta, [META.serverInfo]: PROXY_INFO },
  };
}

/** A request's `_meta` without the 2026 protocol keys, which mean nothing to a 2025-11-25 upstream. */
function withoutProtocolKeys(meta: unknown): Record<string, unknown> | undefined {
  if (!isObject(meta)) return undefined;
  const rest = Object.fromEntries(
    Object.entries(meta).filter(([key]) => !key.startsWith("io.modelcontextprotocol/")),
  );
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** Starts a proxy on 127.0.0.1; port 0 picks a free one. */
export async function startProxy(options: ProxyOptions, port = 0): Promise<{ server: Server; url: string }> {
  const server = createProxy(options);
  return { server, url: await endpoint.listenOnLoopback(server, port, PROXY_PATH) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [upstreamUrl, clientRevision, port] = process.argv.slice(2);
  if (
    upstreamUrl === undefined ||
    (clientRevision !== legacy.REVISION && clientRevision !== modern.REVISION)
  ) {
    console.error("usage: proxy.ts <upstream-url> <2025-11-25 | 2026-07-28> [port]");
    process.exit(2);
  }
  const { url } = await startProxy({ upstreamUrl, clientRevision }, Number(port ?? 0));
  console.log(`proxy for ${clientRevision} clients listening on ${url}, upstream ${upstreamUrl}`);
}

/**
 * A proxy between MCP revisions on plain node:http: 2025-11-25 clients in front of a 2026-07-28
 * upstream, or 2026-07-28 clients in front of a 2025-11-25 upstream. Upstream errors reach the
 * client in the client's revision, with the client's status, through translateResponse; every
 * answer carries the id of the client's request, whatever the upstream did.
 *
 *   npx tsx examples/proxy/proxy.ts <upstream-url> <client-revision: 2025-11-25 | 2026-07-28> [port]
 */
import type { IncomingMessage, Server } from "node:http";
import { pathToFileURL } from "node:url";
import type { ErrorObject } from "mcp-errors";
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
import type { ExchangeLimits, Failure, Outcome } from "../shared/exchange.ts";
import { header, isObject, requestIdOf, type Answer } from "../shared/http.ts";
import {
  initializeNotARequest,
  LegacySessionGate,
  SESSION_HEADER,
  type SessionLimits,
} from "../shared/legacy-sessions.ts";
import {
  checkModernRequest,
  META,
  valueAt,
  type HeaderLookup,
  type RequestBody,
} from "../shared/modern-checks.ts";
import { LegacyUpstream, ModernUpstream, PROXY_INFO, resultOf } from "./upstream.ts";

export const PROXY_PATH = "/mcp";

/** Results a 2026-07-28 client may cache carry a cache hint; the proxy lets it cache nothing. */
const CACHEABLE = new Set([
  "server/discover",
  "tools/list",
  "resources/list",
  "resources/templates/list",
  "prompts/list",
  "resources/read",
]);

/** The 2026-07-28 `resultType` of a result that asks the client for input (schema/2026-07-28/schema.ts:216). */
const INPUT_REQUIRED = "input_required";

/** 2026-07-28 result fields a 2025-11-25 client has no use for. */
const MODERN_RESULT_FIELDS = new Set(["resultType", "ttlMs", "cacheScope"]);

export interface ProxyOptions {
  upstreamUrl: string;
  /** The revision the proxy's clients speak; the upstream speaks the other one. */
  clientRevision: ServedRevision;
  /** Bounds on each exchange with the upstream (deadline, body bytes, JSON depth). */
  upstreamLimits?: Partial<ExchangeLimits>;
  /** How long 2025-11-25 clients' sessions live unused, how many may be open, and the clock (tests). */
  sessions?: Partial<SessionLimits>;
}

export function createProxy(options: ProxyOptions): Server {
  const upstream = {
    url: options.upstreamUrl,
    ...(options.upstreamLimits ? { limits: options.upstreamLimits } : {}),
  };
  const front: Front =
    options.clientRevision === legacy.REVISION
      ? new LegacyClients(new ModernUpstream(upstream), options.sessions)
      : new ModernClients(new LegacyUpstream(upstream));
  return endpoint.createHttpServer(
    (request, context) => handle(front, options.clientRevision, request, context),
    options.clientRevision,
  );
}

interface Front {
  /** The HTTP methods the endpoint serves. */
  readonly allow: readonly string[];
  post(lookup: HeaderLookup, id: string | number | undefined, body: RequestBody): Promise<Answer>;
  end(lookup: HeaderLookup): Answer;
}

async function handle(
  front: Front,
  revision: ServedRevision,
  request: IncomingMessage,
  context: endpoint.RequestContext,
): Promise<Answer> {
  const refused = endpoint.refuseBeforeBody(request, PROXY_PATH, front.allow, revision);
  if (refused !== undefined) return refused;
  const lookup: HeaderLookup = (name) => header(request, name);
  if (request.method === "DELETE") return front.end(lookup);

  // Unlike the dual-era server, a proxy serves one revision: a body that is not JSON is answered in it too.
  const read = await endpoint.readJsonBody(request, revision);
  context.idText = read.idText;
  if ("answer" in read) return read.answer;
  const id = requestIdOf(read.json);
  context.id = id;
  const body = endpoint.asJsonRpcMessage(read.json);
  if (body === undefined) return jsonRpcErrorAnswer(revision, id, "invalidRequest");
  return front.post(lookup, id, body);
}

/**
 * The answer to a client whose request the upstream did not answer: an internal error in the
 * client's revision, saying what the upstream did, with the client's request id (2025-11-25
 * `basic/index.mdx:89`: "Error responses **MUST** include the same ID as the request they
 * correspond to"; a client matches replies by id and would wait for one that never comes).
 */
function upstreamFailure(revision: ServedRevision, id: string | number, failure: Failure): Answer {
  // The mark mcp-errors' upstreamFailure gives its answers (data.upstream), with this proxy's
  // finer kinds of failure.
  const options = {
    message: `Bad Gateway: the upstream server ${failure.detail}`,
    data: { upstream: failure.kind },
  };
  const error = revision === modern.REVISION ? modern.internalError(options) : legacy.internalError(options);
  return errorAnswer(revision, id, error);
}

/**
 * The upstream's answer as the client's: translated by translateResponse (code, data, status,
 * resultType), which answers with the client's request id, not the proxy's own upstream id.
 */
function relay(
  outcome: Outcome,
  request: { id: string | number; method: string },
  from: ServedRevision,
  to: ServedRevision,
): { answer: Answer; result?: Record<string, unknown> } {
  if (!outcome.ok) return { answer: upstreamFailure(to, request.id, outcome) };
  if (outcome.message === undefined)
    return {
      answer: upstreamFailure(to, request.id, {
        ok: false,
        kind: "no-response",
        detail: "answered without a response",
      }),
    };
  const translated = translateResponse(
    { status: outcome.status, body: outcome.message },
    { from, to, request },
  );
  const body = translated.body;
  const answer = { status: translated.status ?? STATUS_WHEN_SPEC_IS_SILENT, body };
  return isObject(body) && isObject(body.result) ? { answer, result: body.result } : { answer };
}

/** 2025-11-25 clients: the proxy keeps their sessions and forwards each request to a 2026-07-28 upstream. */
class LegacyClients implements Front {
  readonly allow = ["POST", "DELETE"];
  private readonly sessions: LegacySessionGate<{ version: string; capabilities: Record<string, unknown> }>;

  constructor(
    private readonly upstream: ModernUpstream,
    limits: Partial<SessionLimits> = {},
  ) {
    this.sessions = new LegacySessionGate(limits);
  }

  async post(lookup: HeaderLookup, id: string | number | undefined, body: RequestBody): Promise<Answer> {
    if (body.method === "initialize" && lookup(SESSION_HEADER) === undefined)
      return id === undefined ? initializeNotARequest() : this.initialize(id, body);
    const admitted = this.sessions.admit(lookup, id);
    if ("refused" in admitted) return admitted.refused;
    // 2026-07-28 defines no client notifications over HTTP: the session's are accepted, and end here.
    if (id === undefined) return { status: 202 };
    if (body.method === "ping") return { status: 200, body: { jsonrpc: "2.0", id, result: {} } };

    const unnamed = missingNameField(body);
    if (unnamed !== undefined)
      return errorAnswer(
        legacy.REVISION,
        id,
        legacy.invalidParams({ message: `Invalid params: ${body.method} needs a string ${unnamed}` }),
      );
    const request = { id, method: body.method };
    const outcome = await this.upstream.request(
      body.method,
      body.params ?? {},
      admitted.session.capabilities,
    );
    const { answer, result } = relay(outcome, request, modern.REVISION, legacy.REVISION);
    if (result === undefined) return answer;
    if (result.resultType === INPUT_REQUIRED) return inputRequiredAnswer(request, result);
    const legacyResult = Object.fromEntries(
      Object.entries(result).filter(([key]) => !MODERN_RESULT_FIELDS.has(key)),
    );
    return { ...answer, body: { jsonrpc: "2.0", id, result: legacyResult } };
  }

  end(lookup: HeaderLookup): Answer {
    return this.sessions.end(lookup);
  }

  /**
   * A session for the client, if the upstream answers server/discover: the client's capabilities
   * go upstream with each of its requests, the upstream's come back in the result. An upstream
   * that cannot be reached, or refuses discovery, fails the initialize, with its id.
   */
  private async initialize(id: string | number, body: RequestBody): Promise<Answer> {
    const outcome = await this.upstream.discover();
    const discovered = resultOf(outcome);
    if (discovered === undefined)
      return relay(outcome, { id, method: "server/discover" }, modern.REVISION, legacy.REVISION).answer;
    const capabilities = isObject(body.params?.capabilities) ? body.params.capabilities : {};
    const sessionId = this.sessions.open({ version: legacy.PROTOCOL_VERSION, capabilities });
    const result = {
      protocolVersion: legacy.PROTOCOL_VERSION,
      capabilities: isObject(discovered.capabilities) ? discovered.capabilities : {},
      serverInfo: PROXY_INFO,
    };
    return { status: 200, body: { jsonrpc: "2.0", id, result }, headers: { "Mcp-Session-Id": sessionId } };
  }
}

/**
 * The body field a method's `Mcp-Name` header mirrors (mcp-errors' HEADERS), when the request
 * lacks it as a string. Such a request fails its own params schema, which a 2025-11-25 server
 * answers with -32602; forwarded, the 2026-07-28 upstream would see a missing header instead.
 */
function missingNameField(body: RequestBody): string | undefined {
  const { bodyField } = modern.HEADERS["Mcp-Name"];
  const path = Object.hasOwn(bodyField, body.method) ? bodyField[body.method] : undefined;
  if (path === undefined) return undefined;
  return typeof valueAt({ method: body.method, params: body.params }, path) === "string"
    ? undefined
    : path.at(-1);
}

/**
 * The proxy's choice for a 2026-07-28 `input_required` result, which 2025-11-25 cannot express
 * (its results have no `resultType`, and its clients would read the result as complete): the
 * client is told, never handed a silent success. A tool call gets a tool result with
 * `isError: true` that names what the upstream asked for, which the model sees; any other request
 * gets an internal error saying the same. The proxy does not carry the input requests over to the
 * client's own elicitation or sampling.
 */
function inputRequiredAnswer(
  request: { id: string | number; method: string },
  result: Record<string, unknown>,
): Answer {
  const asked = isObject(result.inputRequests)
    ? Object.values(result.inputRequests).map((input) =>
        isObject(input) && typeof input.method === "string" ? input.method : "unknown",
      )
    : [];
  const text =
    `The upstream server needs input before it can answer (a 2026-07-28 input_required result, asking for ${asked.length > 0 ? asked.join(", ") : "unnamed input"}). ` +
    "This proxy does not carry such requests to 2025-11-25 clients, so the request was not completed.";
  if (request.method === "tools/call")
    return {
      status: 200,
      body: { jsonrpc: "2.0", id: request.id, result: { content: [{ type: "text", text }], isError: true } },
    };
  return errorAnswer(legacy.REVISION, request.id, legacy.internalError({ message: text }));
}

/** 2026-07-28 clients: the proxy checks each request as a 2026 server must, then forwards it into one 2025-11-25 session. */
class ModernClients implements Front {
  /** 2026-07-28 has no sessions to end: a DELETE, like a GET, gets 405 (streamable-http.mdx:680-684). */
  readonly allow = ["POST"];

  constructor(private readonly upstream: LegacyUpstream) {}

  async post(lookup: HeaderLookup, id: string | number | undefined, body: RequestBody): Promise<Answer> {
    if (id === undefined) return { status: 202 };
    // A 2026-07-28 server checks a tool's Mcp-Param-* headers against its arguments; the 2025-11-25
    // upstream has no such headers, so the proxy checks them, against the upstream's tools/list.
    const name = body.method === "tools/call" ? body.params?.name : undefined;
    const schema = typeof name === "string" ? await this.upstream.tools.get(name) : undefined;
    const tools = typeof name === "string" && schema !== undefined ? [{ name, inputSchema: schema }] : [];
    const failure = checkModernRequest(lookup, body, [modern.PROTOCOL_VERSION], tools);
    if (failure !== null) return refusal(body, id, failure.error);
    // Methods 2026-07-28 removed (ping, initialize, tasks/*, ...): the proxy's own 404, though the
    // 2025-11-25 upstream still has them.
    if (modern.isRemovedMethod(body.method))
      return refusal(body, id, modern.methodNotFound({ message: `Method not found: ${body.method}` }));

    if (body.method === "server/discover") {
      const initialized = await this.upstream.initializeResult();
      if (!initialized.ok) return upstreamFailure(modern.REVISION, id, initialized);
      // The proxy's own result: it carries the resultType every 2026-07-28 result must.
      const result = {
        resultType: modern.RESULT_TYPE.complete,
        supportedVersions: [modern.PROTOCOL_VERSION],
        capabilities: isObject(initialized.result.capabilities) ? initialized.result.capabilities : {},
      };
      return { status: 200, body: { jsonrpc: "2.0", id, result: modernResult(body.method, result) } };
    }
    const { _meta: meta, ...params } = body.params ?? {};
    const forwardedMeta = withoutProtocolKeys(meta);
    const outcome = await this.upstream.request(body.method, {
      ...params,
      ...(forwardedMeta !== undefined ? { _meta: forwardedMeta } : {}),
    });
    const { answer, result } = relay(outcome, { id, method: body.method }, legacy.REVISION, modern.REVISION);
    if (result === undefined) return answer;
    return { status: 200, body: { jsonrpc: "2.0", id, result: modernResult(body.method, result) } };
  }

  end(): Answer {
    return { status: 405, headers: { allow: this.allow.join(", ") } };
  }
}

/**
 * A 2026-07-28 error answer; to an `initialize`, which only a 2025-11-25 client sends, its message
 * also names the versions the proxy serves: "A server that supports only modern versions
 * **SHOULD** name the protocol versions it supports in any error it returns to an `initialize`
 * request" (2026-07-28 `basic/versioning.mdx:154-157`).
 */
function refusal(body: RequestBody, id: string | number, error: ErrorObject): Answer {
  const answer = errorAnswer(modern.REVISION, id, error);
  if (body.method !== "initialize" || !isObject(answer.body) || !isObject(answer.body.error)) return answer;
  const message = `${String(answer.body.error.message)} (this server supports protocol version ${modern.PROTOCOL_VERSION} only)`;
  return { ...answer, body: { ...answer.body, error: { ...answer.body.error, message } } };
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

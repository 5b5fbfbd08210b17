/**
 * The HTTP side of an MCP endpoint on node:http, which the dual-era server and the proxy share:
 * what is refused before the body is read, how the body becomes a JSON-RPC message, and how an
 * Answer reaches the wire. What each does with the message stays in its own file.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { requestIdText } from "mcp-errors";
import { httpRefusal, jsonRpcErrorAnswer, transportFailure, type ServedRevision } from "./answer.ts";
import {
  accepts,
  header,
  isAllowedOrigin,
  isObject,
  mediaTypeOf,
  readBody,
  requestIdOf,
  send,
  serialize,
  withinDepth,
  type Answer,
} from "./http.ts";
import type { RequestBody } from "./modern-checks.ts";

/**
 * The answer to a request refused before its body is read, or undefined for a POST (or another
 * method in `allow`) to the endpoint: 404 off `path`; 403 for a foreign Origin (DNS rebinding);
 * 405 with `Allow` for a method the endpoint does not serve, GET included (the examples open no
 * SSE stream: 2025-11-25 `basic/transports.mdx:140-141` requires 405 then, and 2026-07-28
 * `streamable-http.mdx:680-684` asks it of a GET or DELETE); for a POST, 415 when the body is not
 * declared JSON and 406 when the client does not accept both answers Streamable HTTP allows
 * (2025-11-25 `basic/transports.mdx:91-92`, 2026-07-28 `streamable-http.mdx:76-77`: the client
 * "**MUST** include an `Accept` header, listing both `application/json` and `text/event-stream`").
 * `revision` is the one an error body is written in.
 */
export function refuseBeforeBody(
  request: IncomingMessage,
  path: string,
  allow: readonly string[],
  revision: ServedRevision,
): Answer | undefined {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname !== path) return { status: 404 };
  if (!isAllowedOrigin(header(request, "origin")))
    return transportFailure("invalidOrigin", undefined, "Forbidden: Origin not allowed");
  if (request.method === undefined || !allow.includes(request.method))
    return { status: 405, headers: { allow: allow.join(", ") } };
  if (request.method !== "POST") return undefined;
  if (mediaTypeOf(header(request, "content-type")) !== "application/json")
    return httpRefusal(revision, 415, "Unsupported Media Type: Content-Type must be application/json");
  const accept = header(request, "accept");
  if (!accepts(accept, "application/json") || !accepts(accept, "text/event-stream"))
    return httpRefusal(
      revision,
      406,
      "Not Acceptable: Accept must list both application/json and text/event-stream",
    );
  return undefined;
}

/**
 * The body parsed as JSON, or the answer to one too large (413), not JSON (a parse error in
 * `revision`), or nested deeper than MAX_JSON_DEPTH (an invalid request, with its id if it has one).
 */
export async function readJsonBody(
  request: IncomingMessage,
  revision: ServedRevision,
): Promise<({ json: unknown } | { answer: Answer }) & { idText?: string }> {
  const text = await readBody(request);
  if (text === null) return { answer: { status: 413 } };
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return { answer: jsonRpcErrorAnswer(revision, undefined, "parseError") };
  }
  // The id as the body wrote it: JSON.parse has rounded an integer id beyond 2^53.
  const idText = requestIdText(text);
  if (!withinDepth(json))
    return {
      answer: jsonRpcErrorAnswer(
        revision,
        requestIdOf(json),
        "invalidRequest",
        "Invalid Request: nested too deeply",
      ),
      ...(idText === undefined ? {} : { idText }),
    };
  return { json, ...(idText === undefined ? {} : { idText }) };
}

/**
 * The JSON as a JSON-RPC request or notification, or undefined when it is neither: an id MCP does
 * not allow (null, a fraction) makes an invalid request, not a notification.
 */
export function asJsonRpcMessage(json: unknown): RequestBody | undefined {
  if (!isObject(json) || json.jsonrpc !== "2.0" || typeof json.method !== "string") return undefined;
  if (json.id !== undefined && requestIdOf(json) === undefined) return undefined;
  if (json.params !== undefined && !isObject(json.params)) return undefined;
  return { method: json.method, raw: json, ...(json.params !== undefined ? { params: json.params } : {}) };
}

/**
 * What a handler has learnt about the request it answers, for the answer to a failure: its id
 * once the body has been read, and the revision its errors are written in.
 */
export interface RequestContext {
  id: string | number | undefined;
  revision: ServedRevision;
  /** The id as the body wrote it, which every answer is written with (serialize). */
  idText?: string | undefined;
}

/**
 * A node:http server that sends what `handle` answers. Whatever the handler throws, and an answer
 * that cannot be written (JSON.stringify throws), still gets the peer a JSON-RPC internal error
 * in the request's revision, with the request's id when it was read; the process never sees the
 * throw. Only a failure to write even that drops the connection.
 */
export function createHttpServer(
  handle: (request: IncomingMessage, context: RequestContext) => Promise<Answer>,
  revision: ServedRevision,
): Server {
  return createServer((request, response) => {
    const context: RequestContext = { id: undefined, revision };
    const fallback = () => {
      const answer = jsonRpcErrorAnswer(context.revision, context.id, "internalError");
      return context.id === undefined ? { ...answer, status: 500 } : answer;
    };
    const deliver = (answer: Answer) => {
      let wire: ReturnType<typeof serialize>;
      try {
        wire = serialize(answer, context.idText);
      } catch {
        wire = serialize(fallback(), context.idText);
      }
      send(response, wire);
    };
    handle(request, context)
      .catch(fallback)
      .then(deliver)
      .catch(() => response.destroy());
  });
}

/**
 * Listens on 127.0.0.1 only, as a local MCP server should, so nothing off this machine reaches it;
 * port 0 picks a free one. Returns the endpoint's URL.
 */
export async function listenOnLoopback(server: Server, port: number, path: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return `http://127.0.0.1:${bound}${path}`;
}

/**
 * The HTTP side of an MCP endpoint on node:http, which the dual-era server and the proxy share:
 * what is refused before the body is read, how the body becomes a JSON-RPC message, and how an
 * Answer reaches the wire. What each does with the message stays in its own file.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { jsonRpcErrorAnswer, transportFailure, type ServedRevision } from "./answer.ts";
import { header, isAllowedOrigin, isObject, readBody, requestIdOf, send, type Answer } from "./http.ts";
import type { RequestBody } from "./modern-checks.ts";

/**
 * The answer to a request refused before its body is read, or undefined for a POST or DELETE to
 * the endpoint: 404 off `path`, 403 for a foreign Origin (DNS rebinding), 405 for other methods.
 */
export function refuseBeforeBody(request: IncomingMessage, path: string): Answer | undefined {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname !== path) return { status: 404 };
  if (!isAllowedOrigin(header(request, "origin")))
    return transportFailure("invalidOrigin", undefined, "Forbidden: Origin not allowed");
  if (request.method !== "POST" && request.method !== "DELETE")
    return { status: 405, headers: { allow: "POST, DELETE" } };
  return undefined;
}

/** The body parsed as JSON, or the answer to one too large (413) or not JSON (a parse error in `revision`). */
export async function readJsonBody(
  request: IncomingMessage,
  revision: ServedRevision,
): Promise<{ json: unknown } | { answer: Answer }> {
  const text = await readBody(request);
  if (text === null) return { answer: { status: 413 } };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return { answer: jsonRpcErrorAnswer(revision, undefined, "parseError") };
  }
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
 * A node:http server that sends what `handle` answers. A handler that throws still gets its peer
 * a JSON-RPC internal error in `revision`; an answer that cannot be sent drops the connection.
 */
export function createHttpServer(
  handle: (request: IncomingMessage) => Promise<Answer>,
  revision: ServedRevision,
): Server {
  return createServer((request, response) => {
    handle(request)
      .catch(() => jsonRpcErrorAnswer(revision, undefined, "internalError"))
      .then(
        (answer) => send(response, answer),
        () => response.destroy(),
      );
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

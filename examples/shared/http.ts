/** Plain HTTP plumbing the examples share: reading a body, writing an answer, POSTing JSON to a peer. */
import type { IncomingMessage, ServerResponse } from "node:http";

/** What an example sends back: an HTTP status, an optional JSON body and extra headers. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Requests larger than this are refused before they are parsed. */
export const MAX_BODY_BYTES = 1_000_000;

/** The body as text, or null when it is larger than MAX_BODY_BYTES. */
export async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function send(response: ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers);
    response.end();
    return;
  }
  const text = JSON.stringify(answer.body);
  headers["content-type"] = "application/json";
  headers["content-length"] = String(Buffer.byteLength(text));
  response.writeHead(answer.status, headers);
  response.end(text);
}

/** One header's value (the first, when repeated), or undefined. Names are case-insensitive. */
export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The JSON-RPC id of a parsed body, when it has a valid one. */
export function requestIdOf(body: unknown): string | number | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const id = (body as { id?: unknown }).id;
  return typeof id === "string" || (typeof id === "number" && Number.isInteger(id)) ? id : undefined;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Origins a local server accepts: none at all (non-browser clients), or a loopback page. */
export function isAllowedOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    const { hostname } = new URL(origin);
    return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
  } catch {
    return false;
  }
}

/** A peer's HTTP response: its status, its body parsed as JSON (undefined when it is not JSON), its headers. */
export interface JsonResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * POSTs a JSON-RPC message as an MCP client does, accepting either answer Streamable HTTP allows.
 * The examples' peers answer with JSON, so the body is read as JSON only.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  options: { timeoutMs?: number } = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify(body),
    ...(options.timeoutMs !== undefined ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

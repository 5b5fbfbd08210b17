/** Plain HTTP plumbing the examples share: reading a body, writing an answer, reading headers. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { stringifyMessage } from "mcp-errors";

/** What an example sends back: an HTTP status, an optional JSON body and extra headers. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Requests larger than this are refused before they are parsed. */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * JSON nested deeper than this is refused, whether a client sends it or an upstream answers with
 * it: JSON.parse reads any depth, but JSON.stringify recurses, and an answer some thousands of
 * levels deep would overflow the stack while it is written. MCP messages nest a few dozen levels
 * at most (a tool's input schema inside a list result).
 */
export const MAX_JSON_DEPTH = 100;

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

/**
 * An answer as the bytes and headers that go on the wire; throws on a body JSON cannot write.
 * `idText` is the request's id as its body wrote it (requestIdText): an integer id beyond 2^53,
 * which JSON.parse rounded, goes back as it came.
 */
export function serialize(
  answer: Answer,
  idText?: string,
): {
  status: number;
  headers: Record<string, string>;
  text?: string;
} {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === undefined) return { status: answer.status, headers };
  const text = stringifyMessage(answer.body, idText);
  headers["content-type"] = "application/json";
  headers["content-length"] = String(Buffer.byteLength(text));
  return { status: answer.status, headers, text };
}

export function send(response: ServerResponse, wire: ReturnType<typeof serialize>): void {
  response.writeHead(wire.status, wire.headers);
  response.end(wire.text);
}

/**
 * One header's value, or undefined. Names are case-insensitive; a header sent more than once
 * reads as its values joined with ", " (as RFC 9110 combines field lines), so that a repeated
 * header is never mistaken for its first or last copy.
 */
export function header(request: IncomingMessage, name: string): string | undefined {
  return request.headersDistinct[name.toLowerCase()]?.join(", ");
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

/**
 * Whether a parsed JSON value nests no deeper than `maxDepth` objects and arrays. The walk keeps
 * its own stack, so asking about a value of any depth is safe.
 */
export function withinDepth(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth > maxDepth) return false;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return true;
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

/** A `Content-Type` value's media type, lower-cased and without parameters. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(";")[0]?.trim().toLowerCase();
}

/**
 * Whether an `Accept` header lists `type` ("application/json"): by name, or by a `type/*` or
 * `*\/*` range, with a quality above 0 (RFC 9110, section 12.5.1). An absent header accepts nothing
 * here: the MCP client must send one.
 */
export function accepts(accept: string | undefined, type: string): boolean {
  if (accept === undefined) return false;
  const [major] = type.split("/");
  return accept.split(",").some((range) => {
    const [name = "", ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    return name === type || name === `${major}/*` || name === "*/*";
  });
}

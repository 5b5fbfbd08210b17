/**
 * One JSON-RPC message POSTed to an MCP endpoint as a client sends it, and the answer read in
 * either form Streamable HTTP allows: a JSON body, or an SSE stream that carries the response
 * (2025-11-25 `basic/transports.mdx:101-104`, 2026-07-28 `streamable-http.mdx:88-91`: "The
 * client **MUST** support both"). The proxy is its upstream's client, so every bound here is one
 * a hostile or broken upstream cannot push past: a deadline on the whole exchange, body and
 * stream included; no redirects followed; a byte limit on what is buffered; a depth limit on the
 * JSON that is kept. Never throws: what goes wrong is a Failure the caller answers with.
 */
import { createParser } from "eventsource-parser";
import { isObject, withinDepth, MAX_JSON_DEPTH } from "./http.ts";

export interface ExchangeLimits {
  /** The whole exchange, from connecting to the end of the answer, must fit in this. */
  timeoutMs: number;
  /** Bytes of body (JSON, or SSE stream up to the response) read at most. */
  maxBodyBytes: number;
  /** How deep the JSON kept from the answer may nest. */
  maxDepth: number;
}

export const DEFAULT_EXCHANGE_LIMITS: ExchangeLimits = {
  timeoutMs: 10_000,
  maxBodyBytes: 8_000_000,
  maxDepth: MAX_JSON_DEPTH,
};

/** Why an exchange produced no JSON-RPC answer to relay. */
export type FailureKind =
  | "unreachable"
  | "timeout"
  | "redirect"
  | "too-large"
  | "too-deep"
  | "not-json-rpc"
  | "no-response"
  | "http-error";

export interface Failure {
  ok: false;
  kind: FailureKind;
  /** What happened, in words a client of the proxy may see (no upstream address). */
  detail: string;
  /** The upstream's HTTP status, when it answered at all. */
  status?: number;
}

export interface Reply {
  ok: true;
  status: number;
  headers: Headers;
  /**
   * The JSON-RPC response to the request (an object with `result` or `error`), or undefined for
   * a message that expects none (a notification) answered with 202.
   */
  message: Record<string, unknown> | undefined;
}

export type Outcome = Reply | Failure;

const failure = (kind: FailureKind, detail: string, status?: number): Failure => ({
  ok: false,
  kind,
  detail,
  ...(status !== undefined ? { status } : {}),
});

/**
 * POSTs `message` to `url` with the headers every MCP client sends, and reads the answer. For a
 * request, the answer is the JSON-RPC response whose id is the request's: the JSON body, or the
 * first such response on the SSE stream (notifications and requests before it are skipped, and
 * the stream is closed once it arrives).
 */
export async function exchange(
  url: string,
  headers: Record<string, string>,
  message: Record<string, unknown>,
  limits: ExchangeLimits = DEFAULT_EXCHANGE_LIMITS,
): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...headers,
        },
        body: JSON.stringify(message),
        // A redirect is the upstream's failure: following one would re-send the client's request
        // wherever the upstream points (server-side request forgery).
        redirect: "manual",
        signal: controller.signal,
      });
    } catch {
      return controller.signal.aborted
        ? failure("timeout", `no answer within ${limits.timeoutMs} ms`)
        : failure("unreachable", "could not connect");
    }
    try {
      return await readAnswer(response, message.id, limits);
    } catch {
      // The deadline aborts a body still being read; anything else is a broken stream.
      return controller.signal.aborted
        ? failure("timeout", `no complete answer within ${limits.timeoutMs} ms`, response.status)
        : failure("no-response", "the connection broke before the answer was complete", response.status);
    } finally {
      // Whatever was not read (the rest of an SSE stream) is dropped, and the connection with it.
      await response.body?.cancel().catch(() => undefined);
    }
  } finally {
    clearTimeout(timer);
  }
}

async function readAnswer(response: Response, id: unknown, limits: ExchangeLimits): Promise<Outcome> {
  const status = response.status;
  if ((status >= 300 && status < 400) || response.type === "opaqueredirect")
    return failure("redirect", `answered with a redirect (HTTP ${status}), which is not followed`, status);
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/event-stream" && status >= 200 && status < 300) return readStream(response, id, limits);
  const text = await readText(response, limits.maxBodyBytes);
  if (text === null)
    return failure("too-large", `answered with more than ${limits.maxBodyBytes} bytes`, status);
  if (text === "" && id === undefined && status >= 200 && status < 300)
    return { ok: true, status, headers: response.headers, message: undefined };
  const parsed = parseMessage(text, limits.maxDepth);
  if (parsed === "too-deep")
    return failure("too-deep", `answered with JSON nested deeper than ${limits.maxDepth} levels`, status);
  if (parsed === undefined || !isResponse(parsed))
    return status >= 200 && status < 300
      ? failure("not-json-rpc", `answered HTTP ${status} with a body that is not a JSON-RPC response`, status)
      : failure("http-error", `answered HTTP ${status} without a JSON-RPC response`, status);
  return { ok: true, status, headers: response.headers, message: parsed };
}

/** The SSE stream's response to the request `id`; events are bounded by the same byte limit. */
async function readStream(response: Response, id: unknown, limits: ExchangeLimits): Promise<Outcome> {
  const status = response.status;
  let found: Record<string, unknown> | undefined;
  let problem: Failure | undefined;
  const parser = createParser({
    maxBufferSize: limits.maxBodyBytes,
    onEvent(event) {
      if (found !== undefined || problem !== undefined) return;
      if (event.event !== undefined && event.event !== "message") return;
      if (event.data === "") return; // a priming event: an id and no data
      const parsed = parseMessage(event.data, limits.maxDepth);
      if (parsed === "too-deep")
        problem = failure("too-deep", `sent an event nested deeper than ${limits.maxDepth} levels`, status);
      else if (parsed !== undefined && isResponse(parsed) && (id === undefined || parsed.id === id))
        found = parsed;
    },
    onError(error) {
      if (error.type === "max-buffer-size-exceeded")
        problem = failure("too-large", `sent an event larger than ${limits.maxBodyBytes} bytes`, status);
    },
  });
  const reader = response.body?.getReader();
  if (reader === undefined) return failure("no-response", "opened no stream", status);
  const decoder = new TextDecoder();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > limits.maxBodyBytes)
      return failure("too-large", `sent more than ${limits.maxBodyBytes} bytes without the response`, status);
    parser.feed(decoder.decode(value, { stream: true }));
    if (problem !== undefined) return problem;
    if (found !== undefined) return { ok: true, status, headers: response.headers, message: found };
  }
  parser.reset({ consume: true });
  if (problem !== undefined) return problem;
  if (found !== undefined) return { ok: true, status, headers: response.headers, message: found };
  return failure("no-response", "closed its stream without a response to the request", status);
}

/** The body as text, or null once it passes `max` bytes (the rest is never read). */
async function readText(response: Response, max: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) return null;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The text as a JSON object no deeper than `maxDepth`, "too-deep", or undefined when it is neither. */
function parseMessage(text: string, maxDepth: number): Record<string, unknown> | "too-deep" | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!withinDepth(value, maxDepth)) return "too-deep";
  return isObject(value) ? value : undefined;
}

/** A JSON-RPC response: `result` or `error`, and no method. */
function isResponse(value: Record<string, unknown>): boolean {
  return value.method === undefined && (Object.hasOwn(value, "result") || Object.hasOwn(value, "error"));
}

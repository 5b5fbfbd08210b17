/**
 * An upstream on 127.0.0.1 that answers however a test scripts it, for what real servers do
 * rarely and hostile ones on purpose: SSE framing of every kind, redirects, bodies that never end,
 * JSON nested 20,000 levels deep. It records each request it gets.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export type Script = (request: Received, response: ServerResponse) => void | Promise<void>;

export interface ScriptedUpstream {
  /** The endpoint, http://127.0.0.1:<port>/mcp. */
  url: string;
  /** Every request so far, in order. */
  received: Received[];
  /** What the next requests get, until set again. */
  script: Script;
  close(): Promise<void>;
}

export async function startScriptedUpstream(script: Script): Promise<ScriptedUpstream> {
  const upstream: ScriptedUpstream = {
    url: "",
    received: [],
    script,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const received = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body,
      };
      upstream.received.push(received);
      await upstream.script(received, response);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  return upstream;
}

/** The JSON-RPC id of a received request, for an answer that echoes it. */
export function idOf(request: Received): unknown {
  return typeof request.body === "object" && request.body !== null
    ? (request.body as { id?: unknown }).id
    : undefined;
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json" });
  response.end(text);
}

/** An SSE stream of `frames`, each written as it is (the test spells out the framing), then closed unless `keepOpen`. */
export function sse(response: ServerResponse, frames: readonly string[], keepOpen = false): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const frame of frames) response.write(frame);
  if (!keepOpen) response.end();
}

/** A value nested `depth` arrays deep, as JSON text (built without recursion). */
export function nestedJson(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

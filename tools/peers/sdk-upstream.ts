/**
 * The official SDK v2 server (`@modelcontextprotocol/server` 2.4.0) as an upstream behind the
 * example proxies, on 127.0.0.1 and a free port, in the shapes real deployments use: the 2025-11-25
 * transport with sessions or without (the SDK's default legacy serving issues no session id), each
 * answering with SSE streams (the SDK's default) or JSON bodies; and 2026-07-28 stateless serving,
 * with SSE or JSON responses. Every variant serves the same small catalogue, so that the same
 * conditions (unknown tool, missing resource, bad input, input required) happen behind the proxy.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createMcpHandler,
  fromJsonSchema,
  inputRequired,
  isInitializeRequest,
  McpServer,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";

export type SdkUpstreamVariant =
  | "legacy-sse-sessions"
  | "legacy-json-sessions"
  | "legacy-sse-no-session"
  | "legacy-json-no-session"
  | "modern-sse"
  | "modern-json";

export const SDK_UPSTREAM_VARIANTS: readonly SdkUpstreamVariant[] = [
  "legacy-sse-sessions",
  "legacy-json-sessions",
  "legacy-sse-no-session",
  "legacy-json-no-session",
  "modern-sse",
  "modern-json",
];

/** The era a variant's proxy must face: a 2025-11-25 upstream sits behind the proxy for 2026-07-28 clients. */
export function clientRevisionFor(variant: SdkUpstreamVariant): "2025-11-25" | "2026-07-28" {
  return variant.startsWith("legacy") ? "2026-07-28" : "2025-11-25";
}

/** The SDK server definition every variant serves. */
export function sdkServer(): McpServer {
  const server = new McpServer({ name: "sdk-upstream", version: "2.4.0" });
  server.registerTool(
    "echo",
    {
      description: "Returns its text argument.",
      inputSchema: fromJsonSchema<{ text?: string }>({
        type: "object",
        properties: { text: { type: "string" } },
      }),
    },
    async ({ text }) => ({ content: [{ type: "text", text: text ?? "" }] }),
  );
  server.registerTool(
    "add",
    {
      description: "Adds two numbers.",
      inputSchema: fromJsonSchema<{ a: number; b: number }>({
        type: "object",
        properties: { a: { type: "number" }, b: { type: "number" } },
        required: ["a", "b"],
      }),
    },
    async ({ a, b }) => ({ content: [{ type: "text", text: String(a + b) }] }),
  );
  server.registerTool(
    "confirm",
    { description: "Asks the user to confirm before it answers (input_required in 2026-07-28)." },
    async (ctx) => {
      if (ctx.mcpReq.inputResponses?.confirm !== undefined)
        return { content: [{ type: "text", text: "confirmed" }] };
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: "Proceed?",
            requestedSchema: { type: "object", properties: { proceed: { type: "boolean" } } },
          }),
        },
      });
    },
  );
  server.registerResource(
    "readme",
    "file:///example/readme.txt",
    { mimeType: "text/plain" },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: "text/plain", text: "Hello from the SDK upstream." }],
    }),
  );
  return server;
}

type FetchHandler = (request: Request) => Promise<Response>;

/** A 2025-11-25 endpoint with sessions: one SDK transport per session, found by Mcp-Session-Id. */
function withSessions(enableJsonResponse: boolean): FetchHandler {
  const transports = new Map<string, WebStandardStreamableHTTPServerTransport>();
  return async (request) => {
    const sessionId = request.headers.get("mcp-session-id");
    const existing = sessionId === null ? undefined : transports.get(sessionId);
    if (existing !== undefined) return existing.handleRequest(request);
    if (sessionId !== null) return new Response("Session not found", { status: 404 });
    const body: unknown =
      request.method === "POST"
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    if (!isInitializeRequest(body)) return new Response("Bad Request: no session", { status: 400 });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse,
      onsessioninitialized: (id) => {
        transports.set(id, transport);
      },
      onsessionclosed: (id) => {
        transports.delete(id);
      },
    });
    await sdkServer().connect(transport);
    return transport.handleRequest(request);
  };
}

/** A 2025-11-25 endpoint without sessions, answering JSON: a fresh server and transport per request. */
function withoutSessionsJson(): FetchHandler {
  return async (request) => {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await sdkServer().connect(transport);
    return transport.handleRequest(request);
  };
}

function handlerFor(variant: SdkUpstreamVariant): FetchHandler {
  switch (variant) {
    case "legacy-sse-sessions":
      return withSessions(false);
    case "legacy-json-sessions":
      return withSessions(true);
    case "legacy-sse-no-session":
      // createMcpHandler's own legacy serving, the SDK's default: stateless, SSE answers.
      return createMcpHandler(sdkServer).fetch;
    case "legacy-json-no-session":
      return withoutSessionsJson();
    case "modern-sse":
      return createMcpHandler(sdkServer, { responseMode: "sse", legacy: "reject" }).fetch;
    case "modern-json":
      return createMcpHandler(sdkServer, { responseMode: "json", legacy: "reject" }).fetch;
  }
}

/** Serves a fetch-shaped handler on node:http: the request is buffered, the response streamed. */
function nodeServer(handle: FetchHandler): Server {
  return createServer((incoming, outgoing) => {
    void bridge(handle, incoming, outgoing).catch(() => outgoing.destroy());
  });
}

async function bridge(
  handle: FetchHandler,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming.headersDistinct))
    for (const value of values ?? []) headers.append(name, value);
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  const response = await handle(
    new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
      method: incoming.method ?? "GET",
      headers,
      ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
    }),
  );
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body === null) {
    outgoing.end();
    return;
  }
  const reader = response.body.getReader();
  outgoing.on("close", () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    outgoing.write(value);
  }
  outgoing.end();
}

/** Starts one variant on 127.0.0.1 (a free port); its MCP endpoint is /mcp. */
export async function startSdkUpstream(
  variant: SdkUpstreamVariant,
): Promise<{ server: Server; url: string }> {
  const server = nodeServer(handlerFor(variant));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp` };
}

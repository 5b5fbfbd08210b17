/**
 * Both example proxies in front of an upstream that misbehaves on purpose: answers nested 20,000
 * levels deep, redirects, bodies past the limit, SSE, silence, refusals. Every answer to the
 * client carries the client's request id, in the client's revision, and the proxy lives on to
 * answer the next request. Also what real 2025-11-25 upstreams do that the example server does
 * not: no session id, an expired session, an older version offered.
 */
import type { ServerResponse } from "node:http";
import { parseErrorResponse } from "mcp-errors";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startProxy } from "../../examples/proxy/proxy.ts";
import { DEFAULT_EXCHANGE_LIMITS } from "../../examples/shared/exchange.ts";
import {
  idOf,
  json,
  nestedJson,
  sse,
  startScriptedUpstream,
  type Received,
  type ScriptedUpstream,
} from "./support/scripted-upstream.ts";
import { downUpstreamUrl } from "../../tools/peers/stack.ts";

/** The proxy's upstream deadline where an upstream stays silent on purpose; elsewhere the default (10 s). */
const SILENCE_MS = 500;
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

type Fault = (request: Received, response: ServerResponse) => void;

/** What goes wrong with the request under test; each also names the failure the client is told of. */
const FAULTS: [string, string, Fault][] = [
  [
    "an answer nested 20,000 levels deep",
    "too-deep",
    (r, res) =>
      json(
        res,
        200,
        `{"jsonrpc":"2.0","id":${JSON.stringify(idOf(r))},"result":{"x":${nestedJson(20_000)}}}`,
      ),
  ],
  [
    "a redirect to another endpoint",
    "redirect",
    (_r, res) => {
      res.writeHead(307, { location: "/secret" });
      res.end();
    },
  ],
  [
    "a body past the proxy's limit",
    "too-large",
    (_r, res) => json(res, 200, `"${"x".repeat(DEFAULT_EXCHANGE_LIMITS.maxBodyBytes)}"`),
  ],
  [
    "a body that is not JSON",
    "not-json-rpc",
    (_r, res) => json(res, 200, "<html>Service Unavailable</html>"),
  ],
  [
    "an HTTP error without a JSON-RPC body",
    "http-error",
    (_r, res) => json(res, 500, "Internal Server Error"),
  ],
  ["no answer within the deadline", "timeout", () => undefined],
  [
    "an SSE stream that closes without the response",
    "no-response",
    (_r, res) => sse(res, ["id: 1\ndata: \n\n"]),
  ],
];

/** The 2025-11-25 handshake the upstream completes before the request under test. */
function legacyHandshake(r: Received, res: ServerResponse, sessionId: string | undefined): boolean {
  const method = (r.body as { method?: unknown } | undefined)?.method;
  if (method === "initialize") {
    res.writeHead(200, {
      "content-type": "application/json",
      ...(sessionId !== undefined ? { "mcp-session-id": sessionId } : {}),
    });
    res.end(
      JSON.stringify({
        jsonrpc: "2.0",
        id: idOf(r),
        result: {
          protocolVersion: "2025-11-25",
          capabilities: { tools: {} },
          serverInfo: { name: "scripted", version: "0" },
        },
      }),
    );
    return true;
  }
  if (method === "notifications/initialized") {
    res.writeHead(202);
    res.end();
    return true;
  }
  return false;
}

/** The 2026-07-28 discovery the legacy proxy asks for when its client initializes. */
function modernDiscovery(r: Received, res: ServerResponse): boolean {
  if ((r.body as { method?: unknown } | undefined)?.method !== "server/discover") return false;
  json(res, 200, {
    jsonrpc: "2.0",
    id: idOf(r),
    result: {
      resultType: "complete",
      supportedVersions: ["2026-07-28"],
      capabilities: { tools: {} },
      ttlMs: 0,
      cacheScope: "private",
    },
  });
  return true;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });

interface Client {
  /** Sends tools/call (or another method) with the given id; the status and parsed body come back. */
  call(
    id: string | number,
    method?: string,
    params?: Record<string, unknown>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

async function modernClient(url: string): Promise<Client> {
  return {
    async call(id, method = "tools/call", params = { name: "echo", arguments: {} }) {
      const target = typeof params.name === "string" ? params.name : params.uri;
      const name: Record<string, string> = typeof target === "string" ? { "Mcp-Name": target } : {};
      const response = await post(
        url,
        { jsonrpc: "2.0", id, method, params: { ...params, _meta: META } },
        {
          "MCP-Protocol-Version": "2026-07-28",
          "Mcp-Method": method,
          ...name,
        },
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
}

async function legacyClient(url: string, capabilities: Record<string, unknown> = {}): Promise<Client> {
  const opened = await post(url, {
    jsonrpc: "2.0",
    id: "init",
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities, clientInfo: { name: "t", version: "0" } },
  });
  const session = {
    "Mcp-Session-Id": opened.headers.get("mcp-session-id") ?? "",
    "MCP-Protocol-Version": "2025-11-25",
  };
  return {
    async call(id, method = "tools/call", params = { name: "echo", arguments: {} }) {
      const response = await post(url, { jsonrpc: "2.0", id, method, params }, session);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
}

const FRONTS = [
  {
    clientRevision: "2026-07-28",
    connect: modernClient,
    handshake: (r: Received, res: ServerResponse) => legacyHandshake(r, res, "s-1"),
  },
  { clientRevision: "2025-11-25", connect: (url: string) => legacyClient(url), handshake: modernDiscovery },
] as const;

describe.each(FRONTS)(
  "the proxy for $clientRevision clients, in front of a hostile upstream",
  ({ clientRevision, connect, handshake }) => {
    let upstream: ScriptedUpstream;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let client: Client;
    /** The same, with a short upstream deadline, for the upstream that stays silent. */
    let silentProxy: Awaited<ReturnType<typeof startProxy>>;
    let silentClient: Client;
    beforeAll(async () => {
      upstream = await startScriptedUpstream((r, res) => {
        if (!handshake(r, res))
          json(res, 200, {
            jsonrpc: "2.0",
            id: idOf(r),
            result: { content: [{ type: "text", text: "fine" }] },
          });
      });
      proxy = await startProxy({ upstreamUrl: upstream.url, clientRevision });
      client = await connect(proxy.url);
      silentProxy = await startProxy({
        upstreamUrl: upstream.url,
        clientRevision,
        upstreamLimits: { timeoutMs: SILENCE_MS },
      });
      silentClient = await connect(silentProxy.url);
    });
    afterAll(async () => {
      for (const { server } of [proxy, silentProxy]) {
        server.closeAllConnections();
        server.close();
      }
      await upstream.close();
    });

    it.each(FAULTS)(
      "answers %s with an internal error carrying the client's id, and lives on",
      async (_name, kind, fault) => {
        const before = upstream.received.length;
        upstream.script = (r, res) => {
          if (handshake(r, res)) return;
          if (r.path === "/secret")
            return json(res, 200, { jsonrpc: "2.0", id: idOf(r), result: { secret: true } });
          fault(r, res);
        };
        const caller = kind === "timeout" ? silentClient : client;
        const { status, body } = await caller.call("req-7");
        expect(status).toBe(200);
        expect(body).toMatchObject({
          jsonrpc: "2.0",
          id: "req-7",
          error: { code: -32603, data: { upstream: kind } },
        });
        expect(String((body.error as { message?: unknown }).message)).toMatch(
          /^Bad Gateway: the upstream server /,
        );
        expect(parseErrorResponse(clientRevision, body).ok).toBe(true);
        expect(upstream.received.slice(before).some((r) => r.path === "/secret")).toBe(false);

        upstream.script = (r, res) => {
          if (!handshake(r, res))
            json(res, 200, {
              jsonrpc: "2.0",
              id: idOf(r),
              result: { content: [{ type: "text", text: "fine" }] },
            });
        };
        expect((await caller.call(8)).body).toMatchObject({ id: 8, result: { content: [{ text: "fine" }] } });
      },
    );

    it("relays an SSE answer, and gives the client its own id whatever id the upstream used", async () => {
      upstream.script = (r, res) => {
        if (handshake(r, res)) return;
        sse(res, [
          "id: 1\ndata: \n\n",
          'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1,"progressToken":1}}\n\n',
          `data: ${JSON.stringify({ jsonrpc: "2.0", id: idOf(r), result: { content: [{ type: "text", text: "streamed" }] } })}\n\n`,
        ]);
      };
      expect((await client.call(9)).body).toMatchObject({
        id: 9,
        result: { content: [{ text: "streamed" }] },
      });
      expect(typeof idOf(upstream.received.at(-1) as Received)).toBe("number");
    });

    it("relays an upstream error with the client's id, even when the upstream answers with another id", async () => {
      upstream.script = (r, res) => {
        if (!handshake(r, res))
          json(res, 200, {
            jsonrpc: "2.0",
            id: "someone-else",
            error: { code: -32601, message: "Method not found" },
          });
      };
      const { body } = await client.call(10, "prompts/list", {});
      expect(body).toMatchObject({ id: 10, error: { code: -32601 } });
    });

    it("answers with the client's id when the upstream is down", async () => {
      const down = await startProxy({
        upstreamUrl: await downUpstreamUrl(),
        clientRevision,
      });
      try {
        if (clientRevision === "2025-11-25") {
          const response = await post(down.url, {
            jsonrpc: "2.0",
            id: 11,
            method: "initialize",
            params: {
              protocolVersion: "2025-11-25",
              capabilities: {},
              clientInfo: { name: "t", version: "0" },
            },
          });
          expect(await response.json()).toMatchObject({
            id: 11,
            error: { code: -32603, data: { upstream: "unreachable" } },
          });
        } else {
          const { body } = await (await modernClient(down.url)).call(11);
          expect(body).toMatchObject({ id: 11, error: { code: -32603, data: { upstream: "unreachable" } } });
        }
      } finally {
        down.server.close();
      }
    });
  },
);

describe("the proxy for 2026-07-28 clients, in front of 2025-11-25 upstreams as real ones behave", () => {
  let upstream: ScriptedUpstream;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  afterEach(async () => {
    proxy.server.closeAllConnections();
    proxy.server.close();
    await upstream.close();
  });

  const echo = (r: Received, res: ServerResponse) =>
    json(res, 200, { jsonrpc: "2.0", id: idOf(r), result: { content: [{ type: "text", text: "ok" }] } });

  it("serves through an upstream that issues no session id, sending none", async () => {
    upstream = await startScriptedUpstream((r, res) => {
      if (!legacyHandshake(r, res, undefined)) echo(r, res);
    });
    proxy = await startProxy({ upstreamUrl: upstream.url, clientRevision: "2026-07-28" });
    expect((await (await modernClient(proxy.url)).call(1)).body).toMatchObject({
      id: 1,
      result: { content: [{ text: "ok" }] },
    });
    expect(upstream.received.every((r) => r.headers["mcp-session-id"] === undefined)).toBe(true);
  });

  it("opens a new upstream session when the upstream answers 404 to the old one, and retries once", async () => {
    let sessions = 0;
    upstream = await startScriptedUpstream((r, res) => {
      if ((r.body as { method?: string }).method === "initialize") sessions += 1;
      if (legacyHandshake(r, res, `s-${sessions}`)) return;
      if (r.headers["mcp-session-id"] === "s-1") {
        res.writeHead(404); // the upstream has ended session s-1
        res.end();
        return;
      }
      echo(r, res);
    });
    proxy = await startProxy({ upstreamUrl: upstream.url, clientRevision: "2026-07-28" });
    expect((await (await modernClient(proxy.url)).call(2)).body).toMatchObject({
      id: 2,
      result: { content: [{ text: "ok" }] },
    });
    expect(sessions).toBe(2);
  });

  it("speaks the version the upstream offers in its initialize, in MCP-Protocol-Version", async () => {
    upstream = await startScriptedUpstream((r, res) => {
      if ((r.body as { method?: string }).method === "initialize")
        return json(res, 200, {
          jsonrpc: "2.0",
          id: idOf(r),
          result: {
            protocolVersion: "2025-06-18",
            capabilities: {},
            serverInfo: { name: "older", version: "0" },
          },
        });
      if (legacyHandshake(r, res, undefined)) return;
      echo(r, res);
    });
    proxy = await startProxy({ upstreamUrl: upstream.url, clientRevision: "2026-07-28" });
    await (await modernClient(proxy.url)).call(3);
    expect(upstream.received.at(-1)?.headers["mcp-protocol-version"]).toBe("2025-06-18");
  });
});

describe("a 2026-07-28 input_required result, for a 2025-11-25 client", () => {
  let upstream: ScriptedUpstream;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    upstream = await startScriptedUpstream((r, res) => {
      if (modernDiscovery(r, res)) return;
      json(res, 200, {
        jsonrpc: "2.0",
        id: idOf(r),
        result: {
          resultType: "input_required",
          inputRequests: {
            confirm: {
              method: "elicitation/create",
              params: { message: "Proceed?", requestedSchema: { type: "object" } },
            },
          },
        },
      });
    });
    proxy = await startProxy({ upstreamUrl: upstream.url, clientRevision: "2025-11-25" });
  });
  afterAll(async () => {
    proxy.server.close();
    await upstream.close();
  });

  it("is a tool result with isError for a tool call, saying what the upstream asked for, never a silent success", async () => {
    const client = await legacyClient(proxy.url, { elicitation: {} });
    const { body } = await client.call(1);
    expect(body).toMatchObject({ id: 1, result: { isError: true, content: [{ type: "text" }] } });
    const text = String(
      ((body.result as { content: { text: string }[] }).content[0] as { text: string }).text,
    );
    expect(text).toContain("input_required");
    expect(text).toContain("elicitation/create");
    expect(body.result).not.toHaveProperty("resultType");
  });

  it("is an internal error for any other request", async () => {
    const client = await legacyClient(proxy.url);
    const { body } = await client.call(2, "resources/read", { uri: "file:///x" });
    expect(body).toMatchObject({ id: 2, error: { code: -32603 } });
    expect(String((body.error as { message: string }).message)).toContain("input_required");
  });
});

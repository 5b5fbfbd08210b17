/**
 * The example server and both example proxies on 127.0.0.1, each on a free port, and the
 * official SDK v2 client connected to any of them in either era, over a fetch that records
 * every HTTP exchange.
 */
import type { Server } from "node:http";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { startDualEraServer } from "../../../examples/dual-era-server/server.ts";
import { startProxy } from "../../../examples/proxy/proxy.ts";

export type Era = "modern" | "legacy";

export interface Target {
  /** How the test names it. */
  name: string;
  era: Era;
  url: string;
  /** Whether requests pass through a proxy into the other era. */
  viaProxy: boolean;
}

export interface Stack {
  server: string;
  /** 2025-11-25 clients in front of the server's 2026-07-28 side. */
  legacyProxy: string;
  /** 2026-07-28 clients in front of the server's 2025-11-25 side. */
  modernProxy: string;
  targets: Target[];
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const servers: Server[] = [];
  const server = await startDualEraServer(0);
  servers.push(server.server);
  const legacyProxy = await startProxy({ upstreamUrl: server.url, clientRevision: "2025-11-25" });
  servers.push(legacyProxy.server);
  const modernProxy = await startProxy({ upstreamUrl: server.url, clientRevision: "2026-07-28" });
  servers.push(modernProxy.server);
  return {
    server: server.url,
    legacyProxy: legacyProxy.url,
    modernProxy: modernProxy.url,
    targets: [
      { name: "server, 2026-07-28 client", era: "modern", url: server.url, viaProxy: false },
      { name: "server, 2025-11-25 client", era: "legacy", url: server.url, viaProxy: false },
      {
        name: "proxy to a 2025-11-25 upstream, 2026-07-28 client",
        era: "modern",
        url: modernProxy.url,
        viaProxy: true,
      },
      {
        name: "proxy to a 2026-07-28 upstream, 2025-11-25 client",
        era: "legacy",
        url: legacyProxy.url,
        viaProxy: true,
      },
    ],
    async close() {
      for (const s of servers) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
}

export interface Exchange {
  method: string;
  status: number;
  /** The JSON-RPC method of the request body, when it had one. */
  rpcMethod: string | undefined;
  responseText: string;
}

/** A fetch that records each exchange, for asserting the HTTP status a client saw. */
export function recordingFetch(): { fetch: typeof fetch; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    let rpcMethod: string | undefined;
    try {
      const sent = JSON.parse(typeof init?.body === "string" ? init.body : "null") as {
        method?: unknown;
      } | null;
      rpcMethod = typeof sent?.method === "string" ? sent.method : undefined;
    } catch {
      rpcMethod = undefined;
    }
    const responseText = await response.clone().text();
    exchanges.push({ method: init?.method ?? "GET", status: response.status, rpcMethod, responseText });
    return response;
  };
  return { fetch: recording, exchanges };
}

/** The official SDK client, connected in the given era (2026-07-28 pinned, or the legacy handshake). */
export async function connectClient(target: Target, fetchImpl: typeof fetch): Promise<Client> {
  const client = new Client(
    { name: "mcp-errgen-peer-test", version: "0.0.0" },
    target.era === "modern" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(target.url), { fetch: fetchImpl }));
  return client;
}

/** Runs `action`, which must fail, and returns what it threw. */
export async function failure(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail, and it succeeded");
}

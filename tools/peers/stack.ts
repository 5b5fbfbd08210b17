/**
 * Everything the peers talk to, on 127.0.0.1 and free ports: the example dual-era server, the
 * example proxy in front of each of its eras, the proxy in front of the SDK v2 server in each shape
 * (tools/peers/sdk-upstream.ts), and the proxy in front of an upstream that is down. Sessions run
 * on a clock the control endpoint moves: POST {control}/expire ends every session at once, as if
 * each had been idle too long.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startDualEraServer } from "../../examples/dual-era-server/server.ts";
import { startProxy } from "../../examples/proxy/proxy.ts";
import { DEFAULT_SESSION_LIMITS } from "../../examples/shared/legacy-sessions.ts";
import type { PathKind } from "./expectations.ts";
import { EXAMPLE_TOOLS, type Condition, type Era, type ToolNames } from "./protocol.ts";
import {
  clientRevisionFor,
  SDK_UPSTREAM_VARIANTS,
  startSdkUpstream,
  type SdkUpstreamVariant,
} from "./sdk-upstream.ts";

/** A way to reach a server: the endpoint a peer connects to, and what sits behind it. */
export interface PeerPath {
  /** Stable id, used in docs/peers.md. */
  id: string;
  /** The era the peer speaks on this path. */
  era: Era;
  kind: PathKind;
  /** docs/peers.md's column heading. */
  heading: string;
  /** What the peer talks to, and through what. */
  description: string;
  url: string;
  /** The conditions that can happen on this path. */
  conditions: readonly Condition[];
  tools: ToolNames;
}

/** What a proxy waits for an upstream at most, in this run: well inside a probe's step deadline. */
export const UPSTREAM_TIMEOUT_MS = 8_000;

const ALL: readonly Condition[] = [
  "call-tool",
  "unknown-tool",
  "unknown-method",
  "missing-resource",
  "invalid-tool-input",
  "missing-uri",
  "missing-name",
  "capability",
  "input-required",
  "unsupported-version",
  "bad-version-header",
  "bad-origin",
];
const SESSION_CONDITIONS: readonly Condition[] = ["bad-session", "expired-session"];
const UPSTREAM_CONDITIONS: readonly Condition[] = [
  "call-tool",
  "unknown-tool",
  "missing-resource",
  "invalid-tool-input",
  "input-required",
];

export interface PeerStack {
  paths: PeerPath[];
  control: string;
  close(): Promise<void>;
}

export async function startPeerStack(): Promise<PeerStack> {
  const servers: Server[] = [];
  let clockOffset = 0;
  const sessions = { now: () => Date.now() + clockOffset };
  const upstreamLimits = { timeoutMs: UPSTREAM_TIMEOUT_MS };
  const keep = <T extends { server: Server }>(started: T): T => {
    servers.push(started.server);
    return started;
  };

  const server = keep(await startDualEraServer(0, { sessions }));
  const legacyProxy = keep(
    await startProxy({ upstreamUrl: server.url, clientRevision: "2025-11-25", sessions, upstreamLimits }),
  );
  const modernProxy = keep(
    await startProxy({ upstreamUrl: server.url, clientRevision: "2026-07-28", upstreamLimits }),
  );
  const paths: PeerPath[] = [
    {
      id: "server",
      era: "modern",
      kind: "server",
      heading: "example server",
      description: "the example server, 2026-07-28",
      url: server.url,
      conditions: ALL,
      tools: EXAMPLE_TOOLS,
    },
    {
      id: "server",
      era: "legacy",
      kind: "server",
      heading: "example server",
      description: "the example server, 2025-11-25",
      url: server.url,
      conditions: [...ALL, ...SESSION_CONDITIONS],
      tools: EXAMPLE_TOOLS,
    },
    {
      id: "proxy",
      era: "modern",
      kind: "proxy",
      heading: "example proxy",
      description:
        "the example proxy for 2026-07-28 clients, in front of the example server's 2025-11-25 side",
      url: modernProxy.url,
      conditions: ALL,
      tools: EXAMPLE_TOOLS,
    },
    {
      id: "proxy",
      era: "legacy",
      kind: "proxy",
      heading: "example proxy",
      description:
        "the example proxy for 2025-11-25 clients, in front of the example server's 2026-07-28 side",
      url: legacyProxy.url,
      conditions: [...ALL, ...SESSION_CONDITIONS],
      tools: EXAMPLE_TOOLS,
    },
  ];

  for (const variant of SDK_UPSTREAM_VARIANTS) {
    const upstream = keep(await startSdkUpstream(variant));
    const clientRevision = clientRevisionFor(variant);
    const proxy = keep(
      await startProxy({ upstreamUrl: upstream.url, clientRevision, sessions, upstreamLimits }),
    );
    paths.push({
      id: `sdk-${variant}`,
      era: clientRevision === "2026-07-28" ? "modern" : "legacy",
      kind: "sdk",
      heading: `proxy → SDK server (${headingOf(variant)})`,
      description: `the example proxy for ${clientRevision} clients, in front of the SDK v2 server (${describeVariant(variant)})`,
      url: proxy.url,
      conditions: UPSTREAM_CONDITIONS,
      tools: { ...EXAMPLE_TOOLS, needsInput: "confirm" },
    });
  }

  const down = await downUpstreamUrl();
  for (const clientRevision of ["2025-11-25", "2026-07-28"] as const) {
    const proxy = keep(await startProxy({ upstreamUrl: down, clientRevision, sessions, upstreamLimits }));
    paths.push({
      id: "down",
      era: clientRevision === "2026-07-28" ? "modern" : "legacy",
      kind: "down",
      heading: "proxy → upstream down",
      description: `the example proxy for ${clientRevision} clients, in front of an upstream that is down`,
      url: proxy.url,
      conditions: ["call-tool"],
      tools: EXAMPLE_TOOLS,
    });
  }

  const control = createServer((request, response) => {
    if (request.method === "POST" && request.url === "/expire") clockOffset += DEFAULT_SESSION_LIMITS.idleMs;
    response.writeHead(request.url === "/expire" ? 204 : 404);
    response.end();
  });
  servers.push(control);
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", () => resolve()));

  return {
    paths,
    control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    async close() {
      for (const s of servers) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
}

function headingOf(variant: SdkUpstreamVariant): string {
  const [, response, ...rest] = variant.split("-");
  const sessions = rest.join("-") === "sessions" ? ", sessions" : rest.length > 0 ? ", no session" : "";
  return `${response === "sse" ? "SSE" : "JSON"}${sessions}`;
}

function describeVariant(variant: SdkUpstreamVariant): string {
  const [era, response, ...rest] = variant.split("-");
  const sessions =
    rest.join("-") === "sessions" ? "with sessions" : rest.length > 0 ? "without sessions" : "stateless";
  return `${era === "legacy" ? "2025-11-25" : "2026-07-28"}, ${response === "sse" ? "SSE" : "JSON"} responses, ${sessions}`;
}

/**
 * An upstream that is down: every connection is dropped before a byte is read. It keeps its port,
 * because a port only freed once can be handed to a server started later, which then answers.
 */
export async function downUpstreamUrl(): Promise<string> {
  const server = createServer();
  server.on("connection", (socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

/**
 * Everything the peers talk to, on 127.0.0.1 and free ports: the example dual-era server, the
 * example proxy in front of each of its eras, the proxy in front of the SDK v2 server in each shape
 * (tools/peers/sdk-upstream.ts), the proxy in front of an upstream that is down, and the Go and
 * Python example servers, each for the peers named on its path. Sessions run on a clock the control
 * endpoint moves: POST {control}/expire ends every session at once, as if each had been idle too
 * long (the Go and Python servers keep their own clocks, so their paths have no expired-session).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startDualEraServer } from "../../examples/dual-era-server/server.ts";
import { startProxy } from "../../examples/proxy/proxy.ts";
import { DEFAULT_SESSION_LIMITS } from "../../examples/shared/legacy-sessions.ts";
import type { StartedServer } from "../conformance/example-server.ts";
import { startGoServer } from "../conformance/go-server.ts";
import { startPythonServer } from "../conformance/python-server.ts";
import type { PathKind } from "./expectations.ts";
import type { PeerId } from "./peers.ts";
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
  /** null: this stack did not start what the path talks to, because its peer does not run it. */
  url: string | null;
  /** The conditions that can happen on this path. */
  conditions: readonly Condition[];
  tools: ToolNames;
  /** The peers that run this path; every peer when absent. */
  peers?: readonly PeerId[];
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
/** server/discover exists only in 2026-07-28. */
const MODERN_CONDITIONS: readonly Condition[] = ["version-fallback"];
const UPSTREAM_CONDITIONS: readonly Condition[] = [
  "call-tool",
  "unknown-tool",
  "missing-resource",
  "invalid-tool-input",
  "input-required",
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The example servers in other languages: the Python SDK client against the Python server, and
 * the Rust SDK client against the Go server.
 */
const OTHER_SERVERS: readonly {
  id: string;
  heading: string;
  description: string;
  peers: readonly PeerId[];
  start(): Promise<StartedServer>;
}[] = [
  {
    id: "python-server",
    heading: "Python server",
    description: "the Python example server (examples/python-server/, Starlette and uvicorn)",
    peers: ["python"],
    start: () => startPythonServer(root),
  },
  {
    id: "go-server",
    heading: "Go server",
    description: "the Go example server (examples/go-server/)",
    peers: ["rmcp"],
    start: () => startGoServer(join(root, "examples/go-server"), join(root, ".tmp/peers/go-server")),
  },
];

export interface PeerStack {
  /** Every path, in the matrix's order; those its peer does not run have no url. */
  paths: PeerPath[];
  control: string;
  close(): Promise<void>;
}

/** What one peer talks to; the Go and Python servers are started only for the peers of their paths. */
export async function startPeerStack(peer: PeerId): Promise<PeerStack> {
  const servers: Server[] = [];
  const processes: StartedServer[] = [];
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
      conditions: [...ALL, ...MODERN_CONDITIONS],
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
      conditions: [...ALL, ...MODERN_CONDITIONS],
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

  for (const other of OTHER_SERVERS) {
    const started = other.peers.includes(peer) ? await other.start() : undefined;
    if (started !== undefined) processes.push(started);
    for (const era of ["modern", "legacy"] as const)
      paths.push({
        id: other.id,
        era,
        kind: "server",
        heading: other.heading,
        description: `${other.description}, ${era === "modern" ? "2026-07-28" : "2025-11-25"}`,
        url: started?.url ?? null,
        conditions: era === "modern" ? [...ALL, ...MODERN_CONDITIONS] : [...ALL, "bad-session"],
        tools: EXAMPLE_TOOLS,
        peers: other.peers,
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
      for (const started of processes) started.stop();
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

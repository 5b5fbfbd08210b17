/**
 * A dual-era MCP endpoint on plain node:http: 2026-07-28 stateless requests and 2025-11-25
 * sessions on one URL. Every protocol error it sends comes from mcp-errors.
 *
 *   npx tsx examples/dual-era-server/server.ts [port]
 */
import type { IncomingMessage, Server } from "node:http";
import { pathToFileURL } from "node:url";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import { jsonRpcErrorAnswer, type ServedRevision } from "../shared/answer.ts";
import * as endpoint from "../shared/endpoint.ts";
import { header, isObject, requestIdOf, type Answer } from "../shared/http.ts";
import type { SessionLimits } from "../shared/legacy-sessions.ts";
import { META, type HeaderLookup } from "../shared/modern-checks.ts";
import { LegacySessions } from "./legacy.ts";
import { serveModern } from "./modern.ts";

export const MCP_PATH = "/mcp";

/** Revisions that negotiate with initialize; a request naming any other version is 2026-era. */
const HANDSHAKE_VERSIONS = new Set(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]);

export interface DualEraServerOptions {
  /** How long 2025-11-25 sessions live unused, how many may be open, and the clock (tests). */
  sessions?: Partial<SessionLimits>;
}

export function createDualEraServer(options: DualEraServerOptions = {}): Server {
  const sessions = new LegacySessions(options.sessions);
  return endpoint.createHttpServer((request, context) => handle(sessions, request, context), legacy.REVISION);
}

/** A dual-era endpoint serves POST, and DELETE for 2025-11-25 sessions; it opens no GET stream. */
const ALLOW = ["POST", "DELETE"];

async function handle(
  sessions: LegacySessions,
  request: IncomingMessage,
  context: endpoint.RequestContext,
): Promise<Answer> {
  const lookup: HeaderLookup = (name) => header(request, name);
  // Before the body is read, the MCP-Protocol-Version header alone names the era.
  context.revision = isModernVersion(lookup("mcp-protocol-version")) ? modern.REVISION : legacy.REVISION;
  const refused = endpoint.refuseBeforeBody(request, MCP_PATH, ALLOW, context.revision);
  if (refused !== undefined) return refused;
  if (request.method === "DELETE") return sessions.end(lookup);

  const read = await endpoint.readJsonBody(request, context.revision);
  context.idText = read.idText;
  if ("answer" in read) return read.answer;
  const id = requestIdOf(read.json);
  context.id = id;
  context.revision = eraOf(read.json, lookup);
  const body = endpoint.asJsonRpcMessage(read.json);
  if (body === undefined) return jsonRpcErrorAnswer(context.revision, id, "invalidRequest");
  if (context.revision === legacy.REVISION) return sessions.post(lookup, id, body);
  if (id === undefined) return { status: 202 };
  return serveModern(lookup, id, body);
}

/**
 * A body's era. A request carrying the 2026 protocol version in `_meta` is served statelessly,
 * whatever else it carries (2026-07-28 `basic/versioning.mdx:176-177`: "A request carrying modern
 * per-request `_meta` is served statelessly according to this revision"), so a stray
 * Mcp-Session-Id does not turn it into a 2025-11-25 request. Otherwise an Mcp-Session-Id, or a
 * version header that no handshake revision uses, decides.
 */
function eraOf(body: unknown, lookup: HeaderLookup): ServedRevision {
  const params = isObject(body) ? body.params : undefined;
  const meta = isObject(params) ? params._meta : undefined;
  if (isObject(meta) && meta[META.protocolVersion] !== undefined) return modern.REVISION;
  if (lookup("mcp-session-id") !== undefined) return legacy.REVISION;
  return isModernVersion(lookup("mcp-protocol-version")) ? modern.REVISION : legacy.REVISION;
}

function isModernVersion(version: string | undefined): boolean {
  return version !== undefined && !HANDSHAKE_VERSIONS.has(version);
}

/** Starts the server on 127.0.0.1; port 0 picks a free one. */
export async function startDualEraServer(
  port = 0,
  options: DualEraServerOptions = {},
): Promise<{ server: Server; url: string }> {
  const server = createDualEraServer(options);
  return { server, url: await endpoint.listenOnLoopback(server, port, MCP_PATH) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { url } = await startDualEraServer(Number(process.argv[2] ?? 0));
  console.log(`dual-era MCP server listening on ${url}`);
}

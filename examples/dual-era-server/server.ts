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
import { header, requestIdOf, type Answer } from "../shared/http.ts";
import type { SessionLimits } from "../shared/legacy-sessions.ts";
import type { HeaderLookup } from "../shared/modern-checks.ts";
import { LegacySessions } from "./legacy.ts";
import { serveModern } from "./modern.ts";

export const MCP_PATH = "/mcp";

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
  // Before the body is read, the headers alone name the era.
  context.revision = eraOf({ get: lookup });
  const refused = endpoint.refuseBeforeBody(request, MCP_PATH, ALLOW, context.revision);
  if (refused !== undefined) return refused;
  if (request.method === "DELETE") return sessions.end(lookup);

  const read = await endpoint.readJsonBody(request, context.revision);
  context.idText = read.idText;
  if ("answer" in read) return read.answer;
  const id = requestIdOf(read.json);
  context.id = id;
  context.revision = eraOf({ get: lookup }, read.json);
  const body = endpoint.asJsonRpcMessage(read.json);
  if (body === undefined) return jsonRpcErrorAnswer(context.revision, id, "invalidRequest");
  if (context.revision === legacy.REVISION) return sessions.post(lookup, id, body);
  if (id === undefined) return { status: 202 };
  return serveModern(lookup, id, body);
}

/**
 * The revision a request is served in, by 2026-07-28's era rule (modern.requestEra): modern
 * `_meta` means 2026-07-28 whatever else the request carries, so a stray Mcp-Session-Id does not
 * turn it into a 2025-11-25 request; an initialize, a session or a legacy version header means
 * 2025-11-25.
 */
function eraOf(headers: { get(name: string): string | undefined }, body?: unknown): ServedRevision {
  const request = body === undefined ? { headers } : { headers, body };
  return modern.requestEra(request) === "modern" ? modern.REVISION : legacy.REVISION;
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

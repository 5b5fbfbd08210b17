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
import { META, type HeaderLookup } from "../shared/modern-checks.ts";
import { LegacySessions } from "./legacy.ts";
import { serveModern } from "./modern.ts";

export const MCP_PATH = "/mcp";

/** Revisions that negotiate with initialize; a request naming any other version is 2026-era. */
const HANDSHAKE_VERSIONS = new Set(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]);

export function createDualEraServer(): Server {
  const sessions = new LegacySessions();
  return endpoint.createHttpServer((request) => handle(sessions, request), legacy.REVISION);
}

async function handle(sessions: LegacySessions, request: IncomingMessage): Promise<Answer> {
  const refused = endpoint.refuseBeforeBody(request, MCP_PATH);
  if (refused !== undefined) return refused;
  const lookup: HeaderLookup = (name) => header(request, name);
  if (request.method === "DELETE") return sessions.end(lookup);

  // A body that is not JSON names no era: the MCP-Protocol-Version header alone chooses.
  const read = await endpoint.readJsonBody(
    request,
    isModernVersion(lookup("mcp-protocol-version")) ? modern.REVISION : legacy.REVISION,
  );
  if ("answer" in read) return read.answer;
  const id = requestIdOf(read.json);
  const era = eraOf(read.json, lookup);
  const body = endpoint.asJsonRpcMessage(read.json);
  if (body === undefined) return jsonRpcErrorAnswer(era, id, "invalidRequest");
  if (era === legacy.REVISION) return sessions.post(lookup, id, body);
  if (id === undefined) return { status: 202 };
  try {
    return serveModern(lookup, id, body);
  } catch {
    return jsonRpcErrorAnswer(modern.REVISION, id, "internalError");
  }
}

/** A body's era: a 2026 request names its version in `_meta`, or in a header no handshake uses. */
function eraOf(body: unknown, lookup: HeaderLookup): ServedRevision {
  if (lookup("mcp-session-id") !== undefined) return legacy.REVISION;
  const params = isObject(body) ? body.params : undefined;
  const meta = isObject(params) ? params._meta : undefined;
  if (isObject(meta) && meta[META.protocolVersion] !== undefined) return modern.REVISION;
  return isModernVersion(lookup("mcp-protocol-version")) ? modern.REVISION : legacy.REVISION;
}

function isModernVersion(version: string | undefined): boolean {
  return version !== undefined && !HANDSHAKE_VERSIONS.has(version);
}

/** Starts the server on 127.0.0.1; port 0 picks a free one. */
export async function startDualEraServer(port = 0): Promise<{ server: Server; url: string }> {
  const server = createDualEraServer();
  return { server, url: await endpoint.listenOnLoopback(server, port, MCP_PATH) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { url } = await startDualEraServer(Number(process.argv[2] ?? 0));
  console.log(`dual-era MCP server listening on ${url}`);
}

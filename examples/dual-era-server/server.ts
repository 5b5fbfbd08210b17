/**
 * A dual-era MCP endpoint on plain node:http: 2026-07-28 stateless requests and 2025-11-25
 * sessions on one URL. Every protocol error it sends comes from mcp-errors.
 *
 *   npx tsx examples/dual-era-server/server.ts [port]
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import { errorAnswer, transportFailure, type ServedRevision } from "../shared/answer.ts";
import {
  header,
  isAllowedOrigin,
  isObject,
  readBody,
  requestIdOf,
  send,
  type Answer,
} from "../shared/http.ts";
import { META, type HeaderLookup, type RequestBody } from "../shared/modern-checks.ts";
import { LegacySessions } from "./legacy.ts";
import { serveModern } from "./modern.ts";

export const MCP_PATH = "/mcp";

/** Revisions that negotiate with initialize; a request naming any other version is 2026-era. */
const HANDSHAKE_VERSIONS = new Set(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]);

export function createDualEraServer(): Server {
  const sessions = new LegacySessions();
  return createServer((request, response) => {
    handle(sessions, request)
      .catch(() => errorAnswer(legacy.REVISION, undefined, legacy.internalError()))
      .then(
        (answer) => send(response, answer),
        () => response.destroy(),
      );
  });
}

async function handle(sessions: LegacySessions, request: IncomingMessage): Promise<Answer> {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname !== MCP_PATH) return { status: 404 };
  const lookup: HeaderLookup = (name) => header(request, name);
  if (!isAllowedOrigin(lookup("origin")))
    return transportFailure("invalidOrigin", undefined, "Forbidden: Origin not allowed");
  if (request.method === "DELETE") return sessions.end(lookup);
  if (request.method !== "POST") return { status: 405, headers: { allow: "POST, DELETE" } };

  const text = await readBody(request);
  if (text === null) return { status: 413 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const revision: ServedRevision = isModernVersion(lookup("mcp-protocol-version"))
      ? modern.REVISION
      : legacy.REVISION;
    const error = revision === modern.REVISION ? modern.parseError() : legacy.parseError();
    return errorAnswer(revision, undefined, error);
  }

  const id = requestIdOf(parsed);
  const era = eraOf(parsed, lookup);
  const body = asRequest(parsed);
  if (body === undefined) {
    const error = era === modern.REVISION ? modern.invalidRequest() : legacy.invalidRequest();
    return errorAnswer(era, id, error);
  }
  if (era === legacy.REVISION) return sessions.post(lookup, id, body);
  if (id === undefined) return { status: 202 };
  try {
    return serveModern(lookup, id, body);
  } catch {
    return errorAnswer(modern.REVISION, id, modern.internalError());
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

/** The body as a JSON-RPC request or notification, or undefined when it is not one. */
function asRequest(body: unknown): RequestBody | undefined {
  if (!isObject(body) || body.jsonrpc !== "2.0" || typeof body.method !== "string") return undefined;
  if (body.id !== undefined && requestIdOf(body) === undefined) return undefined;
  if (body.params !== undefined && !isObject(body.params)) return undefined;
  return { method: body.method, raw: body, ...(body.params !== undefined ? { params: body.params } : {}) };
}

/** Starts the server on 127.0.0.1; port 0 picks a free one. */
export async function startDualEraServer(port = 0): Promise<{ server: Server; url: string }> {
  const server = createDualEraServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${bound}${MCP_PATH}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { url } = await startDualEraServer(Number(process.argv[2] ?? 0));
  console.log(`dual-era MCP server listening on ${url}`);
}

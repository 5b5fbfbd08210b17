/**
 * A client reading MCP errors with mcp-errors: it sends a few requests that fail, in both eras,
 * and names the condition each error carries, whatever the HTTP status it came with.
 *
 *   npx tsx examples/client/client.ts http://127.0.0.1:3000/mcp
 */
import { pathToFileURL } from "node:url";
import { parseErrorResponse } from "mcp-errors";
import { exchange } from "../shared/exchange.ts";

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

export interface Reading {
  request: string;
  status: number;
  /** The condition mcp-errors reads from the response, or what went wrong reading it. */
  condition: string;
}

/** One request, and what mcp-errors makes of the answer. */
async function read(
  request: string,
  revision: "2025-11-25" | "2026-07-28",
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<Reading> {
  const response = await exchange(url, headers, { jsonrpc: "2.0", id: 1, ...body });
  if (!response.ok)
    return { request, status: response.status ?? 0, condition: `no answer: ${response.detail}` };
  // The status is a hint, never the whole story: a 2026 404 with -32601 is "method not found",
  // a bare legacy 404 is "session expired"; parseErrorResponse reads the body either way. The
  // method tells a 2026 resource-not-found (-32602 from resources/read) from other -32602s.
  const method = typeof body.method === "string" ? body.method : undefined;
  const parsed = parseErrorResponse(revision, response.message, {
    httpStatus: response.status,
    ...(method !== undefined ? { method } : {}),
  });
  const condition = parsed.ok
    ? (parsed.condition ?? `unnamed code ${parsed.error.code}`)
    : `unreadable: ${parsed.reason}`;
  return { request, status: response.status, condition };
}

export async function readErrors(url: string): Promise<Reading[]> {
  const modern = (method: string, params: Record<string, unknown>, extra: Record<string, string> = {}) => ({
    headers: { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method, ...extra },
    body: { method, params: { ...params, _meta: META } },
  });
  const readings: Reading[] = [];
  const missing = modern("resources/read", { uri: "file:///missing" }, { "Mcp-Name": "file:///missing" });
  readings.push(
    await read(
      "2026-07-28 resources/read of a missing file",
      "2026-07-28",
      url,
      missing.headers,
      missing.body,
    ),
  );
  const unknown = modern("prompts/list", {});
  readings.push(await read("2026-07-28 unknown method", "2026-07-28", url, unknown.headers, unknown.body));
  const mismatch = modern("tools/list", {}, { "Mcp-Method": "prompts/list" });
  readings.push(
    await read("2026-07-28 Mcp-Method header mismatch", "2026-07-28", url, mismatch.headers, mismatch.body),
  );

  const opened = await exchange(
    url,
    {},
    {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "example-client", version: "0" },
      },
    },
  );
  const session = {
    "Mcp-Session-Id": (opened.ok ? opened.headers.get("mcp-session-id") : null) ?? "",
    "MCP-Protocol-Version": "2025-11-25",
  };
  readings.push(
    await read("2025-11-25 resources/read of a missing file", "2025-11-25", url, session, {
      method: "resources/read",
      params: { uri: "file:///missing" },
    }),
  );
  readings.push(
    await read("2025-11-25 unknown method", "2025-11-25", url, session, { method: "prompts/list" }),
  );
  return readings;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.argv[2];
  if (url === undefined) {
    console.error("usage: client.ts <server-url>");
    process.exit(2);
  }
  for (const { request, status, condition } of await readErrors(url))
    console.log(`${request}: HTTP ${status}, ${condition}`);
}

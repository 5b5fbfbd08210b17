/**
 * Probes that observe the installed official SDK v2 (server and client 2.4.0): each runs the
 * SDK in-process (its web-standard handler, no network) and reports plain facts (code, status,
 * id, class), which spec/sdk-comparison.yaml states and test/peers/sdk-facts.test.ts checks.
 */
import {
  Client,
  ProtocolError as ClientProtocolError,
  StreamableHTTPClientTransport,
} from "@modelcontextprotocol/client";
import {
  createMcpHandler,
  McpServer,
  ProtocolError,
  ProtocolErrorCode,
  UnsupportedProtocolVersionError,
} from "@modelcontextprotocol/server";

export type Facts = Record<string, string | number | boolean>;

const URL_BASE = "http://127.0.0.1/mcp";
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** One SDK server definition for every probe: a resource, and two resources whose handlers throw. */
function sdkServer(): McpServer {
  const server = new McpServer({ name: "sdk-probe", version: "0.0.0" });
  server.registerResource("readme", "file:///readme.txt", {}, async (uri) => ({
    contents: [{ uri: uri.href, text: "hello" }],
  }));
  server.registerResource("version-refusal", "file:///raise-32022", {}, async () => {
    throw new UnsupportedProtocolVersionError({ supported: ["2026-07-28"], requested: "1999-01-01" });
  });
  server.registerResource("legacy-not-found", "file:///raise-32002", {}, async () => {
    throw new ProtocolError(ProtocolErrorCode.ResourceNotFound, "Resource not found", {
      uri: "file:///raise-32002",
    });
  });
  return server;
}

const handler = createMcpHandler(sdkServer);

/** The SDK handler's answer to one POST: status, and the JSON-RPC message (from JSON or SSE). */
async function post(
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; message: Record<string, unknown> }> {
  const response = await handler.fetch(
    new Request(URL_BASE, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  const json = text.startsWith("event:") || text.startsWith("data:") ? sseData(text) : text;
  return { status: response.status, message: JSON.parse(json) as Record<string, unknown> };
}

function sseData(text: string): string {
  const line = text.split("\n").find((l) => l.startsWith("data:"));
  if (line === undefined) throw new Error(`no data line in ${text}`);
  return line.slice("data:".length).trim();
}

/** code, status and how the id came back. */
function errorFacts({ status, message }: { status: number; message: Record<string, unknown> }): Facts {
  const error = message.error as { code?: unknown } | undefined;
  if (error === undefined) throw new Error(`expected an error, got ${JSON.stringify(message)}`);
  const id = !("id" in message) ? "absent" : message.id === null ? "null" : "present";
  return { code: Number(error.code), status, id };
}

const modernHeaders = (method: string, extra: Record<string, string> = {}) => ({
  "MCP-Protocol-Version": "2026-07-28",
  "Mcp-Method": method,
  ...extra,
});
const legacyHeaders = { "MCP-Protocol-Version": "2025-11-25" };

const readModern = (uri: string, id: number) =>
  post(
    { jsonrpc: "2.0", id, method: "resources/read", params: { uri, _meta: META } },
    modernHeaders("resources/read", { "Mcp-Name": uri }),
  );
const readLegacy = (uri: string, id: number) =>
  post({ jsonrpc: "2.0", id, method: "resources/read", params: { uri } }, legacyHeaders);

function fromErrorFacts(code: number, data?: unknown): Facts {
  const error = ClientProtocolError.fromError(code, "probe", data);
  return { sdkClass: error.constructor.name, code: error.code };
}

export const PROBES: Record<string, () => Promise<Facts>> = {
  "modern-resource-miss": async () => errorFacts(await readModern("file:///missing.txt", 1)),
  "legacy-resource-miss": async () => errorFacts(await readLegacy("file:///missing.txt", 2)),
  "legacy-handler-32002": async () => errorFacts(await readLegacy("file:///raise-32002", 3)),
  "modern-handler-32022": async () => errorFacts(await readModern("file:///raise-32022", 4)),
  "legacy-handler-32022": async () => errorFacts(await readLegacy("file:///raise-32022", 5)),
  "modern-unsupported-version": async () =>
    errorFacts(
      await post(
        {
          jsonrpc: "2.0",
          id: 6,
          method: "tools/list",
          params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" } },
        },
        modernHeaders("tools/list", { "MCP-Protocol-Version": "1999-01-01" }),
      ),
    ),
  "modern-invalid-request": async () =>
    errorFacts(await post({ jsonrpc: "2.0", id: 7, params: { _meta: META } }, modernHeaders("tools/list"))),
  "modern-parse-error": async () => errorFacts(await post("{not json", modernHeaders("tools/list"))),
  "order-missing-meta-and-method-mismatch": async () =>
    errorFacts(
      await post(
        {
          jsonrpc: "2.0",
          id: 8,
          method: "tools/list",
          params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
        },
        modernHeaders("prompts/list"),
      ),
    ),
  "order-unsupported-version-and-method-mismatch": async () =>
    errorFacts(
      await post(
        {
          jsonrpc: "2.0",
          id: 9,
          method: "tools/list",
          params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" } },
        },
        { "MCP-Protocol-Version": "1999-01-01", "Mcp-Method": "prompts/list" },
      ),
    ),
  "order-unsupported-version-and-missing-header": async () =>
    errorFacts(
      await post(
        {
          jsonrpc: "2.0",
          id: 10,
          method: "tools/list",
          params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" } },
        },
        { "MCP-Protocol-Version": "1999-01-01" },
      ),
    ),
  "protocol-error-codes": async () => ({
    headerMismatchMember: (Object.values(ProtocolErrorCode) as unknown[]).includes(-32020),
    resourceNotFound: ProtocolErrorCode.ResourceNotFound,
    urlElicitationRequired: ProtocolErrorCode.UrlElicitationRequired,
    unsupportedProtocolVersion: ProtocolErrorCode.UnsupportedProtocolVersion,
  }),
  "from-error-32020": async () => fromErrorFacts(-32020),
  "from-error-32602-uri": async () => fromErrorFacts(-32602, { uri: "file:///x" }),
  "from-error-32002-uri": async () => fromErrorFacts(-32002, { uri: "file:///x" }),
  "from-error-bare-32002": async () => fromErrorFacts(-32002),
  "client-unknown-method": async () => {
    const client = new Client(
      { name: "sdk-probe-client", version: "0.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } },
    );
    const inProcess: typeof fetch = (input, init) => handler.fetch(new Request(input, init));
    await client.connect(new StreamableHTTPClientTransport(new URL(URL_BASE), { fetch: inProcess }));
    try {
      await client.request({ method: "prompts/list", params: {} });
      return { sdkClass: "none" } as Facts;
    } catch (error) {
      const data = (error as { data?: { status?: unknown } }).data;
      return { sdkClass: (error as Error).constructor.name, status: Number(data?.status) };
    } finally {
      await client.close();
    }
  },
};

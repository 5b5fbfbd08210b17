/**
 * The probe for the official TypeScript SDK v1 client (`@modelcontextprotocol/sdk` 1.32.2, the
 * latest 1.x, from tools/peers/package.json). It speaks 2025-11-25 and earlier only: the runner
 * reports its 2026-07-28 column as not spoken rather than running it.
 *
 *   tsx tools/peers/probes/npm/sdk-v1.ts '<ProbeRequest[] JSON>'
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, McpError, ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Observation } from "../../protocol.ts";
import { alteringFetch, readRequests } from "../ts-common.ts";
import { drive, type Adapter } from "../ts-driver.ts";

const adapter: Adapter = {
  async connect(request, alteration) {
    const client = new Client(
      { name: "mcp-errgen-peers", version: "0.0.0" },
      { capabilities: { elicitation: {} } },
    );
    client.setRequestHandler(ElicitRequestSchema, async () => ({
      action: "accept",
      content: { proceed: true },
    }));
    const transport = new StreamableHTTPClientTransport(new URL(request.url), {
      fetch: alteringFetch(alteration ?? {}),
      reconnectionOptions: {
        maxRetries: 0,
        initialReconnectionDelay: 100,
        maxReconnectionDelay: 100,
        reconnectionDelayGrowFactor: 1,
      },
    });
    const options = { timeout: request.stepTimeoutMs };
    await client.connect(transport, options);
    return {
      callTool: (name, args) => client.callTool({ name, arguments: args }, undefined, options),
      readResource: (uri) => client.readResource({ uri }, options),
      request: (method, params) => client.request({ method, params }, ResultSchema, options),
      close: () => client.close(),
    };
  },
  describe(error): Omit<Observation, "condition"> {
    const base = {
      outcome: "error" as const,
      class: (error as Error)?.constructor?.name ?? typeof error,
      message: String((error as Error)?.message ?? error),
    };
    if (error instanceof McpError)
      return {
        ...base,
        code: error.code,
        status: null,
        ...(error.data !== undefined ? { data: error.data } : {}),
      };
    // StreamableHTTPError's code is the HTTP status.
    if (error instanceof StreamableHTTPError) return { ...base, code: null, status: error.code ?? null };
    return { ...base, code: null, status: null };
  },
};

await drive(adapter, readRequests());

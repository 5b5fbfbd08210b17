/**
 * The probe for the official TypeScript SDK v2 client (`@modelcontextprotocol/client` 2.4.0, the
 * project's devDependency): 2026-07-28 pinned (`versionNegotiation: { mode: { pin } }`) or the
 * 2025-11-25 handshake, its elicitation handler answering "proceed".
 *
 *   tsx tools/peers/probes/sdk-v2.ts '<ProbeRequest[] JSON>'
 */
import {
  Client,
  ProtocolError,
  SdkError,
  SdkHttpError,
  StreamableHTTPClientTransport,
} from "@modelcontextprotocol/client";
import type { Observation } from "../protocol.ts";
import { drive, type Adapter } from "./ts-driver.ts";
import { alteringFetch, errorBase, readRequests } from "./ts-common.ts";

const adapter: Adapter = {
  async connect(request, alteration) {
    const client = new Client(
      { name: "mcp-errgen-peers", version: "0.0.0" },
      {
        capabilities: { elicitation: {} },
        ...(request.era === "modern" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {}),
      },
    );
    client.setRequestHandler("elicitation/create", async () => ({
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
    await client.connect(transport, { timeout: request.stepTimeoutMs });
    const options = { timeout: request.stepTimeoutMs };
    return {
      callTool: (name, args) => client.callTool({ name, arguments: args }, options),
      readResource: (uri) => client.readResource({ uri }, options),
      request: (method, params) => client.request({ method, params } as never, options),
      close: () => client.close(),
    };
  },
  describe(error): Omit<Observation, "condition"> {
    const base = errorBase(error);
    if (error instanceof ProtocolError) return { ...base, code: error.code, status: null, data: error.data };
    if (error instanceof SdkHttpError) return { ...base, code: null, status: error.status, data: error.data };
    if (error instanceof SdkError)
      return { ...base, code: null, status: null, data: { sdkCode: error.code } };
    return { ...base, code: null, status: null };
  },
};

await drive(adapter, readRequests());

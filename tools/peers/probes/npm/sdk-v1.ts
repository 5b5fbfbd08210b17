/**
 * The probe for the official TypeScript SDK v1 client (`@modelcontextprotocol/sdk` 1.32.2, the
 * latest 1.x, from tools/peers/package.json). It speaks 2025-11-25 and earlier only: the runner
 * reports its 2026-07-28 column as not spoken rather than running it.
 *
 *   tsx tools/peers/probes/npm/sdk-v1.ts '<ProbeRequest[] JSON>'
 */
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Observation } from "../../protocol.ts";
import { alteringFetch, errorBase, readRequests } from "../ts-common.ts";
import { drive, type Adapter } from "../ts-driver.ts";
import { describeMcpError, v1Session } from "./v1-client.ts";

const adapter: Adapter = {
  async connect(request, alteration) {
    const transport = new StreamableHTTPClientTransport(new URL(request.url), {
      fetch: alteringFetch(alteration ?? {}),
      reconnectionOptions: {
        maxRetries: 0,
        initialReconnectionDelay: 100,
        maxReconnectionDelay: 100,
        reconnectionDelayGrowFactor: 1,
      },
    });
    return v1Session(transport, request.stepTimeoutMs);
  },
  describe(error): Omit<Observation, "condition"> {
    const described = describeMcpError(error);
    if (described) return described;
    const base = errorBase(error);
    // StreamableHTTPError's code is the HTTP status.
    if (error instanceof StreamableHTTPError) return { ...base, code: null, status: error.code ?? null };
    return { ...base, code: null, status: null };
  },
};

await drive(adapter, readRequests());

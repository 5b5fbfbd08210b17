/**
 * What the two probes built on the SDK v1 client (`sdk-v1.ts` over Streamable HTTP, `mcp-remote.ts`
 * over stdio) share: the client, its session, and how its errors read.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ElicitRequestSchema, McpError, ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Observation } from "../../protocol.ts";
import { errorBase } from "../ts-common.ts";
import type { Session } from "../ts-driver.ts";

/** A v1 client connected over `transport`, its elicitation handler answering "proceed". */
export async function v1Session(transport: Transport, timeout: number): Promise<Session> {
  const client = new Client(
    { name: "mcp-errgen-peers", version: "0.0.0" },
    { capabilities: { elicitation: {} } },
  );
  client.setRequestHandler(ElicitRequestSchema, async () => ({
    action: "accept",
    content: { proceed: true },
  }));
  const options = { timeout };
  await client.connect(transport, options);
  return {
    callTool: (name, args) => client.callTool({ name, arguments: args }, undefined, options),
    readResource: (uri) => client.readResource({ uri }, options),
    request: (method, params) => client.request({ method, params }, ResultSchema, options),
    close: () => client.close(),
  };
}

/** A v1 McpError as an observation; undefined for any other error. */
export function describeMcpError(error: unknown): Omit<Observation, "condition"> | undefined {
  if (!(error instanceof McpError)) return undefined;
  return {
    ...errorBase(error),
    code: error.code,
    status: null,
    ...(error.data !== undefined ? { data: error.data } : {}),
  };
}

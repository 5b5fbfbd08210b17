/**
 * The official SDK v2 server (2.4.0) as the upstream behind the example proxies, in each shape
 * tools/peers/sdk-upstream.ts serves: 2025-11-25 with or without sessions, SSE or JSON answers,
 * and 2026-07-28 SSE or JSON. The SDK v2 client on the proxy's other side gets results and the
 * SDK's own typed errors, as it does from the example server.
 */
import {
  Client,
  ProtocolError,
  ResourceNotFoundError,
  StreamableHTTPClientTransport,
} from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProxy } from "../../examples/proxy/proxy.ts";
import {
  clientRevisionFor,
  SDK_UPSTREAM_VARIANTS,
  startSdkUpstream,
} from "../../tools/peers/sdk-upstream.ts";
import { failure } from "./support/stack.ts";

describe.each(SDK_UPSTREAM_VARIANTS)("behind the proxy: SDK server %s", (variant) => {
  const revision = clientRevisionFor(variant);
  const closers: (() => void)[] = [];
  let client: Client;
  beforeAll(async () => {
    const upstream = await startSdkUpstream(variant);
    const proxy = await startProxy({
      upstreamUrl: upstream.url,
      clientRevision: revision,
    });
    for (const { server } of [proxy, upstream])
      closers.push(() => {
        server.closeAllConnections();
        server.close();
      });
    client = new Client(
      { name: "mcp-errgen-peer-test", version: "0.0.0" },
      revision === "2026-07-28"
        ? { versionNegotiation: { mode: { pin: "2026-07-28" } } }
        : { capabilities: { elicitation: {} } },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(proxy.url)));
  });
  afterAll(async () => {
    await client.close();
    for (const close of closers) close();
  });

  it("relays a tool result", async () => {
    expect((await client.callTool({ name: "echo", arguments: { text: "hi" } })).content).toEqual([
      { type: "text", text: "hi" },
    ]);
  });

  it("relays an unknown tool as ProtocolError -32602", async () => {
    const error = await failure(() => client.callTool({ name: "no_such_tool", arguments: {} }));
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).code).toBe(-32602);
  });

  it("relays invalid tool input as a tool result with isError", async () => {
    expect((await client.callTool({ name: "add", arguments: { a: "one" } })).isError).toBe(true);
  });

  it("relays a missing resource as ResourceNotFoundError, in the client's revision", async () => {
    const error = await failure(() => client.readResource({ uri: "file:///missing.txt" }));
    expect(error).toBeInstanceOf(ResourceNotFoundError);
  });

  it("answers a tool that needs input with a tool result with isError, never a silent success", async () => {
    const result = await client.callTool({ name: "confirm", arguments: {} });
    expect(result.isError).toBe(true);
    const text = JSON.stringify(result.content);
    // Through the proxy for 2025-11-25 clients, the 2026-07-28 input_required result is the proxy's
    // stated choice; a 2025-11-25 SDK upstream says itself that it cannot ask this client.
    expect(text).toMatch(revision === "2025-11-25" ? /input_required/ : /Cannot request input/);
  });
});

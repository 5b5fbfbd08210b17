/**
 * The official TypeScript SDK v2 client against the example server and both example proxies,
 * in both eras, over 127.0.0.1: it must get the SDK's own typed errors and the HTTP statuses
 * the spec gives (or, where the spec gives none, the example's stated choice).
 */
import {
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ResourceNotFoundError,
  SdkHttpError,
  type Client,
} from "@modelcontextprotocol/client";
import { translate } from "mcp-errors/translate";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_WHEN_SPEC_IS_SILENT } from "../../examples/shared/answer.ts";
import {
  connectClient,
  failure,
  recordingFetch,
  startStack,
  type Exchange,
  type Stack,
  type Target,
} from "./support/stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

/** The last exchange for a JSON-RPC method: its status and parsed response body. */
function lastExchange(exchanges: Exchange[], rpcMethod: string): { status: number; body: unknown } {
  const exchange = exchanges.filter((e) => e.rpcMethod === rpcMethod).at(-1);
  if (exchange === undefined) throw new Error(`no ${rpcMethod} request was sent`);
  return { status: exchange.status, body: JSON.parse(exchange.responseText) as unknown };
}

const TARGETS = [
  "server, 2026-07-28 client",
  "server, 2025-11-25 client",
  "proxy to a 2025-11-25 upstream, 2026-07-28 client",
  "proxy to a 2026-07-28 upstream, 2025-11-25 client",
];

describe.each(TARGETS)("SDK client: %s", (targetName) => {
  let target: Target;
  let client: Client;
  let exchanges: Exchange[];

  beforeAll(async () => {
    const found = stack.targets.find((t) => t.name === targetName);
    if (found === undefined) throw new Error(`no target ${targetName}`);
    target = found;
    const recorder = recordingFetch();
    exchanges = recorder.exchanges;
    client = await connectClient(target, recorder.fetch);
  });
  afterAll(async () => {
    await client.close();
  });

  it("gets an unknown tool as a plain ProtocolError -32602, in-band", async () => {
    const error = await failure(() => client.callTool({ name: "no_such_tool", arguments: {} }));
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).not.toBeInstanceOf(ResourceNotFoundError);
    expect((error as ProtocolError).code).toBe(-32602);
    expect(lastExchange(exchanges, "tools/call").status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
  });

  it("gets a missing resource as ResourceNotFoundError, with its revision's code on the wire", async () => {
    const uri = "file:///example/missing.txt";
    const error = await failure(() => client.readResource({ uri }));
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect((error as ResourceNotFoundError).uri).toBe(uri);
    const { status, body } = lastExchange(exchanges, "resources/read");
    const revisionModule = target.era === "modern" ? modern : legacy;
    expect(body).toMatchObject({ error: { code: revisionModule.ErrorCode.ResourceNotFound, data: { uri } } });
    expect(status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
  });

  it("gets bad tool arguments as a tool result with isError, not a protocol error", async () => {
    const result = await client.callTool({ name: "add", arguments: { a: "one" } });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: "add needs two numbers, a and b" }]);
  });

  it("gets a result its revision accepts: with resultType in 2026-07-28, the proxy adding it for a 2025-11-25 upstream", async () => {
    // SDK client 2.4.0 refuses a 2026-07-28 result without resultType (its InvalidResult error),
    // so the call itself proves the field is there.
    const result = await client.callTool({ name: "add", arguments: { a: 2, b: 3 } });
    expect(result.content).toEqual([{ type: "text", text: "5" }]);
    const { body } = lastExchange(exchanges, "tools/call");
    if (target.era === "modern")
      expect(body).toMatchObject({ result: { resultType: modern.RESULT_TYPE.complete } });
  });

  it("gets a tool's own failure as a tool result", async () => {
    const result = await client.callTool({ name: "test_error_handling", arguments: {} });
    expect(result.isError).toBe(true);
  });

  it("gets an unknown method as -32601: 404 in 2026-07-28, never 404 in a 2025-11-25 session", async () => {
    const error = await failure(() => client.request({ method: "prompts/list", params: {} }));
    const { status, body } = lastExchange(exchanges, "prompts/list");
    expect(body).toMatchObject({ error: { code: -32601 } });
    if (target.era === "modern") {
      // The spec's 404 for an unimplemented method; SDK client 2.4.0 reads a JSON-RPC body only
      // from a 400, so the error surfaces as an SdkHttpError carrying the status and the body.
      expect(status).toBe(404);
      expect(error).toBeInstanceOf(SdkHttpError);
      expect((error as SdkHttpError).data).toMatchObject({ status: 404 });
    } else {
      // A legacy client reads a 404 as "session expired"; the error travels in-band instead.
      expect(status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
      expect(error).toBeInstanceOf(ProtocolError);
      expect((error as ProtocolError).code).toBe(-32601);
    }
  });

  it("gets a missing client capability as the peer's revision can say it", async () => {
    const error = await failure(() => client.callTool({ name: "test_missing_capability", arguments: {} }));
    const { status } = lastExchange(exchanges, "tools/call");
    if (target.era === "modern" && !target.viaProxy) {
      expect(error).toBeInstanceOf(MissingRequiredClientCapabilityError);
      expect((error as MissingRequiredClientCapabilityError).requiredCapabilities).toEqual({ sampling: {} });
      expect(status).toBe(400);
    } else if (target.era === "legacy" && target.viaProxy) {
      // 2025-11-25 has no such error: the proxy sends what the register says stands in for it.
      const upstreamError = modern.missingRequiredClientCapability({
        data: { requiredCapabilities: { sampling: {} } },
      });
      const translation = translate(upstreamError, {
        from: "2026-07-28",
        to: "2025-11-25",
        request: { id: 1, method: "tools/call" },
      });
      expect(translation.ok).toBe(false);
      const expected = translation.ok ? translation.error : translation.fallback;
      expect(error).toBeInstanceOf(ProtocolError);
      expect((error as ProtocolError).code).toBe(expected.code);
      expect(status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
    } else {
      // Behind a 2025-11-25 session the tool does not exist: capabilities are per session there.
      expect(error).toBeInstanceOf(ProtocolError);
      expect((error as ProtocolError).code).toBe(-32602);
      expect(status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
    }
  });
});

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** A raw 2026-07-28 request, so that the test can break one rule at a time. */
async function postModern(
  url: string,
  method: string,
  params: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{
  status: number;
  body: { id?: unknown; error: { code: number; message: string; data?: unknown } };
}> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 7, method, params }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

const STANDARD = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" };

describe.each(["server", "modernProxy"] as const)(
  "2026-07-28 request checks, read with ProtocolError.fromError (%s)",
  (which) => {
    const cases: {
      name: string;
      params: Record<string, unknown>;
      headers: Record<string, string>;
      code: number;
    }[] = [
      {
        name: "an unsupported version: UnsupportedProtocolVersionError",
        params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" } },
        headers: { ...STANDARD, "MCP-Protocol-Version": "1999-01-01" },
        code: -32022,
      },
      {
        name: "Mcp-Method disagreeing with the body: -32020, which the SDK has no class for",
        params: { _meta: META },
        headers: { ...STANDARD, "Mcp-Method": "prompts/list" },
        code: -32020,
      },
      {
        name: "an unsupported version and no Mcp-Method header: -32022 first, before that version's header rules",
        params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" } },
        headers: { "MCP-Protocol-Version": "1999-01-01" },
        code: -32022,
      },
      {
        name: "a missing _meta: -32602 that must not read as resource-not-found",
        params: {},
        headers: STANDARD,
        code: -32602,
      },
    ];

    it.each(cases)("$name, with 400", async ({ params, headers, code }) => {
      const url = which === "server" ? stack.server : stack.modernProxy;
      const { status, body } = await postModern(url, "tools/list", params, headers);
      expect(status).toBe(400);
      expect(body.id).toBe(7);
      const error = ProtocolError.fromError(body.error.code, body.error.message, body.error.data);
      expect(error.code).toBe(code);
      expect(error).not.toBeInstanceOf(ResourceNotFoundError);
      if (code === -32022) {
        expect(error.constructor.name).toBe("UnsupportedProtocolVersionError");
        expect(error.data).toEqual({ supported: ["2026-07-28"], requested: "1999-01-01" });
      } else {
        expect(error.constructor).toBe(ProtocolError);
      }
    });

    // Through the proxy the 2025-11-25 upstream knows no Mcp-Param-* headers: the proxy checks
    // them against the tool's x-mcp-header arguments in the upstream's tools/list.
    it.each([
      ["missing", {}, 400],
      ["disagreeing with the argument", { "Mcp-Param-Region": "us" }, 400],
      ["not a valid Base64 value", { "Mcp-Param-Region": "=?base64?ZXU?=" }, 400],
      ["matching the argument", { "Mcp-Param-Region": "eu" }, 200],
      ["matching it in Base64", { "Mcp-Param-Region": "=?base64?ZXU=?=" }, 200],
    ])("checks a tool's Mcp-Param-Region header %s", async (_name, paramHeader, status) => {
      const url = which === "server" ? stack.server : stack.modernProxy;
      const headers = {
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tools/call",
        "Mcp-Name": "lookup_region",
      };
      const response = await postModern(
        url,
        "tools/call",
        { _meta: META, name: "lookup_region", arguments: { region: "eu" } },
        { ...headers, ...paramHeader },
      );
      expect(response.status).toBe(status);
      if (status === 400) expect(response.body.error.code).toBe(-32020);
      else expect(response.body).not.toHaveProperty("error");
    });
  },
);

describe.each(["server", "legacyProxy"] as const)("2025-11-25 transport failures (%s)", (which) => {
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "0" } },
  };
  const list = { jsonrpc: "2.0", id: 2, method: "tools/list", params: {} };
  const post = (headers: Record<string, string>, body: unknown) =>
    fetch(which === "server" ? stack.server : stack.legacyProxy, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it("answers a request without Mcp-Session-Id with 400", async () => {
    expect((await post({}, list)).status).toBe(400);
  });

  it("answers an unknown session with 404, which tells a legacy client to initialize again", async () => {
    expect(
      (await post({ "Mcp-Session-Id": "no-such-session", "MCP-Protocol-Version": "2025-11-25" }, list))
        .status,
    ).toBe(404);
  });

  it("answers an unsupported MCP-Protocol-Version header with 400, and a good one with 200", async () => {
    const opened = await post({}, initialize);
    const session = opened.headers.get("mcp-session-id");
    expect(session).not.toBeNull();
    expect(
      (await post({ "Mcp-Session-Id": session ?? "", "MCP-Protocol-Version": "1999-01-01" }, list)).status,
    ).toBe(400);
    expect(
      (await post({ "Mcp-Session-Id": session ?? "", "MCP-Protocol-Version": "2025-11-25" }, list)).status,
    ).toBe(200);
  });

  it("answers a foreign Origin with 403", async () => {
    expect((await post({ origin: "http://evil.example" }, initialize)).status).toBe(403);
  });

  it("counter-offers its own version to an initialize it cannot serve, without an error", async () => {
    const response = await post(
      {},
      { ...initialize, params: { ...initialize.params, protocolVersion: "1999-01-01" } },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { protocolVersion: "2025-11-25" } });
  });
});

/**
 * The HTTP boundary the example server and both proxies share (examples/shared/endpoint.ts and
 * legacy-sessions.ts): what each refuses before it reads a message, and how it answers a body
 * that is not a JSON-RPC message, over 127.0.0.1.
 */
import { parseErrorResponse } from "mcp-errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  STATUS_WHEN_NO_REQUEST_IS_ANSWERED,
  STATUS_WHEN_SPEC_IS_SILENT,
} from "../../examples/shared/answer.ts";
import { MAX_BODY_BYTES } from "../../examples/shared/http.ts";
import { rawRequest } from "./support/raw-http.ts";
import { startStack, type Stack } from "./support/stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const ENDPOINTS = [
  { which: "server", revision: "2025-11-25", allow: "POST, DELETE" },
  { which: "legacyProxy", revision: "2025-11-25", allow: "POST, DELETE" },
  { which: "modernProxy", revision: "2026-07-28", allow: "POST" },
] as const;

/** What a 2025-11-25 client's initialize asks for. */
const INITIALIZE_PARAMS = {
  protocolVersion: "2025-11-25",
  capabilities: {},
  clientInfo: { name: "raw", version: "0" },
};

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/** POSTs a JSON-RPC message as a client would. */
const postMessage = (at: string, message: unknown, headers: Record<string, string> = {}) =>
  fetch(at, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(message) });

describe.each(ENDPOINTS)("$which", ({ which, revision, allow }) => {
  const url = () => stack[which];
  const post = (text: string, headers: Record<string, string> = {}, at = url()) =>
    fetch(at, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: text });

  it("answers a path other than its endpoint with 404", async () => {
    expect((await post("{}", {}, url().replace(/\/mcp$/, "/elsewhere"))).status).toBe(404);
  });

  // 2025-11-25 basic/transports.mdx:140-141: a server that offers no SSE stream MUST answer a GET
  // with 405; 2026-07-28 streamable-http.mdx:680-684: a GET (and a DELETE, where there are no
  // sessions) SHOULD get 405.
  it.each(["GET", "PUT", "PATCH"])(
    "answers %s, which it does not serve, with 405 and Allow",
    async (method) => {
      const response = await fetch(url(), { method, headers: { accept: "text/event-stream" } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
    },
  );

  it.each([
    ["text/plain", 415],
    ["application/x-www-form-urlencoded", 415],
    ["application/json; charset=utf-8", 200],
    ["Application/JSON", 200],
  ])("answers a POST with Content-Type %s with %i", async (contentType, status) => {
    const response = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }), {
      "content-type": contentType,
    });
    if (status === 415) {
      expect(response.status).toBe(415);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty("id");
      expect(parseErrorResponse(revision, body).ok).toBe(true);
    } else expect(response.status).not.toBe(415);
  });

  it.each([
    ["application/json", 406],
    ["text/event-stream", 406],
    ["application/json;q=0, text/event-stream", 406],
    ["application/json, text/event-stream", 200],
    ["*/*", 200],
    ["application/*, text/*;q=0.5", 200],
  ])("answers a POST with Accept %s with %i", async (accept, status) => {
    const response = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }), { accept });
    if (status === 406) {
      expect(response.status).toBe(406);
      expect(parseErrorResponse(revision, await response.json()).ok).toBe(true);
    } else expect(response.status).not.toBe(406);
  });

  it("answers a POST without Accept with 406: the client must list both answers", async () => {
    const response = await rawRequest(url(), "POST", { "content-type": "application/json" }, "{}");
    expect(response.status).toBe(406);
  });

  it("answers a request nested 20,000 levels deep with an invalid-request error carrying its id", async () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const response = await post(`{"jsonrpc":"2.0","id":5,"method":"tools/list","params":{"x":${deep}}}`);
    expect(response.status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.id).toBe(5);
    const read = parseErrorResponse(revision, body);
    expect(read.ok && read.condition).toBe("invalidRequest");
    // The process is alive and still answers.
    expect((await post("{not json")).status).toBe(400);
  });

  it("refuses a foreign Origin with 403 before anything else, a DELETE too", async () => {
    for (const method of ["POST", "DELETE"]) {
      const response = await fetch(url(), {
        method,
        headers: { ...JSON_HEADERS, origin: "http://evil.example" },
        body: method === "POST" ? "not even JSON" : null,
      });
      expect(response.status).toBe(403);
    }
  });

  it("refuses a body over MAX_BODY_BYTES with 413, and takes one of exactly that size", async () => {
    expect((await post("x".repeat(MAX_BODY_BYTES + 1))).status).toBe(413);
    expect((await post(`${" ".repeat(MAX_BODY_BYTES - 2)}{}`)).status).not.toBe(413);
  });

  it("answers a body that is not JSON with a parse error and 400", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    const read = parseErrorResponse(revision, await response.json());
    expect(read.ok && read.condition).toBe("parseError");
  });

  it.each([
    ["[]", STATUS_WHEN_NO_REQUEST_IS_ANSWERED],
    ["{}", STATUS_WHEN_NO_REQUEST_IS_ANSWERED],
    [`{"jsonrpc":"1.0","id":1,"method":"tools/list"}`, STATUS_WHEN_SPEC_IS_SILENT],
    [`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[]}`, STATUS_WHEN_SPEC_IS_SILENT],
  ])(
    "answers JSON that is not a JSON-RPC message (%s) with an invalid-request error: in-band with an id, an error status without",
    async (text, status) => {
      const response = await post(text);
      expect(response.status).toBe(status);
      const read = parseErrorResponse(revision, await response.json());
      expect(read.ok && read.condition).toBe("invalidRequest");
    },
  );

  it.each([
    `{"jsonrpc":"2.0","id":null,"method":"tools/list"}`,
    `{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}`,
    `{"jsonrpc":"2.0","id":{},"method":"tools/list"}`,
  ])(
    "answers a request with an id MCP does not allow (%s) as invalid, not as a notification, with an error status",
    async (text) => {
      const response = await post(text);
      expect(response.status).toBe(STATUS_WHEN_NO_REQUEST_IS_ANSWERED);
      const read = parseErrorResponse(revision, await response.json());
      expect(read.ok && read.condition).toBe("invalidRequest");
    },
  );
});

describe.each(["server", "legacyProxy"] as const)("initialize sent as a notification (%s)", (which) => {
  it("opens no session and answers 400, an invalid-request error saying initialize must be a request", async () => {
    const response = await postMessage(stack[which], {
      jsonrpc: "2.0",
      method: "initialize",
      params: INITIALIZE_PARAMS,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    const read = parseErrorResponse("2025-11-25", await response.json());
    expect(read.ok && read.condition).toBe("invalidRequest");
    expect(read.ok && read.error.message).toBe("initialize must be a request");
  });
});

describe.each(["server", "legacyProxy"] as const)("2025-11-25 sessions end with DELETE (%s)", (which) => {
  it("ends a session once: 200, then 404 to the DELETE and to requests in it", async () => {
    const opened = await postMessage(stack[which], {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: INITIALIZE_PARAMS,
    });
    const session = { "Mcp-Session-Id": opened.headers.get("mcp-session-id") ?? "" };
    expect(session["Mcp-Session-Id"]).not.toBe("");
    const end = () => fetch(stack[which], { method: "DELETE", headers: session });
    expect((await end()).status).toBe(200);
    expect((await end()).status).toBe(404);
    const after = await postMessage(stack[which], { jsonrpc: "2.0", id: 2, method: "tools/list" }, session);
    expect(after.status).toBe(404);
  });

  it("answers a DELETE without Mcp-Session-Id with 400", async () => {
    expect((await fetch(stack[which], { method: "DELETE" })).status).toBe(400);
  });
});

describe.each(["server", "legacyProxy"] as const)(
  "2025-11-25 session ids and notifications (%s)",
  (which) => {
    const open = async () => {
      const opened = await postMessage(stack[which], {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: INITIALIZE_PARAMS,
      });
      return opened.headers.get("mcp-session-id") ?? "";
    };
    const list = JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list" });
    const raw = (headers: Record<string, string | string[]>, body = list, method = "POST") =>
      rawRequest(
        stack[which],
        method,
        { ...JSON_HEADERS, "mcp-protocol-version": "2025-11-25", ...headers },
        body,
      );

    it.each([
      ["empty", ""],
      ["with a space", "abc def"],
      ["with a non-ASCII character", "séance"],
    ])(
      "answers a request with an Mcp-Session-Id that is %s with 400, never 404, and the request's id",
      async (_name, value) => {
        const response = await raw({ "mcp-session-id": value });
        expect(response.status).toBe(400);
        expect(JSON.parse(response.text)).toMatchObject({ id: 9, error: { code: -32600 } });
      },
    );

    it("answers a request whose Mcp-Session-Id is sent twice with 400, even when both copies name a live session", async () => {
      const session = await open();
      const response = await raw({ "mcp-session-id": [session, session] });
      expect(response.status).toBe(400);
      expect((await raw({ "mcp-session-id": session })).status).toBe(200);
    });

    it("answers a DELETE with an empty or repeated Mcp-Session-Id with 400, and leaves the session open", async () => {
      const session = await open();
      expect((await raw({ "mcp-session-id": "" }, "", "DELETE")).status).toBe(400);
      expect((await raw({ "mcp-session-id": [session, session] }, "", "DELETE")).status).toBe(400);
      expect((await raw({ "mcp-session-id": session })).status).toBe(200);
    });

    it("answers notifications: 202 in a session, an error status outside one (400 without an id, 404 for an unknown id)", async () => {
      const session = await open();
      const notification = JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" });
      expect((await raw({ "mcp-session-id": session }, notification)).status).toBe(202);
      expect((await raw({}, notification)).status).toBe(400);
      expect((await raw({ "mcp-session-id": "no-such-session" }, notification)).status).toBe(404);
    });
  },
);

it("serves a 2026-07-28 request statelessly at the dual-era server even with a stray Mcp-Session-Id", async () => {
  const response = await postMessage(
    stack.server,
    {
      jsonrpc: "2.0",
      id: 3,
      method: "tools/list",
      params: {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    },
    { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list", "Mcp-Session-Id": "stale" },
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ id: 3, result: { resultType: "complete" } });
});

it("ignores an Mcp-Session-Id at the proxy for 2026-07-28 clients, as a 2026-07-28-only server should", async () => {
  const response = await postMessage(
    stack.modernProxy,
    {
      jsonrpc: "2.0",
      id: 4,
      method: "tools/list",
      params: {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    },
    { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list", "Mcp-Session-Id": "stale" },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("mcp-session-id")).toBeNull();
});

it("names the versions it supports when the proxy for 2026-07-28 clients refuses a 2025-11-25 initialize", async () => {
  // 2026-07-28 basic/versioning.mdx:154-157: a modern-only server SHOULD name its versions in any
  // error it returns to an initialize.
  const response = await postMessage(stack.modernProxy, {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: INITIALIZE_PARAMS,
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { id: unknown; error: { message: string } };
  expect(body.id).toBe(1);
  expect(body.error.message).toContain("supports protocol version 2026-07-28 only");
});

it("has no sessions behind the proxy for 2026-07-28 clients: DELETE is 405, Allow: POST", async () => {
  const response = await fetch(stack.modernProxy, { method: "DELETE" });
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("POST");
});

describe("a request that fails its params schema is an invalid-params error, not an unknown tool or a missing resource", () => {
  const cases = [
    ["resources/read", {}, "Invalid params: resources/read needs a string uri"],
    ["tools/call", { arguments: {} }, "Invalid params: tools/call needs a string name"],
  ] as const;

  it.each(cases)("2025-11-25, %s without its key", async (method, params, message) => {
    for (const url of [stack.server, stack.legacyProxy]) {
      const opened = await postMessage(url, {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: INITIALIZE_PARAMS,
      });
      const session = {
        "Mcp-Session-Id": opened.headers.get("mcp-session-id") ?? "",
        "MCP-Protocol-Version": "2025-11-25",
      };
      const response = await postMessage(url, { jsonrpc: "2.0", id: 2, method, params }, session);
      const body = (await response.json()) as {
        id: unknown;
        error: { code: number; message: string; data?: unknown };
      };
      expect(body).toMatchObject({ id: 2, error: { code: -32602 } });
      expect(body.error.data).toBeUndefined();
      expect(body.error.message).toBe(message);
    }
  });

  // In 2026-07-28 the header check comes first: the key's Mcp-Name header is missing too, which is
  // a header mismatch (streamable-http.mdx:624-625), in the register's check order.
  it.each(cases)(
    "2026-07-28, %s without its key: the missing Mcp-Name header decides",
    async (method, params) => {
      const meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
      };
      const response = await postMessage(
        stack.server,
        { jsonrpc: "2.0", id: 3, method, params: { ...params, _meta: meta } },
        { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ id: 3, error: { code: -32020 } });
    },
  );
});

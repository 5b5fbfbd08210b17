/**
 * The HTTP boundary the example server and both proxies share (examples/shared/endpoint.ts and
 * legacy-sessions.ts): what each refuses before it reads a message, and how it answers a body
 * that is not a JSON-RPC message, over 127.0.0.1.
 */
import { parseErrorResponse } from "mcp-errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_WHEN_SPEC_IS_SILENT } from "../../examples/shared/answer.ts";
import { MAX_BODY_BYTES } from "../../examples/shared/http.ts";
import { startStack, type Stack } from "./support/stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const ENDPOINTS = [
  { which: "server", revision: "2025-11-25" },
  { which: "legacyProxy", revision: "2025-11-25" },
  { which: "modernProxy", revision: "2026-07-28" },
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

describe.each(ENDPOINTS)("$which", ({ which, revision }) => {
  const url = () => stack[which];
  const post = (text: string, headers: Record<string, string> = {}, at = url()) =>
    fetch(at, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: text });

  it("answers a path other than its endpoint with 404", async () => {
    expect((await post("{}", {}, url().replace(/\/mcp$/, "/elsewhere"))).status).toBe(404);
  });

  it("answers a method other than POST or DELETE with 405 and Allow", async () => {
    const response = await fetch(url(), { method: "GET" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, DELETE");
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
    "[]",
    "{}",
    `{"jsonrpc":"1.0","id":1,"method":"tools/list"}`,
    `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[]}`,
  ])("answers JSON that is not a JSON-RPC message (%s) with an invalid-request error", async (text) => {
    const response = await post(text);
    expect(response.status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
    const read = parseErrorResponse(revision, await response.json());
    expect(read.ok && read.condition).toBe("invalidRequest");
  });

  it.each([
    `{"jsonrpc":"2.0","id":null,"method":"tools/list"}`,
    `{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}`,
    `{"jsonrpc":"2.0","id":{},"method":"tools/list"}`,
  ])(
    "answers a request with an id MCP does not allow (%s) as invalid, not as a notification",
    async (text) => {
      const response = await post(text);
      expect(response.status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
      const read = parseErrorResponse(revision, await response.json());
      expect(read.ok && read.condition).toBe("invalidRequest");
    },
  );
});

describe.each(["server", "legacyProxy"] as const)("initialize sent as a notification (%s)", (which) => {
  it("opens no session and answers an invalid-request error saying initialize must be a request", async () => {
    const response = await postMessage(stack[which], {
      jsonrpc: "2.0",
      method: "initialize",
      params: INITIALIZE_PARAMS,
    });
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

it("has no sessions behind the proxy for 2026-07-28 clients: DELETE is 405, Allow: POST", async () => {
  const response = await fetch(stack.modernProxy, { method: "DELETE" });
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("POST");
});

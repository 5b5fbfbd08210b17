/**
 * The Go example server (examples/go-server/): gofmt and go vet clean; its go test, which runs
 * the official Go SDK client (pinned in its go.sum, from the Go module proxy) against it over
 * 127.0.0.1 for every condition of the peers matrix in both eras, and its own tests of what the
 * clock and a slow peer decide (sessions that expire, a body that never ends); and, against the
 * built server over 127.0.0.1, the HTTP boundary the TypeScript server keeps
 * (test/peers/http-boundary.test.ts, legacy-sessions.test.ts), case for case, and request ids
 * beyond 2^53 in both eras. The conformance suite's runs against it are `npm run conformance:go`.
 */
import { join } from "node:path";
import { parseErrorResponse } from "mcp-errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGoServer } from "../../tools/conformance/go-server.ts";
import { rawRequest } from "../peers/support/raw-http.ts";
import { PROJECT_ROOT, runGo } from "./go-tool.ts";

const EXAMPLE = join(PROJECT_ROOT, "examples/go-server");

/** The Go server's choices, as the TypeScript examples make them (examples/shared/answer.ts, http.ts). */
const STATUS_WHEN_SPEC_IS_SILENT = 200;
const STATUS_WHEN_NO_REQUEST_IS_ANSWERED = 400;
const MAX_BODY_BYTES = 1_000_000;

describe("the Go example server", () => {
  it("is gofmt-clean and go vet clean", async () => {
    const format = await runGo(["-l", EXAMPLE], { cwd: EXAMPLE, command: "gofmt" });
    expect(format.stdout + format.stderr).toBe("");
    const vet = await runGo(["vet", "./..."], { cwd: EXAMPLE });
    expect(vet.code, vet.stdout + vet.stderr).toBe(0);
  }, 300_000);

  it("gives the Go SDK client each condition as its revision says it, and bounds sessions and slow bodies", async () => {
    const run = await runGo(["test", "-count=1", "-v", "./..."], { cwd: EXAMPLE });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    for (const name of [
      "SDKClientUnknownTool",
      "SDKClientUnknownMethod",
      "SDKClientMissingResource",
      "SDKClientInvalidToolInput",
      "SDKClientMissingNameOrURI",
      "SDKClientCapabilityOnlyIn2026",
      "SDKClientUnsupportedProtocolVersion",
      "SDKClientExpiredSession",
      "SDKClientTransportFailures",
      "SessionsEndWhenIdle",
      "SessionsKeepTheMostRecentlyUsed",
      "MalformedSessionIDs",
      "SlowBodyIsCutOff",
      "AddSaysInfinity",
    ])
      expect(run.stdout).toContain(`--- PASS: Test${name}`);
  }, 300_000);
});

describe("the Go example server over HTTP, as the TypeScript server is tested", () => {
  let url: string;
  let stop: () => void;
  beforeAll(async () => {
    ({ url, stop } = await startGoServer(EXAMPLE, join(PROJECT_ROOT, ".tmp/go-server-test")));
  }, 300_000);
  afterAll(() => stop());

  const JSON_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
  const INITIALIZE_PARAMS = {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "raw", version: "0" },
  };
  const MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  const post = (text: string, headers: Record<string, string> = {}, at = url) =>
    fetch(at, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: text });
  const postMessage = (message: unknown, headers: Record<string, string> = {}) =>
    post(JSON.stringify(message), headers);
  const raw = (headers: Record<string, string | string[]>, body = "", method = "POST") =>
    rawRequest(url, method, { ...JSON_HEADERS, ...headers }, body);
  const open = async (): Promise<string> => {
    const opened = await postMessage({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: INITIALIZE_PARAMS,
    });
    return opened.headers.get("mcp-session-id") ?? "";
  };

  it("answers a path other than its endpoint with 404", async () => {
    expect((await post("{}", {}, url.replace(/\/mcp$/, "/elsewhere"))).status).toBe(404);
  });

  it.each(["GET", "PUT", "PATCH"])(
    "answers %s, which it does not serve, with 405 and Allow",
    async (method) => {
      const response = await fetch(url, { method, headers: { accept: "text/event-stream" } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST, DELETE");
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
      expect(parseErrorResponse("2025-11-25", body).ok).toBe(true);
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
      expect(parseErrorResponse("2025-11-25", await response.json()).ok).toBe(true);
    } else expect(response.status).not.toBe(406);
  });

  it("answers a POST without Accept with 406: the client must list both answers", async () => {
    const response = await rawRequest(url, "POST", { "content-type": "application/json" }, "{}");
    expect(response.status).toBe(406);
  });

  it("answers a request nested 20,000 levels deep with an invalid-request error carrying its id", async () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const response = await post(`{"jsonrpc":"2.0","id":5,"method":"tools/list","params":{"x":${deep}}}`);
    expect(response.status).toBe(STATUS_WHEN_SPEC_IS_SILENT);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.id).toBe(5);
    const read = parseErrorResponse("2025-11-25", body);
    expect(read.ok && read.condition).toBe("invalidRequest");
    expect((await post("{not json")).status).toBe(400);
  });

  it("refuses a foreign Origin with 403 before anything else, a DELETE too", async () => {
    for (const method of ["POST", "DELETE"]) {
      const response = await fetch(url, {
        method,
        headers: { ...JSON_HEADERS, origin: "http://evil.example" },
        body: method === "POST" ? "not even JSON" : null,
      });
      expect(response.status).toBe(403);
    }
  });

  it("refuses an Origin sent twice with 403, even when its first copy is a loopback page", async () => {
    const list = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const response = await raw({ origin: ["http://127.0.0.1", "http://evil.example"] }, list);
    expect(response.status).toBe(403);
    expect((await raw({ origin: "http://127.0.0.1" }, list)).status).not.toBe(403);
  });

  it("refuses a body over MAX_BODY_BYTES with 413, and takes one of exactly that size", async () => {
    expect((await post("x".repeat(MAX_BODY_BYTES + 1))).status).toBe(413);
    expect((await post(`${" ".repeat(MAX_BODY_BYTES - 2)}{}`)).status).not.toBe(413);
  });

  it("answers a body that is not JSON with a parse error and 400", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    const read = parseErrorResponse("2025-11-25", await response.json());
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
      const read = parseErrorResponse("2025-11-25", await response.json());
      expect(read.ok && read.condition).toBe("invalidRequest");
    },
  );

  it.each([
    `{"jsonrpc":"2.0","id":null,"method":"tools/list"}`,
    `{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}`,
    `{"jsonrpc":"2.0","id":{},"method":"tools/list"}`,
  ])(
    "answers a request with an id MCP does not allow (%s) as invalid, with an error status",
    async (text) => {
      const response = await post(text);
      expect(response.status).toBe(STATUS_WHEN_NO_REQUEST_IS_ANSWERED);
      const read = parseErrorResponse("2025-11-25", await response.json());
      expect(read.ok && read.condition).toBe("invalidRequest");
    },
  );

  it("opens no session for initialize sent as a notification, and answers 400 saying it must be a request", async () => {
    const response = await postMessage({ jsonrpc: "2.0", method: "initialize", params: INITIALIZE_PARAMS });
    expect(response.status).toBe(400);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    const read = parseErrorResponse("2025-11-25", await response.json());
    expect(read.ok && read.condition).toBe("invalidRequest");
    expect(read.ok && read.error.message).toBe("initialize must be a request");
  });

  it("ends a session once: 200, then 404 to the DELETE and to requests in it; a DELETE without Mcp-Session-Id is 400", async () => {
    const session = { "Mcp-Session-Id": await open() };
    expect(session["Mcp-Session-Id"]).not.toBe("");
    const end = () => fetch(url, { method: "DELETE", headers: session });
    expect((await end()).status).toBe(200);
    expect((await end()).status).toBe(404);
    expect((await postMessage({ jsonrpc: "2.0", id: 2, method: "tools/list" }, session)).status).toBe(404);
    expect((await fetch(url, { method: "DELETE" })).status).toBe(400);
  });

  describe("2025-11-25 session ids and notifications", () => {
    const list = JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list" });
    const inSession = (headers: Record<string, string | string[]>, body = list, method = "POST") =>
      raw({ "mcp-protocol-version": "2025-11-25", ...headers }, body, method);

    it.each([
      ["empty", ""],
      ["with a space", "abc def"],
      ["with a non-ASCII character", "séance"],
    ])(
      "answers a request with an Mcp-Session-Id that is %s with 400, never 404, and the request's id",
      async (_name, value) => {
        const response = await inSession({ "mcp-session-id": value });
        expect(response.status).toBe(400);
        expect(JSON.parse(response.text)).toMatchObject({ id: 9, error: { code: -32600 } });
      },
    );

    it("answers a request whose Mcp-Session-Id is sent twice with 400, even when both copies name a live session", async () => {
      const session = await open();
      expect((await inSession({ "mcp-session-id": [session, session] })).status).toBe(400);
      expect((await inSession({ "mcp-session-id": [session, "bogus"] })).status).toBe(400);
      expect((await inSession({ "mcp-session-id": session })).status).toBe(200);
    });

    it("answers a request whose MCP-Protocol-Version is sent twice with 400", async () => {
      const session = await open();
      const twice = await raw(
        { "mcp-session-id": session, "mcp-protocol-version": ["2025-11-25", "2025-11-25"] },
        list,
      );
      expect(twice.status).toBe(400);
    });

    it("answers a DELETE with an empty or repeated Mcp-Session-Id with 400, and leaves the session open", async () => {
      const session = await open();
      expect((await inSession({ "mcp-session-id": "" }, "", "DELETE")).status).toBe(400);
      expect((await inSession({ "mcp-session-id": [session, session] }, "", "DELETE")).status).toBe(400);
      expect((await inSession({ "mcp-session-id": session })).status).toBe(200);
    });

    it("answers notifications: 202 in a session, an error status outside one (400 without an id, 404 for an unknown id)", async () => {
      const session = await open();
      const notification = JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" });
      expect((await inSession({ "mcp-session-id": session }, notification)).status).toBe(202);
      expect((await inSession({}, notification)).status).toBe(400);
      expect((await inSession({ "mcp-session-id": "no-such-session" }, notification)).status).toBe(404);
    });
  });

  it("serves a 2026-07-28 request statelessly even with a stray Mcp-Session-Id", async () => {
    const response = await postMessage(
      { jsonrpc: "2.0", id: 3, method: "tools/list", params: { _meta: MODERN_META } },
      { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list", "Mcp-Session-Id": "stale" },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 3, result: { resultType: "complete" } });
  });

  it("answers a 2026-07-28 request whose MCP-Protocol-Version is sent twice with a header mismatch", async () => {
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 4,
      method: "tools/list",
      params: { _meta: MODERN_META },
    });
    const response = await raw(
      { "mcp-protocol-version": ["2026-07-28", "2026-07-28"], "mcp-method": "tools/list" },
      body,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ id: 4, error: { code: -32020 } });
  });

  it.each([
    ["resources/read", {}, "Invalid params: resources/read needs a string uri"],
    ["tools/call", { arguments: {} }, "Invalid params: tools/call needs a string name"],
  ] as const)(
    "answers a 2025-11-25 %s without its key with invalid params",
    async (method, params, message) => {
      const session = { "Mcp-Session-Id": await open(), "MCP-Protocol-Version": "2025-11-25" };
      const response = await postMessage({ jsonrpc: "2.0", id: 2, method, params }, session);
      const body = (await response.json()) as { error: { code: number; message: string; data?: unknown } };
      expect(body).toMatchObject({ id: 2, error: { code: -32602, message } });
      expect(body.error.data).toBeUndefined();
    },
  );

  // An integer id beyond 2^53 must come back as it was sent, or the client cannot match the
  // answer to its request (RequestId = string | number, 2026-07-28 schema.ts). The text is
  // compared: JSON.parse would round both sides alike.
  describe.each(["9007199254740993", "12345678901234567890", "-9007199254740993"])("request id %s", (id) => {
    const idIn = (text: string) => text.includes(`"id":${id},`) || text.includes(`"id":${id}}`);

    it("comes back as sent on a 2026-07-28 result and error", async () => {
      const headers = { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list" };
      const list = `{"jsonrpc":"2.0","id":${id},"method":"tools/list","params":{"_meta":${JSON.stringify(MODERN_META)}}}`;
      const result = await raw(headers, list);
      expect(result.status).toBe(200);
      expect(idIn(result.text), result.text).toBe(true);
      const mismatch = await raw({ ...headers, "mcp-method": "prompts/list" }, list);
      expect(mismatch.status).toBe(400);
      expect(idIn(mismatch.text), mismatch.text).toBe(true);
    });

    it("comes back as sent on initialize, a 2025-11-25 result and error, and a refused session", async () => {
      const initialize = await raw(
        {},
        `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":${JSON.stringify(INITIALIZE_PARAMS)}}`,
      );
      expect(idIn(initialize.text), initialize.text).toBe(true);
      const session = String(initialize.headers["mcp-session-id"]);
      const inSession = { "mcp-session-id": session, "mcp-protocol-version": "2025-11-25" };
      const list = await raw(inSession, `{"jsonrpc":"2.0","id":${id},"method":"tools/list"}`);
      expect(idIn(list.text), list.text).toBe(true);
      const unknown = await raw(inSession, `{"jsonrpc":"2.0","id":${id},"method":"no/such"}`);
      expect(idIn(unknown.text), unknown.text).toBe(true);
      const refused = await raw(
        { "mcp-session-id": "séance" },
        `{"jsonrpc":"2.0","id":${id},"method":"tools/list"}`,
      );
      expect(refused.status).toBe(400);
      expect(idIn(refused.text), refused.text).toBe(true);
    });
  });
});

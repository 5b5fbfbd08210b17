/**
 * The runtime's boundary modules, read straight from runtime/mcp-errors/*.ts on two hand-made
 * revisions (engine-tables.ts): the envelope and respond, the package root, checkRequest,
 * toolInputError, translateResponse and the translator. engine.test.ts covers recognition, data
 * rules, marks, classification, parsing and translateBetween.
 */
import { describe, expect, it } from "vitest";
import { checkRequestIn } from "../../runtime/mcp-errors/check-request.ts";
import { envelope, isRequestId, respondWith } from "../../runtime/mcp-errors/envelope.ts";
import { markOf } from "../../runtime/mcp-errors/mark.ts";
import { defineRevision } from "../../runtime/mcp-errors/revision.ts";
import { packageRoot } from "../../runtime/mcp-errors/root.ts";
import { toolInput } from "../../runtime/mcp-errors/tool-input.ts";
import { translateResponseBetween } from "../../runtime/mcp-errors/translate-response.ts";
import { translator } from "../../runtime/mcp-errors/translator.ts";
import { checkPolicy, legacyTables, modernTables } from "./engine-tables.ts";

const modernT = modernTables();
const legacyT = legacyTables();
const modern = defineRevision(modernT);
const legacy = defineRevision(legacyT);

describe("recognition of an error about the request", () => {
  const root = packageRoot([
    ["m", modernT],
    ["l", legacyT],
  ]);
  const gone = (data?: unknown) => ({ code: -32602, message: "m", ...(data === undefined ? {} : { data }) });
  const read = { method: "resources/read" };

  it("needs the data a method rule asks for, and takes fields beside it", () => {
    expect(root.conditionOf("m", gone(), read)).toBe("invalidParams");
    expect(root.conditionOf("m", gone({ level: 5 }), read)).toBe("invalidParams");
    expect(root.conditionOf("m", gone({ uri: "u", detail: "x" }), read)).toBe("resourceNotFound");
    expect(root.conditionOf("m", gone({ uri: "u" }))).toBe("invalidParams");
  });

  it("reads the data as being about the request, given its params", () => {
    expect(root.conditionOf("m", gone({ uri: "u" }), { ...read, params: { uri: "u" } })).toBe(
      "resourceNotFound",
    );
    expect(root.conditionOf("m", gone({ uri: "u" }), { ...read, params: { uri: "v" } })).toBe(
      "invalidParams",
    );
    // Params that name no such field, or are no object, say nothing.
    expect(root.conditionOf("m", gone({ uri: "u" }), { ...read, params: { name: "x" } })).toBe(
      "resourceNotFound",
    );
    expect(root.conditionOf("m", gone({ uri: "u" }), { ...read, params: "u" })).toBe("resourceNotFound");
  });
});

describe("envelope and respondWith", () => {
  const error = { code: -32601, message: "Method not found" };

  it("keep a string or finite number id, and follow the revision's rule for any other", () => {
    expect(envelope(modern, 7, error)).toEqual({ jsonrpc: "2.0", id: 7, error });
    expect(envelope(modern, "a", error)).toEqual({ jsonrpc: "2.0", id: "a", error });
    for (const id of [undefined, null, Number.NaN, Infinity, {}, [1], true])
      expect(envelope(modern, id, error)).toEqual({ jsonrpc: "2.0", error });
    for (const id of [undefined, null, Number.NaN, {}])
      expect(envelope(legacy, id, error)).toEqual({ jsonrpc: "2.0", id: null, error });
    expect(isRequestId(0)).toBe(true);
    expect(isRequestId(-0.5)).toBe(true);
    expect(isRequestId(Number.NaN)).toBe(false);
  });

  it("give the status of the error's condition, by its own revision's rules", () => {
    expect(respondWith(modern, 1, error)).toEqual({ status: 404, body: { jsonrpc: "2.0", id: 1, error } });
    expect(respondWith(legacy, 1, error).status).toBeNull();
    expect(respondWith(modern, 1, { code: 42, message: "app" }).status).toBeNull();
  });

  it("refuse what is not an error object with a TypeError", () => {
    for (const bad of [null, "x", { code: 1.5, message: "m" }, { code: 1 }, { message: "m" }]) {
      expect(() => envelope(modern, 1, bad)).toThrow(TypeError);
      expect(() => respondWith(modern, 1, bad)).toThrow(TypeError);
    }
  });
});

describe("packageRoot", () => {
  const root = packageRoot([
    ["m", modernT],
    ["l", legacyT],
  ]);

  it("answers for each revision by its id", () => {
    expect(root.isRevision("m")).toBe(true);
    expect(root.isRevision("x")).toBe(false);
    expect(root.eraOf("l")).toBe("legacy");
    expect(root.httpStatusOf("m", "methodNotFound")).toBe(404);
    expect(root.httpStatusOf("m", { code: -32602, message: "m" }, { httpStatus: 400 })).toBe(400);
    expect(root.conditionOf("l", { code: -32002, message: "gone" })).toBe("resourceNotFound");
    expect(root.conditionOf("m", { code: -32002, message: "gone" })).toBe("resourceNotFound");
    expect(root.classifyCode("l", -32050)).toBe("implementation-defined");
    expect(root.respond("l", 3, { code: -32700, message: "Parse error" }).status).toBe(400);
  });

  it("answers a revision id that cannot become a string with the same RangeError, never a TypeError", () => {
    const looping: object = new Proxy(
      {},
      {
        get(_target, _key, receiver: unknown) {
          return receiver;
        },
      },
    );
    const ids = [
      Object.create(null),
      new Proxy(
        {},
        {
          get: () => {
            throw new Error("trap");
          },
        },
      ),
      looping,
      Symbol("s"),
      10n,
      {
        toString: () => {
          throw new Error("x");
        },
      },
      "x".repeat(10_000),
    ];
    for (const id of ids) {
      expect(root.isRevision(id)).toBe(false);
      expect(root.parseErrorResponse(id, {})).toEqual({ ok: false, reason: "unknown-revision" });
      for (const call of [
        () => root.eraOf(id),
        () => root.httpStatusOf(id, "parseError"),
        () => root.conditionOf(id, {}),
        () => root.classifyCode(id, 1),
        () => root.respond(id, 1, { code: 1, message: "m" }),
        () => root.checkRequest(id, { body: "{}" }),
      ]) {
        expect(call).toThrow(RangeError);
        expect(() => call()).toThrow(/^unknown MCP revision: (a value of type \w+|10|".{64}"\.\.\.)$/);
      }
    }
  });

  it("refuses a status lookup that would answer null for the wrong reason, with a RangeError", () => {
    expect(() => root.httpStatusOf("l", "headerMismatch")).toThrow(
      new RangeError('"headerMismatch" is not a condition of MCP l'),
    );
    expect(() => root.httpStatusOf("m", "methodNotFund")).toThrow(RangeError);
    expect(() => root.httpStatusOf("m", "toString")).toThrow(RangeError);
    expect(() => root.httpStatusOf("m", -32601)).toThrow(/a bare code names no condition/);
    expect(() => root.httpStatusOf("m", { code: -32601, message: "x" }, "handler" as never)).toThrow(
      RangeError,
    );
    // An error, however malformed, is read: null is what the spec gives (or names nothing).
    expect(root.httpStatusOf("m", { code: -32601, message: "x" })).toBe(404);
    for (const error of [null, undefined, {}, { code: "x" }, [1], true])
      expect(root.httpStatusOf("m", error)).toBeNull();
    expect(root.httpStatusOf("m", "invalidParams")).toBeNull();
  });

  it("names a condition by its code, and says whether its data fits the typed error", () => {
    const version = (data?: unknown) => ({
      code: -32022,
      message: "v",
      ...(data === undefined ? {} : { data }),
    });
    expect(root.parseErrorResponse("m", version({ supported: "m-1", requested: 1 }))).toMatchObject({
      ok: true,
      condition: "unsupportedProtocolVersion",
      dataFits: false,
    });
    expect(root.parseErrorResponse("m", version())).toMatchObject({ dataFits: false });
    expect(root.parseErrorResponse("m", version({ supported: ["m-1"], requested: "x" }))).toMatchObject({
      dataFits: true,
    });
    expect(root.parseErrorResponse("m", { code: -32601, message: "x", data: [1] })).toMatchObject({
      condition: "methodNotFound",
      dataFits: true,
    });
  });

  it("throws RangeError on an unknown revision, except where it answers a parse", () => {
    expect(() => root.eraOf("x")).toThrow(RangeError);
    expect(() => root.httpStatusOf("x", "parseError")).toThrow(RangeError);
    expect(() => root.conditionOf("x", {})).toThrow(RangeError);
    expect(root.parseErrorResponse("x", {})).toEqual({ ok: false, reason: "unknown-revision" });
    expect(() => root.checkRequest("l", { body: "{}" })).toThrow(RangeError);
  });
});

const META = {
  "io.modelcontextprotocol/protocolVersion": "m-1",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const HEADERS = { "mcp-protocol-version": "m-1", "mcp-method": "tools/list" };
const request = (body: unknown, headers: unknown = HEADERS) => ({ headers, body }) as never;
const listTools = (meta: unknown = META) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/list",
  params: { _meta: meta },
});
/** The condition checkRequestIn names for a request, or null when it passes. */
const failing = (body: unknown, headers?: unknown, options?: object) => {
  const failure = checkRequestIn(modern, request(body, headers), options);
  return failure === null ? null : markOf(failure.error)?.condition;
};

describe("checkRequestIn", () => {
  it("passes a good request, given as text or as parsed JSON", () => {
    expect(checkRequestIn(modern, request(listTools()))).toBeNull();
    expect(checkRequestIn(modern, request(JSON.stringify(listTools())))).toBeNull();
  });

  it("answers bytes that do not parse, and a body that is no request, before anything else", () => {
    expect(checkRequestIn(modern, request("{"))).toMatchObject({
      status: 400,
      error: { code: -32700, message: "Parse error" },
    });
    expect(failing(undefined)).toBe("parseError");
    for (const body of [[], 7, { method: 1 }, "null"]) expect(failing(body)).toBe("invalidRequest");
  });

  it("checks the _meta keys: the required ones present, each of its JSON kind", () => {
    expect(failing(listTools({ "io.modelcontextprotocol/protocolVersion": "m-1" }))).toBe(
      "missingRequestMeta",
    );
    expect(
      checkRequestIn(modern, request(listTools({ "io.modelcontextprotocol/clientCapabilities": {} }))),
    ).toMatchObject({
      status: 400,
      error: {
        code: -32602,
        message: "Missing required _meta field io.modelcontextprotocol/protocolVersion",
      },
    });
    expect(failing(listTools({ ...META, "io.modelcontextprotocol/clientCapabilities": [] }))).toBe(
      "missingRequestMeta",
    );
    expect(failing(listTools({ ...META, "io.modelcontextprotocol/logLevel": "debug" }))).toBeNull();
    expect(failing({ jsonrpc: "2.0", id: 1, method: "tools/list" })).toBe("missingRequestMeta");
  });

  it("compares each standard header with the body field it mirrors, from any kind of header source", () => {
    const good = { "MCP-Protocol-Version": "m-1", "Mcp-Method": "tools/list" };
    expect(failing(listTools(), new Map(Object.entries(good)))).toBeNull();
    expect(failing(listTools(), new Headers(good))).toBeNull();
    expect(failing(listTools(), { ...HEADERS, "mcp-method": ["tools/list"] })).toBeNull();
    expect(checkRequestIn(modern, request(listTools(), { "mcp-method": "tools/list" }))).toMatchObject({
      status: 400,
      error: { code: -32020, message: "Header mismatch: MCP-Protocol-Version header is missing" },
    });
    expect(
      checkRequestIn(modern, request(listTools(), { ...HEADERS, "mcp-method": "prompts/list" }))?.error
        .message,
    ).toBe('Header mismatch: Mcp-Method header value "prompts/list" does not match body value "tools/list"');
    expect(failing(listTools(), { ...HEADERS, "mcp-method": ["tools/list", "tools/list"] })).toBe(
      "headerMismatch",
    );
    expect(failing(listTools(), { ...HEADERS, "mcp-method": "tools/list\u0000" })).toBe("headerMismatch");
  });

  it("decodes a Base64 sentinel where the header allows one, and refuses a broken one", () => {
    const call = (name: string) => ({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name, _meta: META },
    });
    const headers = (name: string) => ({ ...HEADERS, "mcp-method": "tools/call", "mcp-name": name });
    expect(
      failing(call("échec"), headers(`=?base64?${Buffer.from("échec").toString("base64")}?=`)),
    ).toBeNull();
    expect(failing(call("x"), headers("=?base64?eA?="))).toBe("headerMismatch");
    expect(failing(call("x"), headers("=?base64?/w==?="))).toBe("headerMismatch");
    // Mcp-Method allows no sentinel: the encoded text is compared as it is.
    expect(failing(listTools(), { ...HEADERS, "mcp-method": "=?base64?dG9vbHMvbGlzdA==?=" })).toBe(
      "headerMismatch",
    );
  });

  it("checks a tools/call's Mcp-Param-* headers against its arguments, given the server's tools", () => {
    const tools = [
      {
        name: "add",
        inputSchema: {
          type: "object",
          properties: { n: { type: "integer", "x-mcp-header": "N" }, note: { type: "string" } },
        },
      },
    ];
    const call = (args: object) => ({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "add", arguments: args, _meta: META },
    });
    const headers = (extra: object) => ({
      ...HEADERS,
      "mcp-method": "tools/call",
      "mcp-name": "add",
      ...extra,
    });
    expect(failing(call({ n: 42 }), headers({ "mcp-param-n": "42.0" }), { tools })).toBeNull();
    expect(failing(call({ n: 42 }), headers({}), { tools })).toBe("headerMismatch");
    expect(failing(call({ n: 42 }), headers({}))).toBeNull();
    expect(failing(call({}), headers({ "mcp-param-n": "1" }), { tools })).toBe("headerMismatch");
    expect(failing(call({}), headers({}), { tools })).toBeNull();
  });

  it("checks the requested version last, naming what the server supports", () => {
    const old = listTools({ ...META, "io.modelcontextprotocol/protocolVersion": "m-0" });
    const headers = { ...HEADERS, "mcp-protocol-version": "m-0" };
    expect(checkRequestIn(modern, request(old, headers))).toMatchObject({
      status: 400,
      error: { code: -32022, data: { supported: ["m-1"], requested: "m-0" } },
    });
    expect(checkRequestIn(modern, request(old, headers), { supportedVersions: ["m-0", "m-1"] })).toBeNull();
  });

  it("checks the headers' presence and form before _meta, and their values after it", () => {
    // A legacy client's initialize: no standard header, no _meta (versioning.mdx:170).
    const initialize = { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "l-1" } };
    expect(checkRequestIn(modern, request(initialize, {}))).toMatchObject({
      status: 400,
      error: {
        code: -32020,
        message:
          "Header mismatch: MCP-Protocol-Version header is missing; this server supports protocol versions m-1",
      },
    });
    expect(
      checkRequestIn(modern, request(initialize, { "mcp-method": "initialize" }), {
        supportedVersions: ["m-1", "m-2"],
      })?.error.message,
    ).toMatch(/; this server supports protocol versions m-1, m-2$/);
    const bare = { ...listTools(), params: {} };
    expect(failing(bare, { "mcp-method": "tools/list" })).toBe("headerMismatch");
    expect(failing(bare, { ...HEADERS, "mcp-method": "prompts/list" })).toBe("missingRequestMeta");
    expect(failing(listTools(), { ...HEADERS, "mcp-method": "prompts/list" })).toBe("headerMismatch");
    // Named once, the header step does all of it, where the order puts it.
    const once = defineRevision(
      modernTables({
        CHECK_ORDER: ["parseError", "missingRequestMeta", "headerMismatch", "unsupportedProtocolVersion"],
        CHECK_POLICY: checkPolicy([
          { step: "parse", condition: "parseError" },
          { step: "meta", condition: "missingRequestMeta" },
          { step: "headerMatch", condition: "headerMismatch" },
          { step: "version", condition: "unsupportedProtocolVersion" },
        ]),
      }),
    );
    expect(markOf(checkRequestIn(once, request(initialize, {}))?.error as object)?.condition).toBe(
      "missingRequestMeta",
    );
  });

  it("reads a required _meta field of another type as missing, and an optional one as invalid params", () => {
    expect(
      checkRequestIn(modern, request(listTools({ ...META, "io.modelcontextprotocol/protocolVersion": 5 }))),
    ).toMatchObject({ status: 400, error: { code: -32602 } });
    expect(
      failing(listTools({ ...META, "io.modelcontextprotocol/protocolVersion": 5 }), {
        ...HEADERS,
        "mcp-protocol-version": "5",
      }),
    ).toBe("missingRequestMeta");
    expect(
      checkRequestIn(modern, request(listTools({ ...META, "io.modelcontextprotocol/logLevel": 5 }))),
    ).toEqual({
      status: null,
      error: {
        code: -32602,
        message: "Invalid params: the _meta field io.modelcontextprotocol/logLevel must be a string",
      },
    });
    expect(failing(listTools({ ...META, "io.modelcontextprotocol/logLevel": 5 }))).toBe("invalidParams");
  });

  it("takes a header sent under two spellings of its name as sent twice: malformed", () => {
    const twice = { ...HEADERS, "Mcp-Method": "tools/list" };
    expect(checkRequestIn(modern, request(listTools(), twice))?.error.message).toBe(
      "Header mismatch: Mcp-Method header is malformed",
    );
    expect(failing(listTools(), new Map(Object.entries(twice)))).toBe("headerMismatch");
    expect(failing(listTools(), new Map(Object.entries(HEADERS)))).toBeNull();
  });

  it("repeats at most 64 characters of a header or body value in a message", () => {
    const long = "x".repeat(10_000);
    const message = checkRequestIn(modern, request({ ...listTools(), method: long }, HEADERS))?.error
      .message as string;
    expect(message).toBe(
      `Header mismatch: Mcp-Method header value "tools/list" does not match body value "${"x".repeat(64)}"...`,
    );
    const header = checkRequestIn(modern, request(listTools(), { ...HEADERS, "mcp-method": long }))?.error
      .message as string;
    expect(header.length).toBeLessThan(200);
    expect(
      checkRequestIn(
        modern,
        request(
          { ...listTools(), method: "tools/call", params: { name: { a: 1 }, _meta: META } },
          {
            ...HEADERS,
            "mcp-method": "tools/call",
            "mcp-name": "x",
          },
        ),
      )?.error.message,
    ).toBe('Header mismatch: Mcp-Name header value "x" does not match body value object');
  });

  it("never throws, on hostile headers or a body that throws", () => {
    const throwing = {
      get() {
        throw new Error("no");
      },
    };
    expect(checkRequestIn(modern, request(listTools(), throwing))?.error.code).toBe(-32600);
    const body = Object.defineProperty({}, "method", {
      get() {
        throw new Error("no");
      },
    });
    expect(checkRequestIn(modern, request(body))?.error.code).toBe(-32600);
    expect(checkRequestIn(modern, null as never)?.error.code).toBe(-32700);
  });
});

describe("toolInput", () => {
  it("answers in the revision's form: a marked -32602, or a tool result with its resultType", () => {
    const error = toolInput(legacy, { content: "bad n" });
    expect(error).toEqual({ code: -32602, message: "bad n" });
    expect(markOf(error as object)).toEqual({ revision: "l", condition: "invalidParams" });
    expect(toolInput(modern, { content: [{ type: "text", text: "bad n" }], _meta: { a: 1 } })).toEqual({
      content: [{ type: "text", text: "bad n" }],
      isError: true,
      _meta: { a: 1 },
      resultType: "complete",
    });
    expect(toolInput(legacy, { content: [{ type: "image" }, { type: "text", text: "a" }] })).toEqual({
      code: -32602,
      message: "a",
    });
  });

  it("refuses options it cannot send, with a TypeError naming them", () => {
    for (const bad of ["text", { content: [] }, { content: [{}] }, { content: "x", extra: 1 }])
      expect(() => toolInput(modern, bad as never)).toThrow(TypeError);
    expect(() => toolInput(modern, { content: [{ type: "text" }] } as never)).toThrow(
      "toolInputError: options.content[0].text must be a string",
    );
  });
});

describe("translateResponseBetween", () => {
  const up = defineRevision(modernT);
  const down = defineRevision(legacyT);
  const asked = (method: string, id: unknown = 9, params?: unknown) => ({
    request: { id, method, ...(params === undefined ? {} : { params }) },
  });

  it("translates an error's code and data, answers with the request's id, and gives the destination's status", () => {
    const body = { jsonrpc: "2.0", id: 9, error: { code: -32602, message: "gone", data: { uri: "u" } } };
    expect(translateResponseBetween(up, down, { body }, asked("resources/read"))).toEqual({
      ok: true,
      status: null,
      body: { jsonrpc: "2.0", id: 9, error: { code: -32002, message: "gone", data: { uri: "u" } } },
      condition: "resourceNotFound",
    });
    // The client's id, not the one the proxy used upstream.
    expect(
      translateResponseBetween(up, down, { body }, asked("resources/read", "client-7")).body,
    ).toMatchObject({ id: "client-7" });
    const missing = { jsonrpc: "2.0", id: 9, error: { code: -32601, message: "no" } };
    expect(translateResponseBetween(down, up, { status: 200, body: missing }, asked("x/y")).status).toBe(404);
  });

  it("reads a -32602 from resources/read without a uri as invalid params, not as a missing resource", () => {
    const body = { jsonrpc: "2.0", id: 4, error: { code: -32602, message: "Invalid log level" } };
    expect(translateResponseBetween(up, down, { body }, asked("resources/read", 4))).toEqual({
      ok: true,
      status: null,
      body: { jsonrpc: "2.0", id: 4, error: { code: -32602, message: "Invalid log level" } },
      condition: "invalidParams",
    });
    const other = { ...body, error: { code: -32602, message: "gone", data: { uri: "file:///b" } } };
    expect(
      translateResponseBetween(up, down, { body: other }, asked("resources/read", 4, { uri: "file:///a" }))
        .condition,
    ).toBe("invalidParams");
    const detailed = { ...body, error: { code: -32602, message: "gone", data: { uri: "u", detail: "x" } } };
    expect(translateResponseBetween(up, down, { body: detailed }, asked("resources/read", 4)).body).toEqual({
      jsonrpc: "2.0",
      id: 4,
      error: { code: -32002, message: "gone", data: { uri: "u", detail: "x" } },
    });
  });

  it("adds the destination's complete resultType to a result from a revision without one", () => {
    const body = { jsonrpc: "2.0", id: 1, result: { tools: [] } };
    expect(translateResponseBetween(down, up, { body }, asked("tools/list", 1)).body).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: { resultType: "complete", tools: [] },
    });
    expect(translateResponseBetween(up, down, { body }, asked("tools/list", 1)).body).toBe(body);
    expect(translateResponseBetween(up, down, { body }, asked("tools/list", "c1")).body).toEqual({
      ...body,
      id: "c1",
    });
  });

  it("changes a tool input error's form only when told the response is one", () => {
    const error = { jsonrpc: "2.0", id: 2, error: { code: -32602, message: "bad n" } };
    expect(
      translateResponseBetween(down, up, { body: error }, { ...asked("tools/call", 2), toolInputError: true })
        .body,
    ).toEqual({
      jsonrpc: "2.0",
      id: 2,
      result: { content: [{ type: "text", text: "bad n" }], isError: true, resultType: "complete" },
    });
    expect(translateResponseBetween(down, up, { body: error }, asked("tools/call", 2)).body).toMatchObject({
      error: { code: -32602 },
    });
    const result = {
      jsonrpc: "2.0",
      id: 2,
      result: { content: [{ type: "text", text: "bad" }], isError: true },
    };
    expect(
      translateResponseBetween(
        up,
        down,
        { body: result },
        { ...asked("tools/call", 2), toolInputError: true },
      ).body,
    ).toEqual({ jsonrpc: "2.0", id: 2, error: { code: -32602, message: "bad" } });
  });

  it("answers a body that is not JSON, or no JSON-RPC response, with an internal error carrying the request's id", () => {
    const text = '{"jsonrpc":"2.0","id":99,"error":{"code":-32601,"message":"no"}}';
    expect(translateResponseBetween(down, up, { body: text }, asked("x/y", 5))).toMatchObject({
      ok: true,
      status: 404,
      body: { id: 5, error: { code: -32601 } },
    });
    for (const [body, reason] of [
      ["<html>502</html>", "not JSON"],
      [{ jsonrpc: "2.0", method: "notifications/message" }, "not a JSON-RPC response"],
      [undefined, "not a JSON-RPC response"],
    ] as const) {
      expect(translateResponseBetween(up, down, { status: 502, body }, asked("tools/list", 5))).toEqual({
        ok: false,
        status: null,
        body: {
          jsonrpc: "2.0",
          id: 5,
          error: {
            code: -32603,
            message: "Internal error: the upstream server's answer was not a JSON-RPC response",
          },
        },
        condition: null,
        reason,
      });
    }
    // Without the request (an earlier call form), an answer that cannot carry an id follows the rule.
    expect(translateResponseBetween(up, down, { body: "<html>" })).toMatchObject({ body: { id: null } });
    expect(translateResponseBetween(down, up, { body: "<html>" }).body).not.toHaveProperty("id");
  });
});

describe("translator", () => {
  const { translate, translateResponse, upstreamFailure } = translator([
    ["m", modernT],
    ["l", legacyT],
  ]);
  const request = { id: 11, method: "tools/call" };

  it("finds both revisions by id, and answers with the request's id", () => {
    expect(
      translate(
        { code: -32022, message: "v", data: { supported: ["m-1"], requested: "x" } },
        { from: "m", to: "l", request },
      ),
    ).toMatchObject({
      ok: true,
      error: { code: -32602 },
      toCondition: "unsupportedProtocolVersion",
      body: { jsonrpc: "2.0", id: 11, error: { code: -32602, message: "v" } },
    });
    expect(translate({ code: -32020, message: "h" }, { from: "m", to: "l", request })).toMatchObject({
      ok: false,
      httpStatus: 400,
      body: { id: 11, error: { code: -32600, message: "h" } },
    });
  });

  it("answers an upstream that gave no answer with the destination's internal error and the request's id", () => {
    expect(upstreamFailure(request, { to: "l", failure: "timeout" })).toEqual({
      ok: false,
      status: null,
      body: {
        jsonrpc: "2.0",
        id: 11,
        error: { code: -32603, message: "Internal error: the upstream server did not answer in time" },
      },
      condition: null,
      reason: "upstream failure: timeout",
    });
    expect(upstreamFailure(request, { to: "m" }).body).toMatchObject({
      id: 11,
      error: { message: "Internal error: the upstream server could not be reached" },
    });
    expect(upstreamFailure({ id: null, method: "x" }, { to: "m", message: "down" }).body).toEqual({
      jsonrpc: "2.0",
      error: { code: -32603, message: "down" },
    });
  });

  it("throws RangeError, never a TypeError, on an unknown revision or options it cannot read", () => {
    expect(() => translate({ code: 1, message: "m" }, { from: "m", to: "x", request })).toThrow(RangeError);
    expect(() => translateResponse({ body: {} }, { from: "x", to: "l", request })).toThrow(RangeError);
    expect(() => upstreamFailure(request, { to: "x" })).toThrow(RangeError);
    for (const options of [
      undefined,
      null,
      "m",
      new Proxy(
        {},
        {
          get: () => {
            throw new Error("no");
          },
        },
      ),
    ]) {
      expect(() => translate({ code: 1, message: "m" }, options as never)).toThrow(RangeError);
      expect(() => translateResponse({ body: {} }, options as never)).toThrow(RangeError);
      expect(() => upstreamFailure(request, options as never)).toThrow(RangeError);
    }
    for (const id of [
      Object.create(null),
      new Proxy({}, {}),
      Symbol("s"),
      10n,
      {
        toString: () => {
          throw new Error("x");
        },
      },
    ])
      expect(() => translate({ code: 1, message: "m" }, { from: id, to: "l", request } as never)).toThrow(
        RangeError,
      );
  });
});

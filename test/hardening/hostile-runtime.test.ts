/**
 * The bad-input catalogue for the TypeScript runtime, as the committed package (mcp-errors) has
 * it: request ids beyond 2^53, data too deep to send, tool definitions whose header names break
 * the spec's constraints, a tool result whose content is no list of blocks. The Go module's cases
 * are in test/go/hostile_test.go, with the same answers.
 */
import { checkRequest, requestIdText, respond, stringifyMessage } from "mcp-errors";
import * as legacy from "mcp-errors/2025-11-25";
import { translateResponse, upstreamFailure } from "mcp-errors/translate";
import { describe, expect, it } from "vitest";

const BIG_IDS = [
  "9007199254740993",
  "-9007199254740993",
  "12345678901234567890",
  "123456789012345678901234567890",
];

describe("request ids beyond 2^53", () => {
  it("are rounded by JSON.parse before the package sees them, which is why requestIdText exists", () => {
    expect(String(JSON.parse("9007199254740993"))).toBe("9007199254740992");
  });

  it.each(BIG_IDS)("%s is read from a request's text and written back as it came", (id) => {
    const text = `{"jsonrpc":"2.0","id":${id},"method":"tools/list"}`;
    expect(requestIdText(text)).toBe(id);
    const request = JSON.parse(text) as { id: number };
    const { body } = respond("2025-11-25", request.id, legacy.internalError());
    expect(JSON.stringify(body)).not.toContain(`"id":${id},`);
    expect(stringifyMessage(body, requestIdText(text))).toBe(
      `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":"Internal error"}}`,
    );
    const failed = upstreamFailure({ id: request.id, method: "tools/list" }, { to: "2026-07-28" });
    expect(stringifyMessage(failed.body, requestIdText(text))).toContain(`"id":${id},`);
    const carried = translateResponse(
      { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
      { from: "2025-11-25", to: "2026-07-28", request: { id: request.id, method: "tools/list" } },
    );
    expect(stringifyMessage(carried.body, requestIdText(text))).toContain(`"id":${id},`);
  });

  it.each([
    [`{"id":1,"id":9007199254740993}`, "9007199254740993"],
    [`{"\\u0069d":9007199254740993}`, "9007199254740993"],
    [` {"a":{"id":5},"b":["}",{"id":6}],"id":"x\\"}"} `, `"x\\"}"`],
    [`{"id":1e400}`, "1e400"],
    [`{"id":null}`, undefined],
    [`{"id":{"n":1}}`, undefined],
    [`{"id":1,"id":[1]}`, undefined],
    [`{"method":"x"}`, undefined],
    [`[{"id":1}]`, undefined],
    [`{"id":1} {"id":2}`, undefined],
    [`{"id":1`, undefined],
    [`{"id":01}`, undefined],
    [`{"id":"unterminated}`, undefined],
    ["", undefined],
  ])("requestIdText(%s) is %s, as JSON.parse would read the id", (text, want) => {
    expect(requestIdText(text)).toBe(want);
  });

  it("requestIdText never throws, whatever it is given", () => {
    for (const value of [undefined, null, 5, {}, [], "{", '{"id":', '{"id":"\\', "}".repeat(10_000)])
      expect(() => requestIdText(value)).not.toThrow();
    const deep = `{"x":${"[".repeat(100_000)}${"]".repeat(100_000)},"id":7}`;
    expect(requestIdText(deep)).toBe("7");
  });

  it("stringifyMessage writes the id's text only where it reads as the message's id", () => {
    const body = {
      jsonrpc: "2.0",
      id: 9007199254740992,
      skipped: undefined,
      error: { code: 1, message: "m" },
    };
    expect(stringifyMessage(body, "9007199254740993")).toBe(
      '{"jsonrpc":"2.0","id":9007199254740993,"error":{"code":1,"message":"m"}}',
    );
    // Another id, text that is no id, or no text: JSON.stringify's answer.
    for (const idText of ["5", '"9007199254740992"', "{}", "not json", undefined, 5])
      expect(stringifyMessage(body, idText)).toBe(JSON.stringify(body));
    expect(stringifyMessage({ jsonrpc: "2.0", error: {} }, "5")).toBe('{"jsonrpc":"2.0","error":{}}');
    expect(stringifyMessage({ id: "aA" }, ' "a\\u0041" ')).toBe('{"id":"a\\u0041"}');
  });
});

describe("data the package sends nests at most 256 levels, as in Go", () => {
  const nested = (levels: number): unknown => {
    let value: unknown = "leaf";
    for (let i = 0; i < levels; i++) value = [value];
    return value;
  };

  it("respond and errorResponse take 256 levels and refuse 257, a BigInt and a cycle", () => {
    expect(() => respond("2025-11-25", 1, { code: 1, message: "m", data: nested(256) })).not.toThrow();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const data of [nested(257), nested(10_001), { n: 1n }, cycle]) {
      expect(() => respond("2025-11-25", 1, { code: 1, message: "m", data })).toThrow(TypeError);
      expect(() => legacy.errorResponse(1, { code: 1, message: "m", data })).toThrow(TypeError);
    }
    expect(() => legacy.internalError({ data: nested(257) })).toThrow(/nests deeper than 256 levels/);
    expect(() => legacy.internalError({ data: nested(256) })).not.toThrow();
  });
});

/** A tools/call of a tool whose inputSchema annotates these header names. */
function checkTool(names: string[], sent: Record<string, string> = {}) {
  const properties = Object.fromEntries(
    names.map((name, i) => [`p${i}`, { type: "string", "x-mcp-header": name }]),
  );
  const body = {
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: {
      name: "t",
      arguments: {},
      _meta: {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
      },
    },
  };
  return checkRequest(
    "2026-07-28",
    {
      headers: { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "t", ...sent },
      body: JSON.stringify(body),
    },
    { tools: [{ name: "t", inputSchema: { type: "object", properties } }] },
  );
}

describe("a tool whose x-mcp-header names break the spec's constraints", () => {
  // 2026-07-28 basic/transports/streamable-http.mdx:376-383: a non-empty field-name token,
  // case-insensitively unique in the inputSchema; a client drops such a tool (lines 402-404).
  it.each([
    [
      ["A", "a"],
      `the tool's x-mcp-header values "A" and "a" name one header (header names are case-insensitive)`,
    ],
    [
      ["Region", "REGION", "zone"],
      `the tool's x-mcp-header values "REGION" and "Region" name one header (header names are case-insensitive)`,
    ],
    [["bad\r\nname"], `the tool's x-mcp-header value "bad\\r\\nname" is not a header name`],
    [[""], `the tool's x-mcp-header value "" is not a header name`],
    [["has space"], `the tool's x-mcp-header value "has space" is not a header name`],
    [["é".repeat(100)], `the tool's x-mcp-header value "${"é".repeat(64)}"... is not a header name`],
  ])("%j has every call refused with a header mismatch naming the names", (names, message) => {
    const failure = checkTool(names);
    expect(failure?.status).toBe(400);
    expect(failure?.error).toMatchObject({ code: -32020, message: `Header mismatch: ${message}` });
  });

  it("a valid name of any length is repeated cut to 64 characters; distinct names pass", () => {
    const long = "N".repeat(100_000);
    expect(checkTool([long], { [`Mcp-Param-${long}`]: "x" })?.error.message).toBe(
      `Header mismatch: Mcp-Param-${"N".repeat(54)}... header has no value in the body`,
    );
    expect(checkTool(["A", "B"])).toBeNull();
  });
});

it("a tool result whose content is no list of content blocks says so, as Go does, not that a property threw", () => {
  const carried = translateResponse(
    { body: '{"jsonrpc":"2.0","id":1,"result":{"isError":true,"content":[{"type":"text","text":5}]}}' },
    { from: "2025-11-25", to: "2025-06-18", request: { id: 1, method: "tools/call" }, toolInputError: true },
  );
  expect(carried.ok).toBe(false);
  expect(carried.reason).toBe("the tool result's content is not a list of content blocks");
});

it("looks for x-mcp-header annotations 65 properties deep and no deeper, as the Go module does", () => {
  const at = (levels: number) => {
    let schema: Record<string, unknown> = { type: "string", "x-mcp-header": "Deep" };
    let args: unknown = "v";
    for (let i = 0; i < levels; i++) {
      schema = { type: "object", properties: { p: schema } };
      args = { p: args };
    }
    const body = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: {
        name: "t",
        arguments: args,
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    };
    return checkRequest(
      "2026-07-28",
      {
        headers: { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "t" },
        body: JSON.stringify(body),
      },
      { tools: [{ name: "t", inputSchema: schema }] },
    );
  };
  expect(at(65)?.error.message).toBe("Header mismatch: Mcp-Param-Deep header is missing");
  expect(at(66)).toBeNull();
});

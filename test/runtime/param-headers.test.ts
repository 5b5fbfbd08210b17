/**
 * checkRequest's tool-argument headers (PARAM_HEADERS) on the real snapshot: the spec's cases,
 * each row citing the line of docs/specification/2026-07-28/basic/transports/streamable-http.mdx
 * it comes from, then the module's table, the root's option and a never-throws property.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { realPackage, type RealPackage } from "../property/support/real-package.ts";

let real: RealPackage;
beforeAll(async () => {
  real = await realPackage();
});

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const STANDARD = {
  "MCP-Protocol-Version": "2026-07-28",
  "Mcp-Method": "tools/call",
  "Mcp-Name": "execute_sql",
};
const call = (args: unknown, name = "execute_sql") => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name, arguments: args, _meta: META },
});
const b64 = (text: string) => `=?base64?${Buffer.from(text, "utf8").toString("base64")}?=`;

// The spec's example tool (lines 413-432), with an integer, a boolean and a nested argument added.
const TOOLS = [
  {
    name: "execute_sql",
    inputSchema: {
      type: "object",
      properties: {
        region: { type: "string", "x-mcp-header": "Region" },
        query: { type: "string" },
        limit: { type: "integer", "x-mcp-header": "Limit" },
        dryRun: { type: "boolean", "x-mcp-header": "Dry-Run" },
        target: { type: "object", properties: { zone: { type: "string", "x-mcp-header": "Zone" } } },
        rows: { type: "array", items: { type: "object", properties: { id: { "x-mcp-header": "Row" } } } },
      },
    },
  },
];

type Expected = null | "headerMismatch";
const check = (headers: object, args: unknown, options: object = { tools: TOOLS }, name?: string) =>
  real.root.checkRequest(
    "2026-07-28",
    { headers: { ...STANDARD, ...headers }, body: call(args, name) },
    options as never,
  );
const conditionOf = (result: ReturnType<typeof check>) =>
  result === null ? null : real.root.conditionOf("2026-07-28", result.error);

describe("checkRequest: Mcp-Param-* headers (2026-07-28)", () => {
  it.each<[string, object, unknown, Expected]>([
    // 443, 460: the header carries the argument as it is.
    ["a plain value that matches", { "Mcp-Param-Region": "us-west1" }, { region: "us-west1" }, null],
    // 515, 501-503: a Base64 value is decoded before the comparison.
    [
      "a Base64 value that matches",
      { "Mcp-Param-Region": b64("Hello, 世界") },
      { region: "Hello, 世界" },
      null,
    ],
    ["header names in any case", { "mcp-param-region": "us-west1" }, { region: "us-west1" }, null],
    // 555-559: a value that does not match is rejected.
    ["a value that differs", { "Mcp-Param-Region": "eu-west1" }, { region: "us-west1" }, "headerMismatch"],
    // 566: a value in the body without its header is rejected.
    ["a missing header for a value in the body", {}, { region: "us-west1" }, "headerMismatch"],
    // 564-565: no header is expected for a null or absent value.
    ["a null value without its header", {}, { region: null }, null],
    ["an absent value without its header", {}, { query: "SELECT 1" }, null],
    ["no arguments at all", {}, undefined, null],
    // Our choice: a header for a null or absent value claims a value the body lacks.
    ["a header for a null value", { "Mcp-Param-Region": "us-west1" }, { region: null }, "headerMismatch"],
    ["a header for an absent value", { "Mcp-Param-Region": "us-west1" }, {}, "headerMismatch"],
    // 397-399, 388-394: a nested property reached through properties keys.
    ["a nested value that matches", { "Mcp-Param-Zone": "b" }, { target: { zone: "b" } }, null],
    ["a nested value without its header", {}, { target: { zone: "b" } }, "headerMismatch"],
    ["a nested value that differs", { "Mcp-Param-Zone": "a" }, { target: { zone: "b" } }, "headerMismatch"],
    // 390: nothing is read through items.
    ["a value inside an array item", {}, { rows: [{ id: "1" }] }, null],
    // 475, 591-593: an integer in decimal, compared numerically.
    ["an integer", { "Mcp-Param-Limit": "42" }, { limit: 42 }, null],
    ["an integer sent as 42.0", { "Mcp-Param-Limit": "42.0" }, { limit: 42 }, null],
    ["a negative integer", { "Mcp-Param-Limit": "-7" }, { limit: -7 }, null],
    ["a different integer", { "Mcp-Param-Limit": "43" }, { limit: 42 }, "headerMismatch"],
    ["an empty header for an integer", { "Mcp-Param-Limit": "" }, { limit: 0 }, "headerMismatch"],
    ["a hexadecimal integer", { "Mcp-Param-Limit": "0x2a" }, { limit: 42 }, "headerMismatch"],
    // 476: a boolean as lowercase true or false.
    ["a boolean", { "Mcp-Param-Dry-Run": "false" }, { dryRun: false }, null],
    ["a boolean in other case", { "Mcp-Param-Dry-Run": "True" }, { dryRun: true }, "headerMismatch"],
    // 479-480, 630: characters outside visible ASCII, space and tab.
    ["a raw non-ASCII value", { "Mcp-Param-Region": "caf\u00e9" }, { region: "caf\u00e9" }, "headerMismatch"],
    ["a control character", { "Mcp-Param-Region": "a\u0001b" }, { region: "a\u0001b" }, "headerMismatch"],
    // 498-501, 627-629: a sentinel whose content is no valid Base64 or UTF-8.
    [
      "Base64 outside the alphabet",
      { "Mcp-Param-Region": "=?base64?SGVs!!!bG8=?=" },
      { region: "Hello" },
      "headerMismatch",
    ],
    ["unpadded Base64", { "Mcp-Param-Region": "=?base64?SGVsbG8?=" }, { region: "Hello" }, "headerMismatch"],
    [
      "Base64 of invalid UTF-8",
      { "Mcp-Param-Region": "=?base64?/w==?=" },
      { region: "\ufffd" },
      "headerMismatch",
    ],
    [
      "an unclosed sentinel is a plain value",
      { "Mcp-Param-Region": "=?base64?SGVsbG8=" },
      { region: "=?base64?SGVsbG8=" },
      null,
    ],
    // 506-508, 518: a value that looks like the sentinel travels encoded.
    [
      "an encoded sentinel-like value",
      { "Mcp-Param-Val": "x", "Mcp-Param-Region": b64("=?base64?literal?=") },
      { region: "=?base64?literal?=" },
      null,
    ],
    // Our choice: an object or array in an annotated place is carried by no header.
    ["an object value", { "Mcp-Param-Region": "[object Object]" }, { region: {} }, "headerMismatch"],
    [
      "a repeated header",
      { "Mcp-Param-Region": ["us-west1", "us-west1"] },
      { region: "us-west1" },
      "headerMismatch",
    ],
  ])("%s", (_name, headers, args, expected) => {
    const result = check(headers, args);
    expect(conditionOf(result)).toBe(expected);
    if (expected !== null) expect(result?.status).toBe(400);
  });

  it("names the header in the message", () => {
    expect(check({}, { target: { zone: "b" } })?.error.message).toBe(
      "Header mismatch: Mcp-Param-Zone header is missing",
    );
    expect(check({ "Mcp-Param-Limit": "43" }, { limit: 42 })?.error).toMatchObject({
      code: -32020,
      message: 'Header mismatch: Mcp-Param-Limit header value "43" does not match body value 42',
    });
    // The standard headers' messages take the same form.
    expect(check({ "Mcp-Name": "other_tool" }, { region: "us-west1" })?.error.message).toBe(
      'Header mismatch: Mcp-Name header value "other_tool" does not match body value "execute_sql"',
    );
    expect(check({ "Mcp-Method": undefined as unknown as string }, {})?.error.message).toBe(
      "Header mismatch: Mcp-Method header is missing",
    );
  });

  it("checks nothing more without tools, or for a tool the server does not list", () => {
    expect(check({}, { region: "us-west1" }, {})).toBeNull();
    expect(check({}, { region: "us-west1" }, { tools: [] })).toBeNull();
    const other = { "Mcp-Name": "other_tool" };
    expect(check(other, { region: "us-west1" }, { tools: TOOLS }, "other_tool")).toBeNull();
  });

  it("checks the standard headers first", () => {
    const result = check({ "Mcp-Name": "wrong", "Mcp-Param-Region": "eu" }, { region: "us" });
    expect(result?.error.message).toMatch(/^Header mismatch: Mcp-Name /);
  });

  it("is the same through a revision module and the root", () => {
    const mod = real.modules.get("2026-07-28") as {
      checkRequest(request: unknown, options?: unknown): unknown;
      PARAM_HEADERS: unknown;
      TABLES: { PARAM_HEADERS: unknown };
    };
    expect(mod.TABLES.PARAM_HEADERS).toBe(mod.PARAM_HEADERS);
    const request = { headers: STANDARD, body: call({ region: "us-west1" }) };
    expect(mod.checkRequest(request, { tools: TOOLS })).toEqual(check({}, { region: "us-west1" }));
    expect("PARAM_HEADERS" in (real.modules.get("2025-11-25") as object)).toBe(false);
  });

  it("never throws, whatever the tools, schemas and arguments", () => {
    const schema: fc.Arbitrary<unknown> = fc.letrec<{ schema: unknown }>((tie) => ({
      // Three levels of nested properties: fast-check's cost of drawing fc.anything() at every
      // level grows steeply with depth (300 draws took 20 s unbounded), and deeper schemas, to
      // the walk's limit and past it, are test/hardening/hostile-runtime.test.ts's.
      schema: fc.oneof(
        { depthSize: "small", maxDepth: 3 },
        fc.anything(),
        fc.record({
          type: fc.constantFrom("string", "integer", "boolean", "object"),
          "x-mcp-header": fc.oneof(fc.constantFrom("Region", "Limit"), fc.anything()),
          properties: fc.dictionary(fc.constantFrom("region", "limit", "a"), tie("schema")),
        }),
      ),
    })).schema;
    const hostile = {
      get name(): string {
        throw new Error("getter");
      },
    };
    const cyclic: Record<string, unknown> = { properties: {} };
    (cyclic.properties as Record<string, unknown>).self = cyclic;
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ name: fc.constantFrom("execute_sql", "x"), inputSchema: schema }),
            fc.anything(),
          ),
        ),
        fc.dictionary(
          fc.constantFrom("Mcp-Param-Region", "Mcp-Param-Limit", "x"),
          fc.oneof(fc.string(), fc.array(fc.string())),
        ),
        fc.anything(),
        fc.constantFrom<unknown[]>([], [hostile], [{ name: "execute_sql", inputSchema: cyclic }]),
        (tools, headers, args, extra) => {
          const result = check(headers, args, { tools: [...extra, ...tools] });
          expect(result === null || Number.isInteger(result.error.code)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    expect(check({}, {}, { tools: "not a list" })).toBeNull();
  });
});

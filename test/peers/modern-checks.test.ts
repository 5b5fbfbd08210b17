/** The example's 2026-07-28 request checks: the register's order, its tools passed on, never throwing. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkModernRequest, paramHeadersOf, type RequestBody } from "../../examples/shared/modern-checks.ts";

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const SUPPORTED = ["2026-07-28"];
const lookup = (headers: Record<string, string>) => (name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
const good = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "echo" };
const call = (meta: Record<string, unknown> | undefined): RequestBody => {
  const params = { name: "echo", ...(meta === undefined ? {} : { _meta: meta }) };
  return { method: "tools/call", params, raw: { jsonrpc: "2.0", id: 1, method: "tools/call", params } };
};

describe("checkModernRequest", () => {
  it.each([
    ["a good request", good, call(META), null],
    ["no _meta", good, call(undefined), "missingRequestMeta"],
    [
      "no clientCapabilities",
      good,
      call({ "io.modelcontextprotocol/protocolVersion": "2026-07-28" }),
      "missingRequestMeta",
    ],
    [
      "no MCP-Protocol-Version header",
      { ...good, "MCP-Protocol-Version": undefined },
      call(META),
      "headerMismatch",
    ],
    [
      "a version header that differs from _meta",
      { ...good, "MCP-Protocol-Version": "2025-11-25" },
      call(META),
      "headerMismatch",
    ],
    ["no Mcp-Method header", { ...good, "Mcp-Method": undefined }, call(META), "headerMismatch"],
    ["an Mcp-Method in another case", { ...good, "Mcp-Method": "TOOLS/CALL" }, call(META), "headerMismatch"],
    ["no Mcp-Name header", { ...good, "Mcp-Name": undefined }, call(META), "headerMismatch"],
    ["an Mcp-Name of another tool", { ...good, "Mcp-Name": "add" }, call(META), "headerMismatch"],
    ["a Base64 Mcp-Name", { ...good, "Mcp-Name": "=?base64?ZWNobw==?=" }, call(META), null],
    [
      "an unsupported version",
      { ...good, "MCP-Protocol-Version": "1999-01-01" },
      call({ ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" }),
      "unsupportedProtocolVersion",
    ],
    [
      "_meta missing and a header wrong: _meta comes first",
      { ...good, "Mcp-Method": "prompts/list" },
      call(undefined),
      "missingRequestMeta",
    ],
    [
      "an unsupported version and a header missing: the version comes first",
      { "MCP-Protocol-Version": "1999-01-01" },
      call({ ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" }),
      "unsupportedProtocolVersion",
    ],
    [
      "a supported version header and another version in _meta: a header mismatch (streamable-http.mdx:257-261)",
      { ...good },
      call({ ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" }),
      "headerMismatch",
    ],
    [
      "an unsupported version header, no other header and no _meta: the version comes first",
      { "MCP-Protocol-Version": "1999-01-01" },
      call(undefined),
      "unsupportedProtocolVersion",
    ],
  ])("%s: %s", (_name, headers, body, condition) => {
    const defined = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    expect(checkModernRequest(lookup(defined), body, SUPPORTED, [])?.condition ?? null).toBe(condition);
  });

  it("never throws, whatever the body's params and headers", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.jsonValue(),
        fc.dictionary(fc.string(), fc.string()),
        (method, params, headers) => {
          const raw = { jsonrpc: "2.0", id: 1, method, params };
          const body = { method, params: params as Record<string, unknown>, raw };
          const result = checkModernRequest(lookup(headers), body, SUPPORTED, []);
          expect(result === null || typeof result.condition === "string").toBe(true);
        },
      ),
    );
  });
});

describe("paramHeadersOf", () => {
  // The spec allows an annotation on any property reached through `properties` keys alone.
  const nested = {
    properties: {
      region: { type: "string", "x-mcp-header": "Region" },
      target: {
        type: "object",
        properties: { zone: { type: "string", "x-mcp-header": "Zone" } },
      },
      list: { type: "array", items: { type: "object", properties: { x: { "x-mcp-header": "X" } } } },
      odd: "not a schema",
    },
  };
  it("finds annotations through nested properties only, not through items", () => {
    expect(paramHeadersOf(nested)).toEqual([
      { name: "Region", path: ["region"] },
      { name: "Zone", path: ["target", "zone"] },
    ]);
    expect(paramHeadersOf("not a schema")).toEqual([]);
  });
});

// The headers themselves are checked by mcp-errors (test/runtime/param-headers.test.ts); here,
// that the example passes its tools through.
describe("checkModernRequest with tools", () => {
  const tools = [
    { name: "echo", inputSchema: { properties: { text: { type: "string", "x-mcp-header": "Text" } } } },
  ];
  const withArgs = (args: Record<string, unknown>): RequestBody => {
    const params = { name: "echo", arguments: args, _meta: META };
    return { method: "tools/call", params, raw: { jsonrpc: "2.0", id: 1, method: "tools/call", params } };
  };
  it.each([
    ["a matching Mcp-Param header", { ...good, "Mcp-Param-Text": "hi" }, tools, null],
    ["a missing Mcp-Param header", good, tools, "headerMismatch"],
    ["no tools given", good, [], null],
  ])("%s", (_name, headers, given, condition) => {
    expect(
      checkModernRequest(lookup(headers), withArgs({ text: "hi" }), SUPPORTED, given)?.condition ?? null,
    ).toBe(condition);
  });
});

/** The example's 2026-07-28 request checks: the register's order, header decoding, never throwing. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkModernRequest,
  checkParamHeaders,
  paramHeadersOf,
  decodeHeaderValue,
  type RequestBody,
} from "../../examples/shared/modern-checks.ts";

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
      "an unsupported version and a header missing: headers come first",
      { "MCP-Protocol-Version": "1999-01-01" },
      call({ ...META, "io.modelcontextprotocol/protocolVersion": "1999-01-01" }),
      "headerMismatch",
    ],
  ])("%s: %s", (_name, headers, body, condition) => {
    const defined = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    expect(checkModernRequest(lookup(defined), body, SUPPORTED)?.condition ?? null).toBe(condition);
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
          const result = checkModernRequest(lookup(headers), body, SUPPORTED);
          expect(result === null || typeof result.condition === "string").toBe(true);
        },
      ),
    );
  });
});

describe("decodeHeaderValue", () => {
  it.each([
    ["us-west1", "us-west1"],
    ["=?base64?SGVsbG8=?=", "Hello"],
    ["=?base64?SGVsbG8sIOS4lueVjA==?=", "Hello, 世界"],
    ["=?base64?SGVsbG8?=", undefined],
    ["=?base64?SGVs!!!bG8=?=", undefined],
    ["=?base64?SGVsbG8=", "=?base64?SGVsbG8="],
    ["caf\u00e9", undefined],
    ["=?base64?/w==?=", undefined],
  ])("%s -> %s", (raw, decoded) => {
    expect(decodeHeaderValue(raw)).toBe(decoded);
  });
});

describe("checkParamHeaders", () => {
  const schema = {
    properties: {
      region: { type: "string", "x-mcp-header": "Region" },
      n: { type: "number", "x-mcp-header": "N" },
    },
  };
  it.each([
    ["matching headers", { "Mcp-Param-Region": "eu", "Mcp-Param-N": "42.0" }, { region: "eu", n: 42 }, null],
    ["a missing header for a value in the body", {}, { region: "eu" }, "headerMismatch"],
    ["no header for an absent or null value", {}, { region: null }, null],
    ["a header that disagrees", { "Mcp-Param-Region": "us" }, { region: "eu" }, "headerMismatch"],
    ["a Base64 header", { "Mcp-Param-Region": "=?base64?ZXU=?=" }, { region: "eu" }, null],
    ["an empty header for a number", { "Mcp-Param-N": "" }, { n: 0 }, "headerMismatch"],
  ])("%s", (_name, headers, args, condition) => {
    expect(checkParamHeaders(lookup(headers), schema, args)?.condition ?? null).toBe(condition);
  });

  // The spec allows an annotation on any property reached through `properties` keys alone.
  const nested = {
    properties: {
      target: {
        type: "object",
        properties: { zone: { type: "string", "x-mcp-header": "Zone" } },
      },
      list: { type: "array", items: { type: "object", properties: { x: { "x-mcp-header": "X" } } } },
      odd: "not a schema",
    },
  };
  it("finds annotations through nested properties only, not through items", () => {
    expect(paramHeadersOf(nested)).toEqual([{ name: "Zone", path: ["target", "zone"] }]);
    expect(paramHeadersOf("not a schema")).toEqual([]);
  });
  it.each([
    ["a nested value with its header", { "Mcp-Param-Zone": "b" }, { target: { zone: "b" } }, null],
    ["a nested value without its header", {}, { target: { zone: "b" } }, "headerMismatch"],
    [
      "a nested value its header disagrees with",
      { "Mcp-Param-Zone": "a" },
      { target: { zone: "b" } },
      "headerMismatch",
    ],
    ["no nested value", {}, { target: {} }, null],
    ["a value inside an array item", {}, { list: [{ x: "1" }] }, null],
  ])("%s", (_name, headers, args, condition) => {
    expect(checkParamHeaders(lookup(headers), nested, args)?.condition ?? null).toBe(condition);
  });
});

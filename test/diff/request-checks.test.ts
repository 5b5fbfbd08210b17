/** The request-check comparison: one finding per _meta key or header that comes, goes or changes. */
import { describe, expect, it } from "vitest";
import { compareMessages } from "../../generator/diff/compare-policy.ts";
import { sideOf } from "../../generator/diff/report.ts";
import { formatLocation } from "../../generator/diff/report.ts";
import { BASE_ID, HEAD_ID, makeRevision } from "../fixtures/diff/build-model.ts";
import { must } from "../helpers/must.ts";

const pair = () => ({ base: makeRevision(BASE_ID, 0), head: makeRevision(HEAD_ID, 500) });
const found = (base = pair().base, head = pair().head) =>
  compareMessages(sideOf(base), sideOf(head)).map((f) => [f.message, formatLocation(f.location), f.details]);

describe("request checks", () => {
  it("finds nothing between equal checks, nor in a header name's case", () => {
    const { base, head } = pair();
    must(head.requestHeaders?.[0]).name = "MCP-METHOD";
    expect(found(base, head)).toEqual([]);
  });

  it("a _meta key that is no longer checked points at the base's schema line", () => {
    const { base, head } = pair();
    must(head.requestMeta).keys = [];
    expect(found(base, head)).toEqual([
      [
        "request _meta key io.modelcontextprotocol/protocolVersion (required, a string) is no longer checked",
        `schema/${BASE_ID}/schema.ts:80`,
        {
          field: "_meta.io.modelcontextprotocol/protocolVersion",
          from: { required: true, kind: "string" },
          to: null,
        },
      ],
    ]);
  });

  it("a _meta key that becomes optional, of another kind", () => {
    const { base, head } = pair();
    Object.assign(must(head.requestMeta?.keys[0]), { required: false, kind: "any" });
    expect(found(base, head).map(([message]) => message)).toEqual([
      "request _meta key io.modelcontextprotocol/protocolVersion: required, a string → optional, any JSON value",
    ]);
  });

  it("a header that is gone, and one whose body field changed, point at the register", () => {
    const { base, head } = pair();
    base.requestHeaders = [
      ...(base.requestHeaders ?? []),
      {
        name: "Mcp-Name",
        bodyField: [{ method: "tools/call", path: ["params", "name"] }],
        base64: true,
        provenance: [
          {
            kind: "register",
            location: { file: "spec/errors.yaml", line: 66, column: 1 },
            entry: "policy.requestHeaders[2]",
            citations: [],
          },
        ],
      },
    ];
    must(head.requestHeaders?.[0]).bodyField = [{ method: "*", path: ["params", "method"] }];
    expect(found(base, head).map(([message, location]) => [message, location])).toEqual([
      [
        "header Mcp-Method: matches the body's method on every request → matches the body's params.method on every request",
        "spec/errors.yaml fixture.entries[564]",
      ],
      [
        "header Mcp-Name (matches the body's params.name on tools/call, may be Base64-encoded) is no longer checked",
        "spec/errors.yaml policy.requestHeaders[2]",
      ],
    ]);
  });

  it("tool-argument headers that come, change and go point at the register", () => {
    const { base, head } = pair();
    const rule = (line: number) => ({
      prefix: "Mcp-Param-",
      annotation: "x-mcp-header",
      base64: true,
      provenance: [
        {
          kind: "register" as const,
          location: { file: "spec/errors.yaml", line, column: 1 },
          entry: `policy.toolParamHeaders[${line}]`,
          citations: [],
        },
      ],
    });
    head.toolParamHeaders = rule(70);
    expect(found(base, head)).toEqual([
      [
        "tools/call headers are checked: Mcp-Param-{name} for each tool argument whose property has x-mcp-header: {name}, may be Base64-encoded",
        "spec/errors.yaml policy.toolParamHeaders[70]",
        {
          field: "tool-argument headers",
          from: null,
          to: { prefix: "Mcp-Param-", annotation: "x-mcp-header", base64: true },
        },
      ],
    ]);
    base.toolParamHeaders = rule(68);
    expect(found(base, head)).toEqual([]);
    head.toolParamHeaders = { ...rule(70), base64: false };
    expect(found(base, head).map(([message]) => message)).toEqual([
      "tools/call headers: Mcp-Param-{name} for each tool argument whose property has x-mcp-header: {name}, may be Base64-encoded → Mcp-Param-{name} for each tool argument whose property has x-mcp-header: {name}",
    ]);
    delete head.toolParamHeaders;
    expect(found(base, head).map(([message, location]) => [message, location])).toEqual([
      [
        "tools/call headers (Mcp-Param-{name} for each tool argument whose property has x-mcp-header: {name}, may be Base64-encoded) are no longer checked",
        "spec/errors.yaml policy.toolParamHeaders[68]",
      ],
    ]);
  });

  it("a revision without request checks against one with them: every key and header is new", () => {
    const { base, head } = pair();
    delete base.requestMeta;
    delete base.requestHeaders;
    expect(found(base, head).map(([message]) => message)).toEqual([
      "request _meta key io.modelcontextprotocol/protocolVersion is checked: required, a string",
      "header Mcp-Method is checked: matches the body's method on every request",
    ]);
  });
});

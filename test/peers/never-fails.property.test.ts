/**
 * Whatever a peer POSTs, the example server and proxies answer: a status the spec uses, and for
 * an error a JSON-RPC error response that mcp-errors can read. They never crash or answer 5xx.
 */
import fc from "fast-check";
import { parseErrorResponse } from "mcp-errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./support/stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const HEADER_NAMES = ["MCP-Protocol-Version", "Mcp-Method", "Mcp-Name", "Mcp-Session-Id", "Mcp-Param-Region"];
const headerValue = fc.oneof(
  fc.constantFrom("2026-07-28", "2025-11-25", "tools/call", "echo", "=?base64?ZWNobw==?=", "=?base64?!?="),
  fc.string({ unit: fc.constantFrom(..."azAZ09/-=?+ ".split("")), maxLength: 20 }),
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.record({
    jsonrpc: fc.constantFrom("2.0", "1.0"),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
    method: fc.constantFrom(
      "initialize",
      "tools/call",
      "tools/list",
      "resources/read",
      "server/discover",
      "nope",
    ),
    params: fc.oneof(
      fc.jsonValue(),
      fc.record({
        name: fc.constantFrom("echo", "add", "lookup_region", "none"),
        uri: fc.string(),
        arguments: fc.jsonValue(),
        _meta: fc.dictionary(
          fc.constantFrom(
            "io.modelcontextprotocol/protocolVersion",
            "io.modelcontextprotocol/clientCapabilities",
          ),
          fc.jsonValue(),
        ),
      }),
    ),
  }),
);
const request = fc.record({
  body: fc.oneof(
    body.map((b) => JSON.stringify(b)),
    fc.string(),
  ),
  headers: fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue),
});

describe.each(["server", "legacyProxy", "modernProxy"] as const)("%s", (which) => {
  it("answers any POST with a spec status, and any error in a form mcp-errors reads", async () => {
    const revision = which === "legacyProxy" ? "2025-11-25" : "2026-07-28";
    await fc.assert(
      fc.asyncProperty(request, async ({ body: text, headers }) => {
        const response = await fetch(stack[which], {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            ...headers,
          },
          body: text,
        });
        expect([200, 202, 400, 403, 404, 405, 413]).toContain(response.status);
        const raw = await response.text();
        if (raw === "") return;
        const json = JSON.parse(raw) as { error?: unknown };
        if (json.error !== undefined) expect(parseErrorResponse(revision, json).ok).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

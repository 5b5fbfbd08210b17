/**
 * Request ids beyond 2^53 at the example server and both proxies: JSON.parse rounds such an id,
 * so each endpoint reads the id's text from the body (requestIdText) and writes every answer with
 * it (stringifyMessage). A client matches answers by id (RequestId = string | number, 2026-07-28
 * schema.ts); the answer's text is compared, since parsing it would round both sides alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./support/stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const MODERN = {
  headers: { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" },
  params: `{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}`,
};
const INITIALIZE = `"params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"0"}}`;

const post = (url: string, text: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: text });

describe.each(["9007199254740993", "12345678901234567890", "-9007199254740993"])("request id %s", (id) => {
  const carries = (text: string) => text.includes(`"id":${id},`) || text.includes(`"id":${id}}`);

  it.each(["server", "legacyProxy"] as const)(
    "comes back as sent from a 2025-11-25 session (%s)",
    async (which) => {
      const opened = await post(
        stack[which],
        `{"jsonrpc":"2.0","id":${id},"method":"initialize",${INITIALIZE}}`,
      );
      const initialize = await opened.text();
      expect(carries(initialize), initialize).toBe(true);
      const session = {
        "Mcp-Session-Id": opened.headers.get("mcp-session-id") ?? "",
        "MCP-Protocol-Version": "2025-11-25",
      };
      for (const method of ["tools/list", "no/such"]) {
        const text = await (
          await post(stack[which], `{"jsonrpc":"2.0","id":${id},"method":"${method}"}`, session)
        ).text();
        expect(carries(text), `${method}: ${text}`).toBe(true);
      }
      const refused = await (
        await post(stack[which], `{"jsonrpc":"2.0","id":${id},"method":"tools/list"}`, {
          "Mcp-Session-Id": "no-such-session",
        })
      ).text();
      expect(carries(refused), refused).toBe(true);
    },
  );

  it.each(["server", "modernProxy"] as const)(
    "comes back as sent from a 2026-07-28 request (%s)",
    async (which) => {
      const list = `{"jsonrpc":"2.0","id":${id},"method":"tools/list","params":${MODERN.params}}`;
      const result = await (await post(stack[which], list, MODERN.headers)).text();
      expect(carries(result), result).toBe(true);
      const mismatch = await post(stack[which], list, { ...MODERN.headers, "Mcp-Method": "prompts/list" });
      expect(mismatch.status).toBe(400);
      const text = await mismatch.text();
      expect(carries(text), text).toBe(true);
    },
  );
});

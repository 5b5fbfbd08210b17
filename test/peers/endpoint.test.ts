/**
 * examples/shared/endpoint.ts's createHttpServer: whatever a handler throws, and an answer that
 * JSON cannot write, the peer gets a JSON-RPC internal error with its request's id, and the
 * server goes on answering.
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHttpServer, listenOnLoopback, type RequestContext } from "../../examples/shared/endpoint.ts";
import type { Answer } from "../../examples/shared/http.ts";

type Behaviour = (context: RequestContext) => Answer;

let behaviour: Behaviour = () => ({ status: 204 });
let server: Server;
let url: string;
beforeAll(async () => {
  server = createHttpServer(async (_request, context) => behaviour(context), "2025-11-25");
  url = await listenOnLoopback(server, 0, "/mcp");
});
afterAll(() => {
  server.close();
});

const deep = (): unknown => {
  let value: unknown = [];
  for (let i = 0; i < 20_000; i++) value = [value];
  return value;
};

it.each<[string, Behaviour]>([
  [
    "a throw after the id is read",
    (context) => {
      context.id = 7;
      throw new Error("boom");
    },
  ],
  [
    "an answer with a BigInt in it",
    (context) => {
      context.id = 7;
      return { status: 200, body: { jsonrpc: "2.0", id: 7, result: { n: 1n } } };
    },
  ],
  [
    "an answer nested 20,000 levels deep",
    (context) => {
      context.id = 7;
      return { status: 200, body: { jsonrpc: "2.0", id: 7, result: { x: deep() } } };
    },
  ],
])("answers %s with -32603 and the request's id, then goes on", async (_name, failing) => {
  behaviour = failing;
  const response = await fetch(url, { method: "POST", body: "{}" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    jsonrpc: "2.0",
    id: 7,
    error: { code: -32603, message: "Internal error" },
  });
  behaviour = () => ({ status: 204 });
  expect((await fetch(url, { method: "POST", body: "{}" })).status).toBe(204);
});

it("answers a throw before any id is read with 500 and an internal error without an id", async () => {
  behaviour = () => {
    throw new Error("boom");
  };
  const response = await fetch(url, { method: "POST", body: "{}" });
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({
    jsonrpc: "2.0",
    error: { code: -32603, message: "Internal error" },
  });
});

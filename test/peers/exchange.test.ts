/**
 * examples/shared/exchange.ts, the proxy's client side: JSON and SSE answers read as a client
 * must read them, and every way an upstream can fail turned into a Failure within the deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, type ExchangeLimits } from "../../examples/shared/exchange.ts";
import {
  idOf,
  json,
  nestedJson,
  sse,
  startScriptedUpstream,
  type ScriptedUpstream,
} from "./support/scripted-upstream.ts";
import { downUpstreamUrl } from "../../tools/peers/stack.ts";

// A deadline no loaded machine reaches for an answer that comes at once; the silent upstreams get a short one.
const LIMITS: ExchangeLimits = { timeoutMs: 10_000, maxBodyBytes: 100_000, maxDepth: 100 };
const SILENCE: ExchangeLimits = { ...LIMITS, timeoutMs: 500 };
const request = { jsonrpc: "2.0", id: 41, method: "tools/list", params: {} };

let upstream: ScriptedUpstream;
beforeAll(async () => {
  upstream = await startScriptedUpstream(() => undefined);
});
afterAll(async () => {
  await upstream.close();
});

const call = () => exchange(upstream.url, {}, request, LIMITS);

describe("answers it reads", () => {
  it("a JSON body, sent with the headers a client must send", async () => {
    upstream.script = (r, res) => json(res, 200, { jsonrpc: "2.0", id: idOf(r), result: { tools: [] } });
    const outcome = await call();
    expect(outcome).toMatchObject({ ok: true, status: 200, message: { id: 41, result: { tools: [] } } });
    const sent = upstream.received.at(-1);
    expect(sent?.headers.accept).toBe("application/json, text/event-stream");
    expect(sent?.headers["content-type"]).toBe("application/json");
  });

  it("a JSON-RPC error with an error status (a 2026-07-28 404 for an unknown method)", async () => {
    upstream.script = (r, res) =>
      json(res, 404, { jsonrpc: "2.0", id: idOf(r), error: { code: -32601, message: "nope" } });
    expect(await call()).toMatchObject({ ok: true, status: 404, message: { error: { code: -32601 } } });
  });

  it.each([
    [
      "a priming event, notifications, then the response",
      [
        "id: 1\ndata: \n\n",
        'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}\n\n',
        'event: message\ndata: {"jsonrpc":"2.0","id":41,"result":{"tools":[]}}\n\n',
      ],
    ],
    [
      "CRLF line endings and a comment",
      [": keep-alive\r\n\r\n", 'data: {"jsonrpc":"2.0","id":41,"result":{"tools":[]}}\r\n\r\n'],
    ],
    [
      "the response split across writes and data lines",
      ['data: {"jsonrpc":"2.0",\n', 'data: "id":41,"result":{"tools"', ":[]}}\n\n"],
    ],
    [
      "a response to another id first, and an event of another type",
      [
        'data: {"jsonrpc":"2.0","id":40,"result":{}}\n\n',
        'event: other\ndata: {"jsonrpc":"2.0","id":41,"result":{"wrong":true}}\n\n',
        'data: {"jsonrpc":"2.0","id":41,"result":{"tools":[]}}\n\n',
      ],
    ],
    [
      "a server request before the response (which the proxy cannot answer, and skips)",
      [
        'data: {"jsonrpc":"2.0","id":"s1","method":"elicitation/create","params":{}}\n\n',
        'data: {"jsonrpc":"2.0","id":41,"result":{"tools":[]}}\n\n',
      ],
    ],
  ])("an SSE stream with %s", async (_name, frames) => {
    upstream.script = (_r, res) => sse(res, frames);
    expect(await call()).toMatchObject({ ok: true, status: 200, message: { id: 41, result: { tools: [] } } });
  });

  it("the response on a stream that stays open, without waiting for the stream to end", async () => {
    upstream.script = (_r, res) =>
      sse(res, ['data: {"jsonrpc":"2.0","id":41,"result":{"tools":[]}}\n\n'], true);
    // The stream never ends: waiting for its end would make this a timeout.
    expect(await call()).toMatchObject({ ok: true, message: { id: 41 } });
  });

  it("202 with no body to a notification", async () => {
    upstream.script = (_r, res) => {
      res.writeHead(202);
      res.end();
    };
    expect(
      await exchange(upstream.url, {}, { jsonrpc: "2.0", method: "notifications/initialized" }, LIMITS),
    ).toMatchObject({
      ok: true,
      status: 202,
      message: undefined,
    });
  });
});

describe("failures, the deadline included", () => {
  it.each([
    [
      "a body that is not JSON",
      "not-json-rpc",
      (res: Parameters<typeof json>[0]) => json(res, 200, "<html>oops</html>"),
    ],
    [
      "JSON that is not a response",
      "not-json-rpc",
      (res: Parameters<typeof json>[0]) => json(res, 200, { hello: "world" }),
    ],
    [
      "an error status without a JSON-RPC body",
      "http-error",
      (res: Parameters<typeof json>[0]) => json(res, 502, "Bad Gateway"),
    ],
    [
      "a body larger than the limit",
      "too-large",
      (res: Parameters<typeof json>[0]) => json(res, 200, `"${"x".repeat(200_000)}"`),
    ],
    [
      "JSON nested 20,000 levels deep",
      "too-deep",
      (res: Parameters<typeof json>[0]) =>
        json(res, 200, `{"jsonrpc":"2.0","id":41,"result":{"x":${nestedJson(20_000)}}}`),
    ],
    [
      "an SSE event nested 20,000 levels deep",
      "too-deep",
      (res: Parameters<typeof json>[0]) =>
        sse(res, [`data: {"jsonrpc":"2.0","id":41,"result":{"x":${nestedJson(20_000)}}}\n\n`]),
    ],
    [
      "an SSE stream that ends without the response",
      "no-response",
      (res: Parameters<typeof json>[0]) =>
        sse(res, ['data: {"jsonrpc":"2.0","method":"notifications/progress"}\n\n']),
    ],
    [
      "an SSE stream larger than the limit without the response",
      "too-large",
      (res: Parameters<typeof json>[0]) =>
        sse(
          res,
          Array.from({ length: 30 }, () => `: ${"x".repeat(5_000)}\n\n`),
        ),
    ],
    [
      "an SSE event larger than the limit",
      "too-large",
      (res: Parameters<typeof json>[0]) => sse(res, [`data: ${"x".repeat(150_000)}`], true),
    ],
    [
      "an SSE stream that stays open without the response",
      "timeout",
      (res: Parameters<typeof json>[0]) => sse(res, ["id: 1\ndata: \n\n"], true),
    ],
    ["no answer at all", "timeout", () => undefined],
    [
      "headers, then a body that never ends",
      "timeout",
      (res: Parameters<typeof json>[0]) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"jsonrpc":"2.0",');
      },
    ],
    [
      "a dropped connection",
      "no-response",
      (res: Parameters<typeof json>[0]) => {
        res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
        res.end('{"jsonrpc"');
        res.destroy();
      },
    ],
  ])("%s: %s", async (_name, kind, script) => {
    upstream.script = (_r, res) => script(res);
    const outcome = await exchange(upstream.url, {}, request, kind === "timeout" ? SILENCE : LIMITS);
    expect(outcome).toMatchObject({ ok: false, kind });
  });

  it("a redirect, which is never followed", async () => {
    const before = upstream.received.length;
    upstream.script = (r, res) => {
      if (r.path === "/secret")
        return json(res, 200, { jsonrpc: "2.0", id: idOf(r), result: { secret: true } });
      res.writeHead(307, { location: upstream.url.replace("/mcp", "/secret") });
      res.end();
    };
    expect(await call()).toMatchObject({ ok: false, kind: "redirect", status: 307 });
    expect(upstream.received.slice(before).map((r) => r.path)).toEqual(["/mcp"]);
  });

  it("an upstream that drops every connection unanswered", async () => {
    expect(await exchange(await downUpstreamUrl(), {}, request, LIMITS)).toMatchObject({
      ok: false,
      kind: "unreachable",
    });
  });
});

/**
 * The package README's proxy example, imported as written and run against upstreams that answer with JSON, with
 * an SSE stream, with a page that is not JSON-RPC, or not at all: every answer is valid JSON-RPC in
 * the client's revision and carries the id of the client's request.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { projectRoot } from "./render-package.ts";

const readme = readFileSync(join(projectRoot, "generated/README.md"), "utf8");
const section = readme.split("\n## A proxy between revisions\n")[1] ?? "";
const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? "";

interface Sent {
  status: number;
  body: { jsonrpc: string; id?: unknown; error?: { code: number; message: string; data?: unknown } };
}

type Proxy = (request: unknown, url: string, init: object, res: unknown) => Promise<void>;

// The block as a module of its own, where mcp-errors resolves as it does for a reader.
const dir = join(projectRoot, ".tmp", `readme-proxy-${process.pid}`);
let proxy: Proxy;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "proxy.ts");
  writeFileSync(file, block);
  ({ proxy } = (await import(pathToFileURL(file).href)) as { proxy: Proxy });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllGlobals());

async function through(upstream: () => Promise<Response>): Promise<Sent> {
  const sent: Partial<Sent> = {};
  const res = {
    writeHead(status: number) {
      sent.status = status;
    },
    end(text: string) {
      sent.body = JSON.parse(text) as Sent["body"];
    },
  };
  const request = {
    jsonrpc: "2.0",
    id: "client-1",
    method: "resources/read",
    params: { uri: "file:///gone" },
  };
  vi.stubGlobal("fetch", upstream);
  await proxy(request, "http://upstream.invalid/mcp", { method: "POST" }, res);
  return sent as Sent;
}

const missing = {
  jsonrpc: "2.0",
  id: 99,
  error: { code: -32602, message: "Resource not found", data: { uri: "file:///gone" } },
};

describe("the README's proxy example", () => {
  it("is in the README as a module that exports the proxy, importing from mcp-errors/translate", () => {
    expect(block).toContain('from "mcp-errors/translate"');
    expect(block).toContain("export async function proxy(");
    expect(block).toContain("translateResponse(");
    expect(block).toContain("upstreamFailure(");
  });

  it("translates a JSON answer for the legacy client, under the client's id", async () => {
    const sent = await through(async () => Response.json(missing));
    expect(sent).toEqual({
      status: 200,
      body: {
        jsonrpc: "2.0",
        id: "client-1",
        error: { code: -32002, message: "Resource not found", data: { uri: "file:///gone" } },
      },
    });
  });

  it("takes the response out of an SSE stream", async () => {
    const stream = [
      "id: 1\ndata: \n",
      `event: message\ndata: ${JSON.stringify({ jsonrpc: "2.0", method: "notifications/progress", params: {} })}\n`,
      `event: message\ndata: ${JSON.stringify(missing)}\n`,
      "",
    ].join("\n");
    const sent = await through(
      async () => new Response(stream, { headers: { "content-type": "text/event-stream; charset=utf-8" } }),
    );
    expect(sent.body).toMatchObject({ id: "client-1", error: { code: -32002 } });
  });

  it.each([
    ["an upstream that is down", () => Promise.reject(new TypeError("fetch failed")), "could not be reached"],
    [
      "an upstream that does not answer in time",
      () => Promise.reject(new DOMException("timed out", "TimeoutError")),
      "did not answer in time",
    ],
    [
      "an upstream that answers with a page",
      async () => new Response("<html>502</html>", { status: 502 }),
      "was not a JSON-RPC response",
    ],
    [
      "an SSE stream without a response",
      async () => new Response("data: \n\n", { headers: { "content-type": "text/event-stream" } }),
      "was not a JSON-RPC response",
    ],
  ])("answers %s with an internal error for the client's request", async (_name, upstream, said) => {
    const sent = await through(upstream);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ jsonrpc: "2.0", id: "client-1", error: { code: -32603 } });
    expect(sent.body.error?.message).toContain(said);
  });
});

/** The proxy's copy of its upstream's tool schemas: paged, validated, and re-read only so often. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Outcome } from "../../examples/shared/exchange.ts";
import { ToolSchemas } from "../../examples/proxy/upstream.ts";

const page = (tools: unknown[], nextCursor?: string): Outcome => ({
  ok: true,
  status: 200,
  headers: new Headers(),
  message: { jsonrpc: "2.0", id: 1, result: { tools, ...(nextCursor ? { nextCursor } : {}) } },
});
const region = {
  name: "lookup_region",
  inputSchema: { type: "object", properties: { region: { "x-mcp-header": "Region" } } },
};

afterEach(() => {
  vi.useRealTimers();
});

describe("ToolSchemas", () => {
  it("reads every page of tools/list, following nextCursor", async () => {
    const cursors: (string | undefined)[] = [];
    const schemas = new ToolSchemas(async (cursor) => {
      cursors.push(cursor);
      return cursor === undefined ? page([{ name: "a", inputSchema: {} }], "p2") : page([region]);
    });
    expect(await schemas.get("lookup_region")).toEqual(region.inputSchema);
    expect(await schemas.get("a")).toEqual({});
    expect(cursors).toEqual([undefined, "p2"]);
  });

  it("keeps only what it can read: named tools with an object schema", async () => {
    const schemas = new ToolSchemas(async () =>
      page([
        null,
        { name: 1, inputSchema: {} },
        { name: "no-schema" },
        { name: "odd", inputSchema: [] },
        region,
      ]),
    );
    expect(await schemas.get("odd")).toBeUndefined();
    expect(await schemas.get("no-schema")).toBeUndefined();
    expect(await schemas.get("lookup_region")).toEqual(region.inputSchema);
  });

  it("stops at an upstream whose cursor never ends", async () => {
    let calls = 0;
    const schemas = new ToolSchemas(async () => {
      calls += 1;
      return page([], "again");
    });
    expect(await schemas.get("x")).toBeUndefined();
    expect(calls).toBe(100);
  });

  it("re-reads for a tool it lacks, but not on every call to an unknown tool", async () => {
    vi.useFakeTimers();
    let reads = 0;
    let tools: unknown[] = [];
    const schemas = new ToolSchemas(async () => {
      reads += 1;
      return page(tools);
    });
    expect(await schemas.get("lookup_region")).toBeUndefined();
    tools = [region];
    expect(await schemas.get("lookup_region")).toBeUndefined();
    expect(reads).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(await schemas.get("lookup_region")).toBeDefined();
    expect(await schemas.get("lookup_region")).toBeDefined();
    expect(reads).toBe(2);
  });

  it("reads an upstream error, a non-result or a failed exchange as no tools", async () => {
    const schemas = new ToolSchemas(async () => ({
      ok: true,
      status: 200,
      headers: new Headers(),
      message: { jsonrpc: "2.0", id: 1, error: { code: -32601, message: "Method not found" } },
    }));
    expect(await schemas.get("lookup_region")).toBeUndefined();
    const unreachable = new ToolSchemas(async () => ({
      ok: false,
      kind: "unreachable",
      detail: "could not connect",
    }));
    expect(await unreachable.get("lookup_region")).toBeUndefined();
  });
});

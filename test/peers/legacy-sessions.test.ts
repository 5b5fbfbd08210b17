/**
 * 2025-11-25 sessions end: on DELETE, after idleMs unused, or as the least recently used of more
 * than maxSessions; a request in an ended session gets 404 (the client starts a new one), and a
 * session id no endpoint could have issued gets 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDualEraServer } from "../../examples/dual-era-server/server.ts";
import { startProxy } from "../../examples/proxy/proxy.ts";
import { LegacySessionGate } from "../../examples/shared/legacy-sessions.ts";

const headers = (values: Record<string, string>) => (name: string) =>
  Object.entries(values).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

function clock(): { now: () => number; advance: (ms: number) => void } {
  let time = 1_000_000;
  return { now: () => time, advance: (ms) => (time += ms) };
}

describe("LegacySessionGate", () => {
  it("ends a session idle for idleMs: 404 to its next request, and to a DELETE", () => {
    const time = clock();
    const gate = new LegacySessionGate({ idleMs: 1_000, now: time.now });
    const id = gate.open({ version: "2025-11-25" });
    time.advance(999);
    expect("session" in gate.admit(headers({ "Mcp-Session-Id": id }), 1)).toBe(true);
    time.advance(999);
    expect("session" in gate.admit(headers({ "Mcp-Session-Id": id }), 2)).toBe(true);
    time.advance(1_000);
    const refused = gate.admit(headers({ "Mcp-Session-Id": id }), 3);
    expect("refused" in refused && refused.refused.status).toBe(404);
    expect("refused" in refused && refused.refused.body).toMatchObject({ id: 3 });
    expect(gate.end(headers({ "Mcp-Session-Id": id })).status).toBe(404);
    expect(gate.size).toBe(0);
  });

  it("keeps at most maxSessions, ending the least recently used", () => {
    const time = clock();
    const gate = new LegacySessionGate({ maxSessions: 2, now: time.now });
    const first = gate.open({ version: "2025-11-25" });
    time.advance(1);
    const second = gate.open({ version: "2025-11-25" });
    time.advance(1);
    gate.admit(headers({ "Mcp-Session-Id": first }), 1); // first is now the most recently used
    const third = gate.open({ version: "2025-11-25" });
    expect(gate.size).toBe(2);
    const admitted = (id: string) => "session" in gate.admit(headers({ "Mcp-Session-Id": id }), 1);
    expect([admitted(first), admitted(second), admitted(third)]).toEqual([true, false, true]);
  });

  it.each([
    ["empty", ""],
    ["two values joined", "a, b"],
    ["a control character", "a\u0007b"],
  ])("answers an Mcp-Session-Id that is %s with 400 and the request's id, not 404", (_name, value) => {
    const gate = new LegacySessionGate();
    const refused = gate.admit(headers({ "Mcp-Session-Id": value }), 7);
    expect("refused" in refused && refused.refused.status).toBe(400);
    expect("refused" in refused && refused.refused.body).toMatchObject({ id: 7, error: { code: -32600 } });
    expect(gate.end(headers({ "Mcp-Session-Id": value })).status).toBe(400);
  });

  it("answers a version header other than the session's with 400", () => {
    const gate = new LegacySessionGate();
    const id = gate.open({ version: "2025-11-25" });
    const refused = gate.admit(headers({ "Mcp-Session-Id": id, "MCP-Protocol-Version": "2025-06-18" }), 1);
    expect("refused" in refused && refused.refused.status).toBe(400);
  });
});

describe.each(["server", "legacyProxy"] as const)("an expired session over HTTP (%s)", (which) => {
  const time = clock();
  let url: string;
  const closers: (() => void)[] = [];
  beforeAll(async () => {
    const sessions = { idleMs: 60_000, now: time.now };
    const server = await startDualEraServer(0, { sessions });
    closers.push(() => server.server.close());
    url = server.url;
    if (which === "legacyProxy") {
      const proxy = await startProxy({ upstreamUrl: server.url, clientRevision: "2025-11-25", sessions });
      closers.push(() => proxy.server.close());
      url = proxy.url;
    }
  });
  afterAll(() => {
    for (const close of closers) close();
  });

  it("gets 404 once the session has been idle too long, and a new initialize opens a new one", async () => {
    const post = (body: unknown, extra: Record<string, string> = {}) =>
      fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...extra,
        },
        body: JSON.stringify(body),
      });
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "0" } },
    };
    const session = (await post(initialize)).headers.get("mcp-session-id") ?? "";
    const list = { jsonrpc: "2.0", id: 2, method: "tools/list" };
    const inSession = { "Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25" };
    expect((await post(list, inSession)).status).toBe(200);
    time.advance(60_000);
    expect((await post(list, inSession)).status).toBe(404);
    const renewed = (await post(initialize)).headers.get("mcp-session-id") ?? "";
    expect(renewed).not.toBe(session);
    expect((await post(list, { ...inSession, "Mcp-Session-Id": renewed })).status).toBe(200);
  });
});

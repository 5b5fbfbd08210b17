/**
 * The peer matrix's own machinery (tools/peers): judging a cell, the expectations mcp-errors
 * gives, the recorder in front of a path, the explanations, and the rendered doc being a function
 * of the cells alone.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as legacy from "mcp-errors/2025-11-25";
import * as modern from "mcp-errors/2026-07-28";
import { translate } from "mcp-errors/translate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectationFor, type Expectation } from "../../tools/peers/expectations.ts";
import { fails, judge, needsExplaining } from "../../tools/peers/judge.ts";
import { normalise, type Cell } from "../../tools/peers/matrix.ts";
import { EXPLANATIONS } from "../../tools/peers/notes.ts";
import { readFileSync } from "node:fs";
import { conditionsFor, PEERS, runsOn, type Peer } from "../../tools/peers/peers.ts";
import { CONDITIONS, OWN_CONDITIONS, type Observation } from "../../tools/peers/protocol.ts";
import { startRecorder, type WireExchange } from "../../tools/peers/recorder.ts";
import { renderPeersDoc, type PathColumn } from "../../tools/peers/render.ts";

const post = (rpc: string, status: number, code: number | null): WireExchange => ({
  http: "POST",
  rpc,
  status,
  code,
});
const error = (code: number | null, status: number | null = null): Observation => ({
  condition: "unknown-tool",
  outcome: "error",
  class: "E",
  code,
  status,
  message: "m",
});
const result = (isError = false): Observation => ({ condition: "call-tool", outcome: "result", isError });

describe("judge", () => {
  const unknownTool = expectationFor("unknown-tool", "legacy", "server");
  const unknownMethod = expectationFor("unknown-method", "modern", "server");
  const badOrigin = expectationFor("bad-origin", "modern", "server");
  const badHeader = expectationFor("bad-version-header", "modern", "server");

  it.each<[string, Expectation, Observation | undefined, WireExchange[], string]>([
    ["the spec's code", unknownTool, error(-32602), [post("tools/call", 200, -32602)], "as-specified"],
    [
      "the status where the spec requires only the status",
      badOrigin,
      error(null, 403),
      [post("initialize", 403, -32600)],
      "as-specified",
    ],
    [
      "the status alone where the spec gives a code",
      unknownMethod,
      error(null, 404),
      [post("prompts/list", 404, -32601)],
      "status-only",
    ],
    [
      "a result after retrying the spec's error",
      badHeader,
      result(),
      [post("tools/call", 400, -32020), post("tools/list", 200, null), post("tools/call", 200, null)],
      "recovered",
    ],
    ["something else", unknownTool, error(-32000), [post("tools/call", 200, -32602)], "differs"],
    ["an error for a request never sent", unknownTool, error(null), [], "not-sent"],
    ["no observation", unknownTool, undefined, [], "hang"],
    [
      "a timeout",
      unknownTool,
      { condition: "unknown-tool", outcome: "timeout" },
      [post("tools/call", 200, -32602)],
      "hang",
    ],
    ["a wrong code on the wire", unknownTool, error(-32601), [post("tools/call", 200, -32601)], "wrong-wire"],
    [
      "a wrong status on the wire",
      unknownMethod,
      error(-32601),
      [post("prompts/list", 200, -32601)],
      "wrong-wire",
    ],
    [
      "a success where the spec gives an error",
      unknownTool,
      result(),
      [post("tools/call", 200, null)],
      "wrong-wire",
    ],
  ])("%s", (_name, expectation, observation, wire, verdict) => {
    expect(judge(expectation, observation, wire).kind).toBe(verdict);
  });

  it("takes a result after the client's own retry of server/discover as recovered", () => {
    const fallback = expectationFor("version-fallback", "modern", "server");
    const wire = [
      post("server/discover", 400, -32022),
      post("server/discover", 200, null),
      post("tools/call", 200, null),
    ];
    expect(judge(fallback, { ...result(), condition: "version-fallback" }, wire).kind).toBe("recovered");
    expect(judge(fallback, { ...error(-32022, 400), condition: "version-fallback" }, wire).kind).toBe(
      "as-specified",
    );
    expect(
      judge(fallback, { ...result(), condition: "version-fallback" }, [post("server/discover", 200, null)])
        .kind,
    ).toBe("wrong-wire");
  });

  it("reports a condition the peer cannot bring about, with its reason", () => {
    expect(
      judge(unknownTool, { condition: "unknown-tool", outcome: "unsupported", reason: "r" }, []),
    ).toEqual({
      kind: "unsupported",
      reason: "r",
    });
  });

  it("passes a new session: the call after the 404 succeeds", () => {
    const expired = expectationFor("expired-session", "legacy", "server");
    const wire = [
      post("tools/call", 200, null),
      post("tools/call", 404, -32600),
      post("initialize", 200, null),
      post("tools/call", 200, null),
    ];
    const first = error(-32600, 404);
    expect(
      judge(
        expired,
        { ...first, condition: "expired-session", then: { outcome: "result", isError: false } },
        wire,
      ).kind,
    ).toBe("as-specified");
    expect(judge(expired, { ...first, condition: "expired-session", then: { ...first } }, wire).kind).toBe(
      "differs",
    );
  });

  it("fails the run only for the examples' side and hangs, and asks for explanations only of differences", () => {
    expect(fails({ kind: "wrong-wire", detail: "" })).toBe(true);
    expect(fails({ kind: "hang" })).toBe(true);
    expect(fails({ kind: "differs" })).toBe(false);
    expect(needsExplaining({ kind: "differs" })).toBe(true);
    expect(needsExplaining({ kind: "status-only" })).toBe(true);
    expect(needsExplaining({ kind: "recovered" })).toBe(false);
  });
});

describe("expectations", () => {
  it("take codes and statuses from mcp-errors", () => {
    expect(expectationFor("missing-resource", "legacy", "server").wire.code).toBe(
      legacy.ErrorCode.ResourceNotFound,
    );
    expect(expectationFor("missing-resource", "modern", "server").wire.code).toBe(
      modern.ErrorCode.ResourceNotFound,
    );
    expect(expectationFor("unknown-method", "modern", "proxy").wire.status).toBe(
      modern.HTTP_STATUS.methodNotFound,
    );
    const fallback = translate(
      modern.missingRequiredClientCapability({ data: { requiredCapabilities: {} } }),
      {
        from: "2026-07-28",
        to: "2025-11-25",
        request: { id: 1, method: "tools/call" },
      },
    );
    expect(expectationFor("capability", "legacy", "proxy").wire.code).toBe(
      fallback.ok ? fallback.error.code : fallback.fallback.code,
    );
    expect(expectationFor("expired-session", "legacy", "proxy").wire.status).toBe(
      legacy.TRANSPORT_FAILURES.unknownSession.status,
    );
    expect(expectationFor("version-fallback", "modern", "server").wire).toEqual({
      rpc: "server/discover",
      status: modern.HTTP_STATUS.unsupportedProtocolVersion,
      code: modern.ErrorCode.UnsupportedProtocolVersion,
    });
    // server/discover is 2026-07-28's alone: in 2025-11-25 the version is offered in initialize.
    expect(expectationFor("version-fallback", "legacy", "server")).toEqual(
      expectationFor("unsupported-version", "legacy", "server"),
    );
  });

  it("cite the spec, or name the example's choice, for every condition, era and path kind", () => {
    for (const condition of CONDITIONS)
      for (const era of ["modern", "legacy"] as const)
        for (const kind of ["server", "proxy", "sdk", "down"] as const) {
          const { spec } = expectationFor(condition, era, kind);
          expect(spec.length).toBeGreaterThan(0);
          if (spec !== "A result.")
            expect(spec).toMatch(/\.mdx:\d|schema\.ts:\d|example|mcp-errors|SDK server/);
        }
  });
});

describe("the peers", () => {
  const peer = (id: Peer["id"]) => PEERS.find((p) => p.id === id) as Peer;

  it("give a probe the conditions of its own negotiation only when it names them", () => {
    const conditions = [...CONDITIONS];
    expect(conditionsFor(peer("rmcp"), conditions)).toEqual(conditions);
    for (const other of PEERS.filter((p) => p.ownConditions === undefined))
      expect(conditionsFor(other, conditions)).toEqual(conditions.filter((c) => !OWN_CONDITIONS.includes(c)));
  });

  it("run a path that names its peers only for those", () => {
    expect(runsOn("python", {})).toBe(true);
    expect(runsOn("python", { peers: ["python"] })).toBe(true);
    expect(runsOn("go", { peers: ["rmcp"] })).toBe(false);
  });

  it("name the rmcp version that Cargo.lock holds, the one Cargo.toml pins", () => {
    const root = new URL("../../", import.meta.url).pathname;
    const pinned = /^rmcp = \{ version = "=([^"]+)"/m.exec(
      readFileSync(new URL("../../tools/peers/rust/Cargo.toml", import.meta.url), "utf8"),
    )?.[1];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(peer("rmcp").version(root)).toBe(pinned);
  });
});

describe("explanations", () => {
  it("have unique ids, and every deviation quotes the spec with its file and lines", () => {
    expect(new Set(EXPLANATIONS.map((e) => e.id)).size).toBe(EXPLANATIONS.length);
    for (const deviation of EXPLANATIONS.filter((e) => e.kind === "deviation"))
      expect(deviation.spec).toMatch(/\*\*MUST\*\*|\*\*SHOULD\*\*.*\.mdx:\d+/);
  });
});

describe("the recorder", () => {
  let target: Server;
  let targetUrl: string;
  let expired = 0;
  let control: Server;
  let controlUrl: string;
  beforeAll(async () => {
    target = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const repeated = request.headersDistinct["x-twice"]?.length ?? 0;
        response.writeHead(body.includes("fail") ? 400 : 200, {
          "content-type": "application/json",
          "x-seen": String(repeated),
        });
        response.end(
          JSON.stringify(
            body.includes("fail")
              ? { jsonrpc: "2.0", id: 1, error: { code: -32020, message: "no" } }
              : { jsonrpc: "2.0", id: 1, result: {} },
          ),
        );
      });
    });
    control = createServer((_request, response) => {
      expired += 1;
      response.writeHead(204);
      response.end();
    });
    for (const server of [target, control])
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/mcp`;
    controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    target.close();
    control.close();
  });

  it("forwards each exchange as it is and files it under the condition last marked", async () => {
    const recorder = await startRecorder(targetUrl, controlUrl);
    try {
      const send = (method: string, extra = "") =>
        fetch(recorder.url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, extra }),
        });
      await send("initialize");
      await fetch(`${recorder.control}/mark/unknown-tool`, { method: "POST" });
      expect((await send("tools/call", "fail")).status).toBe(400);
      await fetch(`${recorder.control}/mark/call-tool`, { method: "POST" });
      expect((await send("tools/call")).status).toBe(200);
      await fetch(`${recorder.control}/expire`, { method: "POST" });
      expect(Object.fromEntries(recorder.wire)).toEqual({
        "(connect)": [post("initialize", 200, null)],
        "unknown-tool": [post("tools/call", 400, -32020)],
        "call-tool": [post("tools/call", 200, null)],
      });
      expect(expired).toBe(1);
    } finally {
      await recorder.close();
    }
  });
});

describe("the rendered doc", () => {
  const paths: PathColumn[] = [
    {
      id: "server",
      era: "legacy",
      kind: "server",
      heading: "example server",
      description: "d",
      conditions: ["unknown-tool", "expired-session"],
    },
  ];
  const cell = (observation: Observation, condition: Cell["condition"]): Cell => {
    const expectation = expectationFor(condition, "legacy", "server");
    const wire =
      condition === "unknown-tool" ? [post("tools/call", 200, -32602)] : [post("tools/call", 404, -32600)];
    return {
      peer: "python",
      era: "legacy",
      path: "server",
      kind: "server",
      condition,
      expectation,
      observation,
      wire,
      verdict: judge(expectation, observation, wire),
      explained: [],
    };
  };
  const cells = [
    cell(
      {
        condition: "unknown-tool",
        outcome: "error",
        class: "MCPError",
        code: -32602,
        status: null,
        message: "Unknown tool at 127.0.0.1:5555",
      },
      "unknown-tool",
    ),
    {
      ...cell(
        {
          condition: "expired-session",
          outcome: "error",
          class: "MCPError",
          code: -32600,
          status: null,
          message: "Session 0b7c9a3e-1111-4222-8333-944445555666 not found",
          then: { outcome: "error", class: "MCPError", code: -32600, status: null, message: "again" },
        },
        "expired-session",
      ),
      explained: ["D1"],
    },
  ];
  const input = {
    peers: PEERS.map((peer) => ({ peer, version: "1.0.0" })),
    paths,
    cells,
    explanations: EXPLANATIONS.filter((e) => e.id === "D1"),
    stepTimeoutMs: 10_000,
    upstreamTimeoutMs: 3_000,
  };

  it("is the same text for the same cells, with ports and session ids normalised", () => {
    const doc = renderPeersDoc(input);
    expect(renderPeersDoc(input)).toBe(doc);
    expect(doc).toContain("127.0.0.1:<port>");
    expect(doc).toContain("Session <uuid> not found");
    expect(doc).not.toMatch(/127\.0\.0\.1:\d/);
  });

  it("shows each verdict, what the peer said, and the deviation with the spec's words", () => {
    const doc = renderPeersDoc(input);
    expect(doc).toContain("✓ `MCPError` -32602 [1]");
    expect(doc).toContain("⚠ `MCPError` -32600 [2], then `MCPError` -32600 [3] (D1)");
    expect(doc).toContain("**D1**");
    expect(doc).toContain("basic/transports.mdx:213-215");
    expect(doc).toContain("Not run: the peer speaks protocol versions up to 2025-11-25 only");
  });

  it("shows a path that names its peers in their tables alone, and a condition only where a peer ran it", () => {
    const own: PathColumn = {
      id: "python-server",
      era: "legacy",
      kind: "server",
      heading: "Python server",
      description: "the Python example server",
      conditions: ["unknown-tool", "bad-session"],
      peers: ["python"],
    };
    const ownCell: Cell = { ...cells[0], path: "python-server" } as Cell;
    const doc = renderPeersDoc({ ...input, paths: [...paths, own], cells: [...cells, ownCell] });
    const section = (name: string) => doc.slice(doc.indexOf(`### ${name}`)).split("\n### ")[0] ?? "";
    expect(doc).toMatch(
      /\| Python server +\| 2025-11-25 \| the Python example server +\| Python SDK client \|/,
    );
    expect(doc).toMatch(/\| example server +\| 2025-11-25 \| d +\| every peer +\|/);
    expect(section("Python SDK client")).toMatch(/\| condition +\| example server +\| Python server +\|/);
    expect(section("Go SDK client")).not.toContain("Python server");
    // No peer ran bad-session: neither the spec's table nor a peer's table has a row for it.
    expect(doc).not.toContain("an empty `Mcp-Session-Id`");
    expect(section("Go SDK client")).not.toContain("a call to a tool the server does not have");
  });

  it("normalises ports and UUIDs only", () => {
    expect(normalise("http://localhost:8080/x 127.0.0.1:1 ABCDEF01-2345-6789-abcd-ef0123456789 v1.8.0")).toBe(
      "http://localhost:<port>/x 127.0.0.1:<port> <uuid> v1.8.0",
    );
  });
});

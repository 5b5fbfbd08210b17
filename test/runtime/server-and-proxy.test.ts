/**
 * The API for servers and proxies on the real snapshot: checkRequest (2026 request checks in the
 * register's order), respond, and translateResponse (status, body, id rule and the tool input
 * error form), each with a table of cases and a never-throws property.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { realPackage, type AnyRevision, type RealPackage } from "../property/support/real-package.ts";
import { buildHostile, hostileRecipe } from "../property/support/hostile.ts";

let real: RealPackage;
beforeAll(async () => {
  real = await realPackage();
});

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const toolCall = (meta: object = META, name = "get_weather") => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name, arguments: {}, _meta: meta },
});
const HEADERS = {
  "mcp-protocol-version": "2026-07-28",
  "mcp-method": "tools/call",
  "mcp-name": "get_weather",
};
const b64 = (text: string) => `=?base64?${Buffer.from(text, "utf8").toString("base64")}?=`;

describe("checkRequest (2026-07-28)", () => {
  const check = (request: unknown, options?: object) =>
    real.root.checkRequest("2026-07-28", request as never, options as never);

  it.each([
    ["a well-formed request", { headers: HEADERS, body: toolCall() }, null],
    ["a body given as text", { headers: HEADERS, body: JSON.stringify(toolCall()) }, null],
    [
      "a Base64 Mcp-Name",
      { headers: { ...HEADERS, "mcp-name": b64("get_weather") }, body: toolCall() },
      null,
    ],
    ["headers in a Map-like object", { headers: new Map(Object.entries(HEADERS)), body: toolCall() }, null],
    ["a body that does not parse", { headers: HEADERS, body: "{" }, ["parseError", 400, -32700]],
    ["no body", { headers: HEADERS }, ["parseError", 400, -32700]],
    [
      "a missing _meta protocol version",
      { headers: HEADERS, body: toolCall({ "io.modelcontextprotocol/clientCapabilities": {} }) },
      ["missingRequestMeta", 400, -32602],
    ],
    [
      "missing client capabilities",
      { headers: HEADERS, body: toolCall({ "io.modelcontextprotocol/protocolVersion": "2026-07-28" }) },
      ["missingRequestMeta", 400, -32602],
    ],
    [
      "capabilities of the wrong kind",
      { headers: HEADERS, body: toolCall({ ...META, "io.modelcontextprotocol/clientCapabilities": "all" }) },
      ["missingRequestMeta", 400, -32602],
    ],
    [
      "a missing Mcp-Method",
      { headers: { ...HEADERS, "mcp-method": undefined }, body: toolCall() },
      ["headerMismatch", 400, -32020],
    ],
    [
      "an Mcp-Name that differs from the body",
      { headers: { ...HEADERS, "mcp-name": "other" }, body: toolCall() },
      ["headerMismatch", 400, -32020],
    ],
    [
      "a repeated header",
      { headers: { ...HEADERS, "mcp-method": ["tools/call", "tools/call"] }, body: toolCall() },
      ["headerMismatch", 400, -32020],
    ],
    [
      "a broken Base64 sentinel",
      { headers: { ...HEADERS, "mcp-name": "=?base64?***?=" }, body: toolCall() },
      ["headerMismatch", 400, -32020],
    ],
    // streamable-http.mdx:479-484, 630: a raw value outside visible ASCII, space and tab is invalid.
    [
      "an Mcp-Name with a raw non-ASCII character",
      { headers: { ...HEADERS, "mcp-name": "caf\u00e9" }, body: toolCall(META, "caf\u00e9") },
      ["headerMismatch", 400, -32020],
    ],
    [
      "an unpadded Base64 Mcp-Name",
      { headers: { ...HEADERS, "mcp-name": "=?base64?Z2V0X3dlYXRoZXI?=" }, body: toolCall() },
      ["headerMismatch", 400, -32020],
    ],
    [
      "a version header that differs from _meta",
      { headers: { ...HEADERS, "mcp-protocol-version": "2025-11-25" }, body: toolCall() },
      ["headerMismatch", 400, -32020],
    ],
    [
      "an unsupported version",
      {
        headers: { ...HEADERS, "mcp-protocol-version": "2099-01-01" },
        body: toolCall({ ...META, "io.modelcontextprotocol/protocolVersion": "2099-01-01" }),
      },
      ["unsupportedProtocolVersion", 400, -32022],
    ],
    ["a body that is no request", { headers: HEADERS, body: [1, 2] }, ["invalidRequest", null, -32600]],
  ] as const)("%s", (_, request, expected) => {
    const result = check(request);
    if (expected === null) return expect(result).toBeNull();
    const [condition, status, code] = expected;
    expect(result).toMatchObject({ status, error: { code } });
    expect(real.root.conditionOf("2026-07-28", result?.error)).toBe(condition);
  });

  it("reports the first failure in the register's order, and the versions the server supports", () => {
    // Missing _meta and a wrong header: _meta comes first in the check order.
    const both = check({ headers: { ...HEADERS, "mcp-name": "other" }, body: toolCall({}) });
    expect(real.root.conditionOf("2026-07-28", both?.error)).toBe("missingRequestMeta");
    const request = {
      headers: { ...HEADERS, "mcp-protocol-version": "2025-11-25" },
      body: toolCall({ ...META, "io.modelcontextprotocol/protocolVersion": "2025-11-25" }),
    };
    expect(check(request)).toMatchObject({
      status: 400,
      error: { code: -32022, data: { supported: ["2026-07-28"], requested: "2025-11-25" } },
    });
    expect(check(request, { supportedVersions: ["2026-07-28", "2025-11-25"] })).toBeNull();
    const modern = real.modules.get("2026-07-28") as { CHECK_ORDER: string[] };
    expect(modern.CHECK_ORDER).toEqual(real.revision("2026-07-28").checkOrder?.steps.map((s) => s.condition));
  });

  it("exists only for revisions with a check order", () => {
    expect(() => real.root.checkRequest("2025-11-25" as never, { body: {} })).toThrow(RangeError);
    expect(() => real.root.checkRequest("1999-01-01" as never, { body: {} })).toThrow(RangeError);
    expect("checkRequest" in (real.modules.get("2025-11-25") as object)).toBe(false);
  });

  it("never throws, whatever the request", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            headers: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))),
            body: fc.jsonValue(),
          }),
          fc.anything(),
          fc
            .constant(null)
            .chain(() => hostileRecipe([-32602]))
            .map((r) => ({ recipe: r })),
        ),
        (input) => {
          const request = isRecipe(input)
            ? { headers: buildHostile(input.recipe), body: buildHostile(input.recipe) }
            : input;
          const result = check(request);
          expect(result === null || Number.isInteger(result.error.code)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

function isRecipe(value: unknown): value is { recipe: Parameters<typeof buildHostile>[0] } {
  return typeof value === "object" && value !== null && "recipe" in value && Object.keys(value).length === 1;
}

describe("translateResponse", () => {
  /** translateResponse answering the request the body answers (its id; tools/call unless told). */
  const translate = (
    status: number | null,
    body: unknown,
    from: string,
    to: string,
    options: { method?: string; toolInputError?: boolean } = {},
  ) => {
    let id: unknown;
    try {
      id = (body as { id?: unknown } | null)?.id;
    } catch {
      id = undefined;
    }
    return real.between.translateResponse(
      { status, body },
      {
        from: from as AnyRevision,
        to: to as AnyRevision,
        request: { id, method: options.method ?? "tools/call" },
        ...(options.toolInputError === undefined ? {} : { toolInputError: options.toolInputError }),
      },
    );
  };

  it("never sends a legacy client a JSON-RPC error with 404", () => {
    const body = { jsonrpc: "2.0", id: 4, error: { code: -32601, message: "Method not found" } };
    expect(translate(404, body, "2026-07-28", "2025-11-25")).toEqual({
      ok: true,
      status: null,
      body,
      condition: "methodNotFound",
    });
    expect(translate(200, body, "2025-11-25", "2026-07-28")).toMatchObject({ ok: true, status: 404 });
  });

  it("renumbers, applies the destination's id rule, and keeps the status told by the upstream", () => {
    const gone = {
      jsonrpc: "2.0",
      id: 9,
      error: { code: -32602, message: "gone", data: { uri: "file:///x" } },
    };
    expect(translate(200, gone, "2026-07-28", "2025-06-18", { method: "resources/read" })).toMatchObject({
      ok: true,
      status: null,
      body: { id: 9, error: { code: -32002, data: { uri: "file:///x" } } },
      condition: "resourceNotFound",
    });
    // Without the method, -32602 is invalid params.
    expect(translate(200, gone, "2026-07-28", "2025-06-18").condition).toBe("invalidParams");
    // An id-less parse error: the upstream could not parse the proxy's frame, the proxy's own
    // failure, under the destination's id rule (2025-06-18 sends null, 2026-07-28 leaves it out).
    const idless = { jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } };
    const own = {
      code: -32603,
      message: "Internal error: the upstream server could not parse the proxy's request",
      data: { upstream: "parse-error" },
    };
    expect(translate(400, idless, "2026-07-28", "2025-06-18")).toMatchObject({
      ok: false,
      body: { jsonrpc: "2.0", id: null, error: own },
      condition: null,
      reason: "upstream failure: parse-error",
    });
    expect(translate(400, { ...idless, id: null }, "2025-06-18", "2026-07-28").body).toEqual({
      jsonrpc: "2.0",
      error: own,
    });
    // With an id, a -32700 is the upstream's answer to that request, carried as it is.
    expect(translate(400, { ...idless, id: 3 }, "2025-06-18", "2026-07-28").body).toEqual({
      ...idless,
      id: 3,
    });
    const meta = { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "missing _meta" } };
    expect(translate(400, meta, "2026-07-28", "2025-11-25")).toMatchObject({
      condition: "missingRequestMeta",
      status: null,
    });
  });

  it("sends what a destination cannot express as its fallback, with the reason", () => {
    const mismatch = { jsonrpc: "2.0", id: 2, error: { code: -32020, message: "Header mismatch" } };
    const result = translate(400, mismatch, "2026-07-28", "2025-11-25");
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      body: { id: 2, error: { code: -32600 } },
      condition: "headerMismatch",
    });
    expect(result.reason).toBeTruthy();
  });

  it("changes the tool input error's form only when asked", () => {
    const legacyError = { jsonrpc: "2.0", id: 5, error: { code: -32602, message: "x must be positive" } };
    expect(translate(200, legacyError, "2025-06-18", "2026-07-28", { toolInputError: true })).toEqual({
      ok: true,
      status: null,
      body: {
        jsonrpc: "2.0",
        id: 5,
        result: {
          content: [{ type: "text", text: "x must be positive" }],
          isError: true,
          resultType: "complete",
        },
      },
      condition: "invalidParams",
    });
    // Unasked, -32602 stays an error: it may mean "unknown tool".
    expect(translate(200, legacyError, "2025-06-18", "2026-07-28")).toMatchObject({
      body: { error: { code: -32602 } },
    });
    const result = {
      jsonrpc: "2.0",
      id: 6,
      result: { content: [{ type: "text", text: "bad input" }], isError: true, resultType: "complete" },
    };
    expect(translate(200, result, "2026-07-28", "2025-06-18", { toolInputError: true })).toMatchObject({
      ok: true,
      status: null,
      body: { jsonrpc: "2.0", id: 6, error: { code: -32602, message: "bad input" } },
    });
    expect(translate(200, result, "2026-07-28", "2025-11-25", { toolInputError: true }).body).toEqual({
      jsonrpc: "2.0",
      id: 6,
      result: { content: [{ type: "text", text: "bad input" }], isError: true },
    });
    expect(translate(200, result, "2026-07-28", "2025-06-18").body).toBe(result);
  });

  describe("a result's resultType", () => {
    const toolResult = { content: [{ type: "text", text: "12" }], isError: false };
    const respondWith = (result: unknown) => ({ jsonrpc: "2.0", id: 7, result });
    const complete = { resultType: "complete", ...toolResult };

    it("comes from each revision's RESULT_TYPE, which its schema's Result gives", () => {
      for (const r of real.model.revisions) {
        const table = real.modules.get(r.id)?.RESULT_TYPE;
        expect(table, r.id).toEqual({ required: r.resultType.required, complete: r.resultType.complete });
        expect(table, r.id).toEqual(
          r.era === "modern" ? { required: true, complete: "complete" } : { required: false, complete: null },
        );
      }
    });

    // [case, from, to, result, the result that goes out (undefined: the body as it came)]
    const cases: [string, string, string, unknown, unknown][] = [
      ["a 2025-11-25 result to 2026-07-28", "2025-11-25", "2026-07-28", toolResult, complete],
      [
        "a 2024-11-05 result to 2026-07-28",
        "2024-11-05",
        "2026-07-28",
        { tools: [] },
        { resultType: "complete", tools: [] },
      ],
      ["an empty 2025-06-18 result to the draft", "2025-06-18", "draft", {}, { resultType: "complete" }],
      ["a 2025-11-25 result to a pre-release", "2025-11-25", "draft-2026-05-20", toolResult, complete],
      // A legacy server's own resultType field means nothing in its revision: it is not replaced.
      [
        "a 2025-11-25 result that already has a resultType",
        "2025-11-25",
        "2026-07-28",
        { ...toolResult, resultType: "input_required" },
        undefined,
      ],
      // The absent-means-complete rule covers earlier revisions' servers; a modern one broke its own.
      [
        "a 2026-07-28 result without resultType, to 2026-07-28",
        "2026-07-28",
        "2026-07-28",
        toolResult,
        undefined,
      ],
      ["a draft result without resultType, to 2026-07-28", "draft", "2026-07-28", toolResult, undefined],
      // A legacy result may carry fields its schema does not name.
      ["a complete 2026-07-28 result to 2025-11-25", "2026-07-28", "2025-11-25", complete, undefined],
      // Unspecified: no revision says what a client without resultType gets for it.
      [
        "an input_required 2026-07-28 result to 2025-11-25",
        "2026-07-28",
        "2025-11-25",
        { resultType: "input_required", inputRequests: { confirm: { method: "elicitation/create" } } },
        undefined,
      ],
      ["a 2025-11-25 result to 2025-06-18", "2025-11-25", "2025-06-18", toolResult, undefined],
      ["a result that is no object", "2025-11-25", "2026-07-28", ["not", "an", "object"], undefined],
      ["a null result", "2025-11-25", "2026-07-28", null, undefined],
    ];

    it.each(cases)("%s", (_name, from, to, result, expected) => {
      const body = respondWith(result);
      const out = translate(200, body, from, to, { method: "tools/call" });
      expect(out).toMatchObject({ ok: true, status: null, condition: null });
      if (expected === undefined) expect(out.body).toBe(body);
      else expect(out.body).toEqual({ jsonrpc: "2.0", id: 7, result: expected });
    });

    it("leaves the upstream's body untouched", () => {
      const body = respondWith({ ...toolResult });
      translate(200, body, "2025-11-25", "2026-07-28");
      expect(body.result).toEqual(toolResult);
    });

    it("gives every legacy result that is an object a resultType on its way to a modern client", () => {
      const legacy = real.model.revisions.filter((r) => r.era === "legacy").map((r) => r.id);
      const modern = real.model.revisions.filter((r) => r.era === "modern").map((r) => r.id);
      fc.assert(
        fc.property(
          fc.dictionary(fc.string(), fc.jsonValue()),
          fc.constantFrom(...legacy),
          fc.constantFrom(...modern),
          (result, from, to) => {
            const out = translate(200, respondWith(result), from, to).body as {
              result: Record<string, unknown>;
            };
            const expected = Object.hasOwn(result, "resultType") ? result.resultType : "complete";
            expect(out.result.resultType).toEqual(expected);
            expect(Object.keys(out.result).sort()).toEqual(
              [...new Set(["resultType", ...Object.keys(result)])].sort(),
            );
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  it("answers a body that is no response with the destination's internal error, for the request", () => {
    const invalid = "Internal error: the upstream server's answer was not a JSON-RPC response";
    expect(
      real.between.translateResponse(
        { status: 502, body: "<html>" },
        { from: "2026-07-28", to: "2025-06-18", request: { id: 12, method: "tools/list" } },
      ),
    ).toEqual({
      ok: false,
      status: null,
      body: { jsonrpc: "2.0", id: 12, error: { code: -32603, message: invalid } },
      condition: null,
      reason: "not JSON",
    });
    // An id that could not be read follows the destination's rule: null, or left out.
    expect(translate(502, "<html>", "2026-07-28", "2025-06-18").body).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32603, message: invalid },
    });
    expect(translate(502, { jsonrpc: "2.0" }, "2025-06-18", "2026-07-28")).toMatchObject({
      body: { jsonrpc: "2.0", error: { code: -32603, message: invalid } },
      reason: "not a JSON-RPC response",
    });
  });

  it("answers an upstream that failed, timed out or sent no JSON-RPC with the request's id, in every revision", () => {
    for (const to of real.model.revisions) {
      const request = { id: "req-1", method: "tools/call" };
      for (const failure of ["unreachable", "timeout", "invalid-response"] as const) {
        const answer = real.between.upstreamFailure(request, { to: to.id as AnyRevision, failure });
        expect(answer, `${to.id} ${failure}`).toMatchObject({
          ok: false,
          status: to.conditions.find((c) => c.key === "internalError")?.httpStatus.status ?? null,
          body: { jsonrpc: "2.0", id: "req-1", error: { code: -32603 } },
          condition: null,
          reason: `upstream failure: ${failure}`,
        });
        expect(real.root.conditionOf(to.id as AnyRevision, answer.body.error)).toBe("internalError");
      }
    }
  });

  it("never throws, whatever the response", () => {
    const ids = real.model.revisions.map((r) => r.id);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc
            .constant(null)
            .chain(() => hostileRecipe([-32602, -32601, -32020]))
            .map((r) => ({ recipe: r })),
        ),
        fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constant(null)),
        fc.constantFrom(...ids),
        fc.constantFrom(...ids),
        fc.boolean(),
        (value, status, from, to, toolInputError) => {
          const body = isRecipe(value) ? buildHostile(value.recipe) : value;
          const result = translate(status, body, from, to, { toolInputError, method: "tools/call" });
          expect(typeof result.ok).toBe("boolean");
          expect(result.status === null || Number.isInteger(result.status)).toBe(true);
          // A legacy client reads 404 as an expired session: never for a JSON-RPC body.
          if (real.revision(to).era === "legacy") expect(result.status).not.toBe(404);
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe("respond", () => {
  it("gives the status and body for every condition of every revision, with the id rule applied", async () => {
    for (const r of real.model.revisions) {
      const mod = real.modules.get(r.id) as Record<string, (options?: unknown) => unknown>;
      for (const c of r.conditions) {
        const data = c.data ? { data: (await import("./sample-data.ts")).sampleError(c, r).data } : undefined;
        const error = mod[c.key]?.(data);
        const answer = real.root.respond(r.id as AnyRevision, undefined, error as never);
        expect(answer.status, `${r.id} ${c.key}`).toBe(c.httpStatus.status);
        expect("id" in answer.body ? answer.body.id : undefined, `${r.id} ${c.key}`).toBe(
          r.envelope.idOptional ? undefined : null,
        );
      }
    }
  });

  it("keeps a readable id and never throws on the id", () => {
    const error = { code: -32603, message: "m" };
    fc.assert(
      fc.property(fc.anything(), (id) => {
        const { body } = real.root.respond("2026-07-28", id, error);
        if (typeof id === "string" || (typeof id === "number" && Number.isFinite(id)))
          expect(body.id).toBe(id);
        else expect("id" in body).toBe(false);
      }),
    );
  });
});

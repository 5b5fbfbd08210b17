/**
 * Property tests: parseErrorResponse and every guard never throw, on any JSON value or shape;
 * checkRequest never throws on any headers, and repeats a bounded part of what it is sent. Where
 * the package does throw, it throws what it documents: RangeError for a revision id it does not
 * know (whatever the id is made of), TypeError for constructor data that cannot go out as JSON.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fourRevisionModel as model } from "../fixtures/models/four-revisions.ts";
import { fixturePackage } from "../helpers/suite-inputs.ts";
import type { RenderedPackage } from "./render-package.ts";

type Root = typeof import("mcp-errors");
type Module = Record<string, unknown>;

let pkg: RenderedPackage;
let root: Root;
const guards: [string, (value: unknown) => boolean][] = [];
const parsers: [string, (value: unknown) => unknown][] = [];

beforeAll(async () => {
  pkg = fixturePackage();
  root = await pkg.load<Root>("lib/index.js");
  for (const r of model.revisions) {
    const mod = await pkg.loadRevision<Module>(r.id);
    for (const [name, value] of Object.entries(mod))
      if (/^is[A-Z]/.test(name) && typeof value === "function")
        guards.push([`${r.id} ${name}`, value as (v: unknown) => boolean]);
    parsers.push([r.id, mod.parseErrorResponse as (v: unknown) => unknown]);
  }
});

/** Values shaped like error responses, with arbitrary JSON in every slot. */
const errorLike = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant("2.0"), fc.jsonValue()),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue()),
    error: fc.oneof(
      fc.record(
        {
          code: fc.oneof(
            fc.constantFrom(-32002, -32602, -32022, -32020, -32001, -32042),
            fc.integer(),
            fc.jsonValue(),
          ),
          message: fc.oneof(fc.string(), fc.jsonValue()),
          data: fc.oneof(
            fc.jsonValue(),
            fc.record({ uri: fc.jsonValue() }),
            fc.dictionary(fc.string(), fc.jsonValue()),
          ),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

function deep(depth: number): unknown {
  let value: unknown = { code: -32602, message: "m", data: { uri: "u" } };
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { error: value, data: value };
  return value;
}

describe("never throws", () => {
  it("on arbitrary JSON and error-shaped values", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), errorLike, fc.anything()), (value) => {
        for (const [, parse] of parsers) {
          const result = parse(value) as { ok: boolean };
          expect(typeof result.ok).toBe("boolean");
        }
        for (const r of model.revisions) root.parseErrorResponse(r.id as never, value);
        for (const [, guard] of guards) expect(typeof guard(value)).toBe("boolean");
        const inner = (value as { error?: unknown } | null)?.error;
        for (const [, guard] of guards) expect(typeof guard(inner)).toBe("boolean");
      }),
      { numRuns: 1500 },
    );
  });

  it("on deep, huge and odd inputs", () => {
    const huge = {
      code: -32602,
      message: "m",
      data: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])),
    };
    const hugeUri = { code: -32602, message: "m", data: { uri: "u", ...huge.data } };
    const longArray = Array.from({ length: 1_000_000 }, () => 0);
    const inputs: unknown[] = [
      deep(100_000),
      huge,
      hugeUri,
      longArray,
      { error: longArray },
      "x".repeat(1_000_000),
      Object.create(null),
      new Map(),
      () => 1,
      Symbol("s"),
      10n,
    ];
    for (const value of inputs) {
      for (const [, parse] of parsers) expect(() => parse(value)).not.toThrow();
      for (const [, guard] of guards) expect(() => guard(value)).not.toThrow();
    }
    expect(root.parseErrorResponse("2026-07-28", hugeUri)).toMatchObject({
      ok: true,
      condition: "invalidParams",
    });
  });

  it("on headers of any name, spelling, repetition and length, in checkRequest", () => {
    const modern = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" };
    const body = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/list",
      params: {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    };
    const spelling = fc
      .constantFrom("MCP-Protocol-Version", "Mcp-Method", "Mcp-Name")
      .chain((name) =>
        fc
          .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
          .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join("")),
      );
    const value = fc.oneof(
      fc.string(),
      fc.string({ minLength: 5000, maxLength: 20_000 }),
      fc.array(fc.string()),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(spelling, fc.string()), value), fc.boolean(), (extra, withGood) => {
        const headers = withGood ? { ...modern, ...extra } : extra;
        const failure = root.checkRequest("2026-07-28", { headers: headers as never, body });
        if (failure !== null) {
          expect(typeof failure.error.message).toBe("string");
          expect(failure.error.message.length).toBeLessThan(400);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("on revision ids that cannot become a string: RangeError, never a TypeError or an overflow", async () => {
    const translate =
      await pkg.load<typeof import("../golden/mcp-errors/lib/translate.js")>("lib/translate.js");
    const looping: object = new Proxy({}, { get: (_t, _k, receiver: unknown) => receiver });
    const hostile = [
      Object.create(null),
      looping,
      new Proxy(
        {},
        {
          get: () => {
            throw new Error("trap");
          },
        },
      ),
      Symbol("s"),
      {
        toString: () => {
          throw new Error("x");
        },
      },
    ];
    const request = { id: 1, method: "tools/list" };
    for (const id of hostile) {
      for (const call of [
        () => root.eraOf(id),
        () => root.conditionOf(id, {}),
        () => root.httpStatusOf(id, {}),
        () => root.classifyCode(id, 1),
        () => root.respond(id, 1, { code: 1, message: "m" }),
        () => root.checkRequest(id, { body: "{}" }),
        () => translate.translate({ code: 1, message: "m" }, { from: id, to: "2025-11-25", request }),
        () => translate.translateResponse({ body: {} }, { from: "2025-11-25", to: id, request }),
        () => translate.upstreamFailure(request, { to: id }),
      ])
        expect(call).toThrow(RangeError);
      expect(root.parseErrorResponse(id, {})).toEqual({ ok: false, reason: "unknown-revision" });
    }
    expect(() => translate.translate({ code: 1, message: "m" }, undefined as never)).toThrow(RangeError);
    expect(() => translate.translateResponse({ body: {} }, undefined as never)).toThrow(RangeError);
  });

  it("on constructor data that JSON cannot carry: a TypeError up front, naming where", async () => {
    const mod = await pkg.loadRevision<Module>("2026-07-28");
    const internalError = mod.internalError as (options: unknown) => unknown;
    const resourceNotFound = mod.resourceNotFound as (options: unknown) => unknown;
    const cyclic: Record<string, unknown> = { a: [1] };
    (cyclic.a as unknown[]).push(cyclic);
    let nested: unknown = 1;
    for (let i = 0; i < 10_000; i++) nested = [nested];
    const shared = { x: 1 };
    expect(() => internalError({ data: 10n })).toThrow(
      new TypeError("internalError: options.data is a BigInt, which JSON cannot carry"),
    );
    expect(() => internalError({ data: { deep: { n: 1n } } })).toThrow(
      "internalError: options.data.deep.n is a BigInt",
    );
    expect(() => internalError({ data: cyclic })).toThrow(
      new TypeError("internalError: options.data.a[1] refers back to an object that holds it (a cycle)"),
    );
    expect(() => internalError({ data: nested })).toThrow(TypeError);
    expect(() =>
      internalError({
        data: new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error("no");
            },
          },
        ),
      }),
    ).toThrow(TypeError);
    expect(() => resourceNotFound({ data: { uri: 1n } })).toThrow(TypeError);
    expect(() => (mod.toolInputError as (o: unknown) => unknown)({ content: "x", _meta: { n: 1n } })).toThrow(
      "toolInputError: options._meta.n is a BigInt",
    );
    // The same object twice, without a cycle, is JSON.
    expect(internalError({ data: { a: shared, b: shared } })).toMatchObject({
      data: { a: shared, b: shared },
    });
  });
});

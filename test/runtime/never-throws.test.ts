/** Property tests: parseErrorResponse and every guard never throw, on any JSON value or shape. */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fourRevisionModel as model } from "../fixtures/models/four-revisions.ts";
import { renderPackage, type RenderedPackage } from "./render-package.ts";

type Root = typeof import("mcp-errors");
type Module = Record<string, unknown>;

let pkg: RenderedPackage;
let root: Root;
const guards: [string, (value: unknown) => boolean][] = [];
const parsers: [string, (value: unknown) => unknown][] = [];

beforeAll(async () => {
  pkg = await renderPackage(model);
  root = await pkg.load<Root>("lib/index.js");
  for (const r of model.revisions) {
    const mod = await pkg.loadRevision<Module>(r.id);
    for (const [name, value] of Object.entries(mod))
      if (/^is[A-Z]/.test(name) && typeof value === "function")
        guards.push([`${r.id} ${name}`, value as (v: unknown) => boolean]);
    parsers.push([r.id, mod.parseErrorResponse as (v: unknown) => unknown]);
  }
});
afterAll(() => pkg?.cleanup());

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
});

/**
 * Property tests of the committed runtime (`mcp-errors`, from the project's own inputs): the
 * readers never throw, translate never sends a code outside the destination's vocabulary and never
 * says the destination reads something it does not, and a translatable error survives a round trip.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { RevisionModel } from "../../generator/model/merged-model.ts";
import { sampleError } from "../runtime/sample-data.ts";
import { conditionError, looseError, responseLike, type ErrorInput } from "./support/arbitraries.ts";
import { realPackage, type AnyRevision, type RealPackage } from "./support/real-package.ts";
import { statusOf, tellingMethod } from "../helpers/condition-status.ts";

let real: RealPackage;
/** Every revision's parseErrorResponse and guards, labelled for failure messages. */
const readers: { label: string; read: (value: unknown) => unknown; guard: boolean }[] = [];

beforeAll(async () => {
  real = await realPackage();
  for (const [id, mod] of real.modules) {
    readers.push({
      label: `${id} parseErrorResponse`,
      read: mod.parseErrorResponse as (v: unknown) => unknown,
      guard: false,
    });
    for (const [name, value] of Object.entries(mod))
      if (/^is[A-Z]/.test(name) && typeof value === "function")
        readers.push({ label: `${id} ${name}`, read: value as (v: unknown) => unknown, guard: true });
  }
});

const ids = () => real.model.revisions.map((r) => r.id as AnyRevision);
const pairs = () =>
  real.model.revisions.flatMap((from) => real.model.revisions.map((to) => [from, to] as const));
/** Ordered pairs of revision ids, so counterexamples print ids rather than whole revision models. */
const idPairs = () => pairs().map(([from, to]) => [from.id, to.id] as const);

/** Reads `value` with every reader; each must answer in its own type instead of throwing. */
function readAll(value: unknown): void {
  for (const { label, read, guard } of readers) {
    const answer = read(value);
    if (guard) expect(typeof answer, label).toBe("boolean");
    else expect(typeof (answer as { ok: unknown }).ok, label).toBe("boolean");
  }
  const code = codeOf(value);
  for (const id of ids()) {
    expect(typeof real.root.parseErrorResponse(id, value).ok).toBe("boolean");
    expect(typeof real.root.classifyCode(id, code)).toBe("string");
  }
}

/** value.code, or undefined when reading it throws (the inputs include hostile proxies). */
function codeOf(value: unknown): unknown {
  try {
    return (value as { code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
}

function nested(depth: number, wrap: (inner: unknown) => unknown, core: unknown): unknown {
  let value = core;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

describe("the readers never throw", () => {
  it("every revision has a guard for each of its conditions", () => {
    for (const r of real.model.revisions) {
      // isMethod and isRemovedMethod read a method name, not an error: no condition's guard.
      const guards = readers.filter(
        (x) => x.guard && x.label.startsWith(`${r.id} `) && !/ is(Removed)?Method$/.test(x.label),
      );
      expect(guards.length, r.id).toBe(r.conditions.length);
    }
  });

  it("on arbitrary JSON values and error-response-shaped values", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), responseLike(real.model)), (value) => {
        readAll(value);
        readAll((value as { error?: unknown } | null)?.error);
      }),
      { numRuns: 300 },
    );
  });

  it("on values JSON cannot express: prototypes, odd keys, non-plain objects", () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withObjectString: true, withMap: true, withSet: true }),
        (value) => {
          readAll(value);
          readAll({ error: { code: -32602, message: "m", data: value } });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("translate never throws on an arbitrary value between any two known revisions", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), responseLike(real.model)),
        fc.constantFrom(...idPairs()),
        (value, [from, to]) => {
          const result = real.between.translate(value as ErrorInput, {
            from: from as AnyRevision,
            to: to as AnyRevision,
            request: { id: 1, method: "tools/call" },
          });
          expect(typeof result.ok).toBe("boolean");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("on deep and huge inputs", () => {
    const error = { code: -32602, message: "m", data: { uri: "u" } };
    const hugeData = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const inputs: [string, unknown][] = [
      ["10k nested arrays", nested(10_000, (v) => [v], [])],
      ["10k nested error members", nested(10_000, (v) => ({ jsonrpc: "2.0", id: 1, error: v }), error)],
      ["data nested 10k deep", { ...error, data: nested(10_000, (v) => ({ uri: v }), "u") }],
      ["100k-element array", Array.from({ length: 100_000 }, () => error)],
      ["100k-key data", { ...error, data: hugeData }],
      ["100k-key data with a uri", { ...error, data: { uri: "u", ...hugeData } }],
      ["100k-element data", { ...error, data: Array.from({ length: 100_000 }, (_, i) => i) }],
      ["1M-character message", { code: -32602, message: "x".repeat(1_000_000) }],
      ["100k-key response", { jsonrpc: "2.0", id: 1, error, ...hugeData }],
    ];
    for (const [label, value] of inputs) {
      try {
        readAll(value);
        readAll((value as { error?: unknown }).error);
      } catch (thrown) {
        throw new Error(`${label}: ${String(thrown)}`);
      }
    }
    expect(real.root.parseErrorResponse("2026-07-28", inputs[5]?.[1])).toMatchObject({
      ok: true,
      condition: "invalidParams",
    });
  });

  it("on objects whose every property access throws", () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("get");
        },
        has: () => {
          throw new Error("has");
        },
        ownKeys: () => {
          throw new Error("ownKeys");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("getOwnPropertyDescriptor");
        },
        getPrototypeOf: () => {
          throw new Error("getPrototypeOf");
        },
      },
    );
    readAll(hostile);
    readAll({ error: hostile });
    readAll({ error: { code: -32602, message: "m", data: hostile } });
  });
});

/** Whether the destination may put `code` on the wire: one of its own codes, or an undefined code of a band it does not forbid. */
function inVocabulary(to: RevisionModel, code: number): boolean {
  if (to.conditions.some((c) => c.code === code)) return true;
  if (to.reserved.some((r) => r.code === code)) return false;
  const band = to.bands.find((b) => code >= b.from && code <= b.to);
  return band?.emitUndefined !== "forbidden";
}

describe("translate stays inside the destination's vocabulary", () => {
  it("the vocabulary rules are not vacuous for the real revisions", () => {
    const modern = real.revision("2026-07-28");
    expect(modern.reserved.map((r) => r.code)).toEqual(expect.arrayContaining([-32002, -32042]));
    expect(inVocabulary(modern, -32050)).toBe(false);
    expect(inVocabulary(modern, -32020)).toBe(true);
    expect(real.model.revisions.filter((r) => r.era === "legacy").length).toBeGreaterThan(0);
  });

  it("within one modern revision too: an undefined specification-band code is refused, not forwarded", () => {
    for (const id of ["2026-07-28", "draft"] as const)
      for (const code of [-32098, -32099, -32050]) {
        const rev = id as AnyRevision;
        const result = real.between.translate(
          { code, message: "" },
          { from: rev, to: rev, request: { id: 1, method: "tools/call" } },
        );
        expect(result.ok, `${id} ${code}`).toBe(false);
        expect(result.ok ? undefined : result.fallback.code).toBe(-32603);
      }
  });

  it("over every ordered pair, for condition errors and for loose codes", () => {
    const input = fc.constantFrom(...idPairs()).chain(([from, to]) =>
      fc.record({
        from: fc.constant(from),
        to: fc.constant(to),
        error: fc.oneof(
          conditionError(real.revision(from), real.model).map((x) => x.error),
          looseError(real.model),
        ),
        httpStatus: fc.option(fc.constantFrom(200, 400, 404), { nil: undefined }),
      }),
    );
    fc.assert(
      fc.property(input, ({ from: fromId, to: toId, error, httpStatus }) => {
        const from = real.revision(fromId);
        const to = real.revision(toId);
        const label = `${from.id} -> ${to.id} ${JSON.stringify(error)}`;
        const result = real.between.translate(error, {
          from: from.id as AnyRevision,
          to: to.id as AnyRevision,
          request: { id: 1, method: "tools/call" },
          httpStatus,
        });
        const out = result.ok ? result.error : result.fallback;
        expect(Number.isInteger(out.code), label).toBe(true);
        expect(inVocabulary(to, out.code), `${label} sent ${out.code}`).toBe(true);
        expect(["reserved", "unassigned", "invalid"], label).not.toContain(
          real.root.classifyCode(to.id as AnyRevision, out.code),
        );
        if (to.id === "2026-07-28") expect([-32002, -32042], label).not.toContain(out.code);
        // The 2026 numbers reach a legacy peer only as a legacy implementation's own code, forwarded as it came.
        if (to.era === "legacy" && out.code <= -32020 && out.code >= -32022)
          expect(
            result.ok &&
              result.condition === null &&
              out.code === error.code &&
              real.root.classifyCode(from.id as AnyRevision, error.code) === "implementation-defined",
            `${label} sent ${out.code} to a legacy peer`,
          ).toBe(true);
        // What translate says the destination reads is what the destination reads.
        const expected = result.ok ? result.toCondition : result.fallbackCondition;
        const condition = to.conditions.find((c) => c.key === expected);
        const status = condition ? (statusOf(condition) ?? undefined) : undefined;
        const read = real.root.parseErrorResponse(to.id as AnyRevision, out, { httpStatus: status });
        expect(read.ok ? read.condition : "unreadable", `${label} -> ${JSON.stringify(out)}`).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe("A -> B -> A", () => {
  /** Sends an error A -> B -> A; undefined when A -> B does not keep the condition (not translatable). */
  function roundTrip(from: RevisionModel, to: RevisionModel, error: ErrorInput, key: string) {
    const c = from.conditions.find((x) => x.key === key);
    const httpStatus = c ? (statusOf(c) ?? undefined) : undefined;
    const method = c ? tellingMethod(c) : undefined;
    const there = real.between.translate(error, {
      from: from.id as AnyRevision,
      to: to.id as AnyRevision,
      ...(httpStatus !== undefined ? { httpStatus } : {}),
      request: { id: 1, method: method ?? "tools/call" },
    });
    if (!there.ok || there.toCondition !== key) return undefined;
    const back = real.between.translate(there.error, {
      from: to.id as AnyRevision,
      to: from.id as AnyRevision,
      ...(there.httpStatus !== null ? { httpStatus: there.httpStatus } : {}),
      request: { id: 1, method: method ?? "tools/call" },
    });
    return { there, back };
  }

  function expectSame(
    error: ErrorInput,
    key: string,
    back: ReturnType<typeof real.between.translate>,
    label: string,
  ) {
    expect(back.ok, label).toBe(true);
    if (!back.ok) return;
    expect(back.condition, label).toBe(key);
    expect(back.toCondition, label).toBe(key);
    expect(back.error.code, label).toBe(error.code);
    expect(back.error.message, label).toBe(error.message);
    expect(back.error.data, label).toStrictEqual(error.data);
  }

  it("gives back the same condition, code, message and data for every translatable condition and pair", () => {
    let translatable = 0;
    for (const [from, to] of pairs())
      for (const c of from.conditions) {
        const error = sampleError(c, from, `message of ${c.key}`) as ErrorInput;
        const trip = roundTrip(from, to, error, c.key);
        if (!trip) continue;
        translatable++;
        expectSame(error, c.key, trip.back, `${from.id} -> ${to.id} -> ${from.id} ${c.key}`);
      }
    expect(translatable).toBeGreaterThan(pairs().length);
  });

  it("does so for random messages and data", () => {
    let kept = 0;
    const input = fc.constantFrom(...idPairs()).chain(([from, to]) =>
      fc.record({
        from: fc.constant(from),
        to: fc.constant(to),
        made: conditionError(real.revision(from), real.model).map(({ condition, error }) => ({
          key: condition.key,
          error,
        })),
      }),
    );
    fc.assert(
      fc.property(input, ({ from: fromId, to: toId, made }) => {
        const from = real.revision(fromId);
        const to = real.revision(toId);
        const { error } = made;
        const condition = from.conditions.find((c) => c.key === made.key);
        if (!condition) throw new Error(`no ${made.key} in ${fromId}`);
        // Random data may name another condition of the source; such an error is not this condition's.
        const read = real.root.parseErrorResponse(from.id as AnyRevision, error, {
          httpStatus: statusOf(condition) ?? undefined,
        });
        fc.pre(read.ok && read.condition === condition.key);
        const trip = roundTrip(from, to, error, condition.key);
        fc.pre(trip !== undefined);
        if (trip)
          expectSame(
            error,
            condition.key,
            trip.back,
            `${from.id} -> ${to.id} -> ${from.id} ${JSON.stringify(error)}`,
          );
        kept++;
      }),
      { numRuns: 400 },
    );
    // Most draws must be translatable errors, or the property proves little.
    expect(kept).toBeGreaterThan(200);
  });
});

/**
 * Nothing that reads input throws, whatever the input: translate, parseErrorResponse,
 * conditionOf, httpStatusOf, classifyCode and every guard, on values whose properties throw,
 * Proxies, revoked Proxies and getters that change their answer.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { interestingCodes } from "./support/arbitraries.ts";
import { buildHostile, hostileRecipe, revokedProxy, throwingProxy } from "./support/hostile.ts";
import { realPackage, type AnyRevision, type RealPackage } from "./support/real-package.ts";

let real: RealPackage;
beforeAll(async () => {
  real = await realPackage();
});

const ids = () => real.model.revisions.map((r) => r.id as AnyRevision);

describe("readers never throw on hostile values", () => {
  it("translate returns a result with a reason and a status, never an exception", () => {
    fc.assert(
      fc.property(
        fc.constant(null).chain(() => hostileRecipe(interestingCodes(real.model))),
        fc.nat(),
        fc.nat(),
        (recipe, i, j) => {
          const value = buildHostile(recipe);
          const list = ids();
          const from = list[i % list.length] as AnyRevision;
          const to = list[j % list.length] as AnyRevision;
          const result = real.between.translate(value, {
            from,
            to,
            request: { id: 1, method: "resources/read" },
            httpStatus: 400,
          });
          expect(typeof result.ok).toBe("boolean");
          expect(result.httpStatus === null || Number.isInteger(result.httpStatus)).toBe(true);
          const sent = result.ok ? result.error : result.fallback;
          expect(Number.isInteger(sent.code)).toBe(true);
          expect(typeof sent.message).toBe("string");
          if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("parseErrorResponse, conditionOf, httpStatusOf, classifyCode and every guard answer without throwing", () => {
    const guards = [...real.modules].flatMap(([id, mod]) =>
      Object.entries(mod)
        .filter(([name, value]) => /^is[A-Z]/.test(name) && typeof value === "function")
        .map(([name, guard]) => [`${id} ${name}`, guard as (v: unknown, o?: unknown) => boolean] as const),
    );
    fc.assert(
      fc.property(
        fc.constant(null).chain(() => hostileRecipe(interestingCodes(real.model))),
        (recipe) => {
          const value = buildHostile(recipe);
          for (const id of ids()) {
            expect(typeof real.root.parseErrorResponse(id, value).ok).toBe("boolean");
            const condition = real.root.conditionOf(id, value, { method: "resources/read" });
            expect(condition === null || typeof condition === "string").toBe(true);
            // A string is a condition's name and a number a bare code: a lookup refuses either when
            // it would answer null for no reason of the spec's (RangeError). Any other value is an
            // error, read without throwing.
            const conditions = real.modules.get(id)?.CONDITIONS as Record<string, unknown> | undefined;
            if (
              typeof value === "number" ||
              (typeof value === "string" && !Object.hasOwn(conditions ?? {}, value))
            )
              expect(() => real.root.httpStatusOf(id, value as never)).toThrow(RangeError);
            else {
              const status = real.root.httpStatusOf(id, value as never);
              expect(status === null || Number.isInteger(status)).toBe(true);
            }
            expect(typeof real.root.classifyCode(id, value)).toBe("string");
          }
          for (const [, guard] of guards) expect(typeof guard(value, { httpStatus: 400 })).toBe("boolean");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads hostile options as no evidence, and an unreadable error as untranslatable", () => {
    const error = { code: -32602, message: "m", data: { uri: "file:///x" } };
    for (const options of [throwingProxy(), revokedProxy(), { method: 42, httpStatus: "400" }]) {
      expect(real.root.parseErrorResponse("2026-07-28", error, options as never)).toMatchObject({
        ok: true,
        condition: "invalidParams",
      });
      expect(real.root.conditionOf("2026-07-28", error, options as never)).toBe("invalidParams");
    }
    const translated = real.between.translate(error, {
      from: "2026-07-28",
      to: "2025-11-25",
      request: { id: 1, method: 42 as never },
      httpStatus: "400" as never,
    });
    expect(translated).toMatchObject({ ok: true, condition: "invalidParams" });
    const result = real.between.translate(throwingProxy(), {
      from: "2026-07-28",
      to: "2025-11-25",
      request: throwingProxy() as never,
    });
    expect(result).toMatchObject({
      ok: false,
      condition: null,
      fallback: { code: -32603 },
      httpStatus: null,
    });
    if (!result.ok) expect(result.reason).toMatch(/could not be read/);
  });
});

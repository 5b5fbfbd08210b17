/** translate() checked against a model's tables: every ordered pair of revisions, every condition. */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { sampleError } from "./sample-data.ts";
import { must } from "../helpers/must.ts";
import { answering, evidenceFor, translateEvidence } from "../helpers/condition-status.ts";

type Root = typeof import("mcp-errors/translate");
type AnyRevision = import("mcp-errors").AnyRevision;

/**
 * Registers the translation table checks for one model (the fixture, or the real snapshot) and its
 * package's mcp-errors/translate (the fixture's rendered package, or the committed one).
 */
export function translationSuite(
  name: string,
  getModel: () => MergedModel | Promise<MergedModel>,
  loadTranslate: () => Promise<Root>,
) {
  describe(`translate (${name})`, () => {
    let model: MergedModel;
    let root: Root;

    beforeAll(async () => {
      model = await getModel();
      root = await loadTranslate();
    });

    const revisionOf = (id: string) => must(model.revisions.find((r) => r.id === id));
    const codesOf = (id: string) => new Set(revisionOf(id).conditions.map((c) => c.code));

    it("follows the model's outcome for every condition of every ordered pair", () => {
      let checked = 0;
      for (const pair of model.translations) {
        const from = revisionOf(pair.from);
        for (const o of pair.outcomes) {
          const c = must(from.conditions.find((x) => x.key === o.condition));
          const error = sampleError(c, from, `message for ${c.key}`);
          const result = root.translate(error, {
            from: pair.from as AnyRevision,
            to: pair.to as AnyRevision,
            ...translateEvidence(evidenceFor(c)),
          });
          // The answer carries the request's id, and what it sends.
          expect(result.body).toMatchObject({ id: 1, error: result.ok ? result.error : result.fallback });
          const label = `${pair.from} -> ${pair.to} ${c.key}`;
          if (o.kind === "untranslatable") {
            expect(result, label).toMatchObject({
              ok: false,
              reason: o.reason,
              condition: c.key,
              fallback: { code: o.fallback.code, message: error.message },
              fallbackCondition: o.fallback.condition,
            });
            if (result.ok) continue;
            expect(result.httpStatus, label).toBe(o.httpStatus);
            expect(result.transportFailure, label).toBe(o.transportFailure);
          } else {
            const target = o.kind === "mapped" ? o.toCondition : o.condition;
            expect(result, label).toMatchObject({
              ok: true,
              rule: o.kind,
              condition: c.key,
              toCondition: target,
            });
            if (!result.ok) continue;
            expect(result.error.code, label).toBe(o.code);
            expect(result.error.message, label).toBe(error.message);
            if (o.kind !== "mapped" && "data" in error) expect(result.error.data, label).toEqual(error.data);
            expect(result.httpStatus, label).toBe(o.httpStatus);
          }
          expect(codesOf(pair.to).has(result.ok ? result.error.code : result.fallback.code), label).toBe(
            true,
          );
          checked++;
        }
      }
      expect(checked).toBe(model.translations.reduce((n, p) => n + p.outcomes.length, 0));
    });

    it("translates within one revision to the condition's own code", () => {
      for (const r of model.revisions)
        for (const c of r.conditions) {
          const error = sampleError(c, r);
          expect(
            root.translate(error, {
              from: r.id as AnyRevision,
              to: r.id as AnyRevision,
              ...translateEvidence(evidenceFor(c)),
            }),
            `${r.id} ${c.key}`,
          ).toMatchObject({
            ok: true,
            rule: "passthrough",
            condition: c.key,
            toCondition: c.key,
            error: { code: c.code },
          });
        }
    });

    it("never emits a code the destination reserves or gives another meaning", () => {
      const ids = model.revisions.map((r) => r.id);
      fc.assert(
        fc.property(
          fc.constantFrom(...ids),
          fc.constantFrom(...ids),
          fc.oneof(
            fc.integer({ min: -32800, max: -31900 }),
            fc.integer(),
            fc.constantFrom(-32002, -32042, -32020, -32021, -32022, -32001, -32003, -32004),
          ),
          fc.option(fc.jsonValue(), { nil: undefined }),
          (from, to, code, data) => {
            const result = root.translate(
              { code, message: "m", data },
              { from: from as AnyRevision, to: to as AnyRevision, request: answering() },
            );
            const out = result.ok ? result.error.code : result.fallback.code;
            const dest = revisionOf(to);
            if (dest.reserved.some((x) => x.code === code) || out !== code) {
              expect(dest.reserved.some((x) => x.code === out)).toBe(false);
            }
            if (!codesOf(to).has(out)) {
              // Forwarded as is: it must mean nothing in either revision.
              expect(result.ok && result.condition === null).toBe(true);
              expect(dest.reserved.some((x) => x.code === out)).toBe(false);
              expect(dest.conditions.some((c) => c.recognition.acceptedCodes.includes(out))).toBe(false);
              expect(
                revisionOf(from).conditions.some(
                  (c) => c.code === out || c.recognition.acceptedCodes.includes(out),
                ),
              ).toBe(false);
            }
          },
        ),
        { numRuns: 2000 },
      );
    });

    it("gives back the same condition and data on a round trip through a translatable pair", () => {
      for (const pair of model.translations) {
        const from = revisionOf(pair.from);
        for (const o of pair.outcomes) {
          if (o.kind !== "passthrough" && o.kind !== "renumber") continue;
          const c = must(from.conditions.find((x) => x.key === o.condition));
          const error = sampleError(c, from);
          const evidence = evidenceFor(c);
          const there = root.translate(error, {
            from: pair.from as AnyRevision,
            to: pair.to as AnyRevision,
            ...translateEvidence(evidence),
          });
          if (!there.ok) throw new Error(`${pair.from} -> ${pair.to} ${c.key} did not translate`);
          // Back with the same request's method, and the status the error came with.
          const back = root.translate(there.error, {
            from: pair.to as AnyRevision,
            to: pair.from as AnyRevision,
            request: answering(evidence.method),
            ...(there.httpStatus !== null ? { httpStatus: there.httpStatus } : {}),
          });
          const label = `${pair.from} -> ${pair.to} -> back ${c.key}`;
          expect(back, label).toMatchObject({
            ok: true,
            toCondition: c.key,
            error: { code: c.code, message: error.message },
          });
          if (back.ok && "data" in error) expect(back.error.data, label).toEqual(error.data);
        }
      }
    });
  });
}

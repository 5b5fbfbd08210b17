/**
 * Translations: between two revisions, what each direction cannot express or carries under another
 * condition (renumbered codes are code-renumbered); against a git ref, every outcome that changed.
 */
import type { MergedModel, TranslationOutcome } from "../model/merged-model.ts";
import { stableJson } from "../util/stable-json.ts";
import { describeHttp, finding, locate, matchByKey, type DetailValue, type Finding } from "./report.ts";

/** Untranslatable and mapped outcomes of both directions between revisions `a` and `b`. */
export function compareTranslationDirections(model: MergedModel, a: string, b: string): Finding[] {
  const pairs = model.translations.filter(
    (p) => (p.from === a && p.to === b) || (p.from === b && p.to === a),
  );
  return pairs.flatMap(({ from, to, outcomes, provenance }) =>
    outcomes.flatMap((outcome): Finding[] => {
      if (outcome.kind !== "untranslatable" && outcome.kind !== "mapped") return [];
      const untranslatable = outcome.kind === "untranslatable";
      const carrier = untranslatable
        ? outcome.fallback
        : { condition: outcome.toCondition, code: outcome.code };
      const where = `${outcome.condition} from ${from} to ${to}: `;
      const as = `${carrier.condition} (${carrier.code})`;
      const message = untranslatable
        ? `untranslatable, falls back to ${as}: ${outcome.reason}`
        : `carried as ${as}`;
      const carried = { condition: carrier.condition, code: carrier.code };
      const details = { condition: outcome.condition, translation: { from, to }, to: carried };
      const ruleId = untranslatable ? "translation-untranslatable" : "translation-mapped";
      return [finding(ruleId, where + message, locate(provenance), details)];
    }),
  );
}

/** Outcomes that differ between the base and head models, for every pair of `revisions` both models have. */
export function compareTranslationOutcomes(
  base: MergedModel,
  head: MergedModel,
  revisions: readonly string[],
): Finding[] {
  return head.translations.flatMap((after) => {
    const { from, to } = after;
    const before = base.translations.find((p) => p.from === from && p.to === to);
    if (!before || !revisions.includes(from) || !revisions.includes(to)) return [];
    return matchByKey(before.outcomes, after.outcomes, (o) => o.condition).flatMap(([condition, b, a]) => {
      if (stableJson(b ?? null) === stableJson(a ?? null)) return [];
      const message = `${condition} from ${from} to ${to}: ${describeOutcome(b)} → ${describeOutcome(a)}`;
      const value = (outcome?: TranslationOutcome) => (outcome ?? null) as DetailValue;
      const details = { condition, translation: { from, to }, from: value(b), to: value(a) };
      return [finding("translation-outcome-changed", message, locate(after.provenance), details)];
    });
  });
}

function describeOutcome(outcome: TranslationOutcome | undefined): string {
  if (!outcome) return "no translation";
  const http = describeHttp(outcome.httpStatus);
  switch (outcome.kind) {
    case "passthrough":
      return `passthrough (${outcome.code}, ${http})`;
    case "renumber":
      return `renumber ${outcome.fromCode} → ${outcome.code} (${http})`;
    case "mapped":
      return `mapped to ${outcome.toCondition} (${outcome.code}, ${http})`;
    case "untranslatable":
      return `untranslatable, fallback ${outcome.fallback.condition} (${outcome.fallback.code}, ${http})`;
  }
}

/**
 * Translations. Between two revisions: what each direction cannot express (untranslatable, with
 * its fallback) or carries under another condition (mapped); renumbered codes are code-renumbered.
 * Between a git ref and the working tree: every outcome that changed.
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
      const where = `${outcome.condition} from ${from} to ${to}`;
      const details = (carrier: { condition: string; code: number }) => ({
        condition: outcome.condition,
        translation: { from, to },
        to: { condition: carrier.condition, code: carrier.code },
      });
      if (outcome.kind === "untranslatable") {
        const { fallback } = outcome;
        const falls = `falls back to ${fallback.condition} (${fallback.code})`;
        const message = `${where}: untranslatable, ${falls}: ${outcome.reason}`;
        return [finding("translation-untranslatable", message, locate(provenance), details(fallback))];
      }
      if (outcome.kind !== "mapped") return [];
      const carrier = { condition: outcome.toCondition, code: outcome.code };
      const message = `${where}: carried as ${carrier.condition} (${carrier.code})`;
      return [finding("translation-mapped", message, locate(provenance), details(carrier))];
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
      const details = { condition, translation: { from, to }, from: outcomeValue(b), to: outcomeValue(a) };
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

function outcomeValue(outcome: TranslationOutcome | undefined): DetailValue {
  return outcome ? (JSON.parse(JSON.stringify(outcome)) as DetailValue) : null;
}

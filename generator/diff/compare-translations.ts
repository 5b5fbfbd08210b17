/**
 * Translations. Between two revisions: what each direction cannot express (untranslatable, with
 * its fallback) or carries under another condition (mapped); renumbered codes are code-renumbered.
 * Between a git ref and the working tree: every outcome that changed.
 */
import type { MergedModel, TranslationOutcome } from "../model/merged-model.ts";
import { stableJson } from "../util/stable-json.ts";
import { describeHttp, matchByKey } from "./comparison.ts";
import { locate } from "./locations.ts";
import type { DetailValue, Finding } from "./report.ts";

/** Untranslatable and mapped outcomes of both directions between revisions `a` and `b`. */
export function compareTranslationDirections(model: MergedModel, a: string, b: string): Finding[] {
  const directions = model.translations.filter(
    (p) => (p.from === a && p.to === b) || (p.from === b && p.to === a),
  );
  return directions.flatMap(({ from, to, outcomes, provenance }) =>
    outcomes.flatMap((outcome): Finding[] => {
      const where = `${outcome.condition} from ${from} to ${to}`;
      const details = { condition: outcome.condition, translation: { from, to } };
      if (outcome.kind === "untranslatable") {
        const { condition, code } = outcome.fallback;
        const message = `${where}: untranslatable, falls back to ${condition} (${code}): ${outcome.reason}`;
        const to = { condition, code };
        return [
          {
            ruleId: "translation-untranslatable",
            message,
            location: locate(provenance),
            details: { ...details, to },
          },
        ];
      }
      if (outcome.kind !== "mapped") return [];
      const message = `${where}: carried as ${outcome.toCondition} (${outcome.code})`;
      const mapped = { condition: outcome.toCondition, code: outcome.code };
      return [
        {
          ruleId: "translation-mapped",
          message,
          location: locate(provenance),
          details: { ...details, to: mapped },
        },
      ];
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
    const before = base.translations.find((p) => p.from === after.from && p.to === after.to);
    if (!before || !revisions.includes(after.from) || !revisions.includes(after.to)) return [];
    const translation = { from: after.from, to: after.to };
    const byCondition = (o: TranslationOutcome) => o.condition;
    return matchByKey(before.outcomes, after.outcomes, byCondition).flatMap(
      ([condition, b, a]): Finding[] => {
        if (stableJson(b ?? null) === stableJson(a ?? null)) return [];
        return [
          {
            ruleId: "translation-outcome-changed",
            message: `${condition} from ${after.from} to ${after.to}: ${describeOutcome(b)} → ${describeOutcome(a)}`,
            location: locate(after.provenance),
            details: { condition, translation, from: outcomeValue(b), to: outcomeValue(a) },
          },
        ];
      },
    );
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

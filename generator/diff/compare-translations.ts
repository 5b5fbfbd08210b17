/**
 * Translations. Between two revisions: what each direction cannot express (untranslatable, with
 * its fallback) or carries under another condition (mapped); renumbered codes are code-renumbered.
 * Between a git ref and the working tree: every outcome that changed.
 */
import { describeHttp } from "./describe.ts";
import type { MergedModel, TranslationOutcome, TranslationPair } from "../model/merged-model.ts";
import type { DetailValue, Finding } from "./change.ts";
import { stableJson } from "../util/stable-json.ts";
import { pickLocation } from "./locations.ts";

export function findPair(model: MergedModel, from: string, to: string): TranslationPair | undefined {
  return model.translations.find((p) => p.from === from && p.to === to);
}

/** Untranslatable and mapped outcomes of both directions between `a` and `b`. */
export function compareTranslationDirections(model: MergedModel, a: string, b: string): Finding[] {
  const findings: Finding[] = [];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const pair = findPair(model, from, to);
    if (!pair) continue;
    const location = pickLocation(pair.provenance, "register");
    for (const outcome of pair.outcomes) {
      const translation = { from, to };
      if (outcome.kind === "untranslatable")
        findings.push({
          ruleId: "translation-untranslatable",
          message: `${outcome.condition} from ${from} to ${to}: untranslatable, falls back to ${outcome.fallback.condition} (${outcome.fallback.code}): ${outcome.reason}`,
          location,
          details: {
            condition: outcome.condition,
            translation,
            to: { condition: outcome.fallback.condition, code: outcome.fallback.code },
          },
        });
      else if (outcome.kind === "mapped")
        findings.push({
          ruleId: "translation-mapped",
          message: `${outcome.condition} from ${from} to ${to}: carried as ${outcome.toCondition} (${outcome.code})`,
          location,
          details: {
            condition: outcome.condition,
            translation,
            to: { condition: outcome.toCondition, code: outcome.code },
          },
        });
    }
  }
  return findings;
}

export function describeOutcome(outcome: TranslationOutcome | undefined): string {
  if (!outcome) return "no translation";
  switch (outcome.kind) {
    case "passthrough":
      return `passthrough (${outcome.code}, ${describeHttp(outcome.httpStatus)})`;
    case "renumber":
      return `renumber ${outcome.fromCode} → ${outcome.code} (${describeHttp(outcome.httpStatus)})`;
    case "mapped":
      return `mapped to ${outcome.toCondition} (${outcome.code}, ${describeHttp(outcome.httpStatus)})`;
    case "untranslatable":
      return `untranslatable, fallback ${outcome.fallback.condition} (${outcome.fallback.code}, ${describeHttp(outcome.httpStatus)})`;
  }
}

/** Outcomes that differ between the base and head models, for every pair of `revisions` both models have. */
export function compareTranslationOutcomes(
  base: MergedModel,
  head: MergedModel,
  revisions: readonly string[],
): Finding[] {
  const findings: Finding[] = [];
  const compared = new Set(revisions);
  const order = new Map(revisions.map((id, i) => [id, i]));
  const pairs = head.translations
    .filter((p) => compared.has(p.from) && compared.has(p.to))
    .sort(
      (x, y) =>
        (order.get(x.from) ?? 0) - (order.get(y.from) ?? 0) ||
        (order.get(x.to) ?? 0) - (order.get(y.to) ?? 0),
    );
  for (const after of pairs) {
    const before = findPair(base, after.from, after.to);
    if (!before) continue;
    const beforeOutcomes = new Map(before.outcomes.map((o) => [o.condition, o]));
    const afterOutcomes = new Map(after.outcomes.map((o) => [o.condition, o]));
    const conditions = [...new Set([...beforeOutcomes.keys(), ...afterOutcomes.keys()])].sort();
    for (const condition of conditions) {
      const b = beforeOutcomes.get(condition);
      const a = afterOutcomes.get(condition);
      if (stableJson(b ?? null) === stableJson(a ?? null)) continue;
      findings.push({
        ruleId: "translation-outcome-changed",
        message: `${condition} from ${after.from} to ${after.to}: ${describeOutcome(b)} → ${describeOutcome(a)}`,
        location: pickLocation(after.provenance, "register"),
        details: {
          condition,
          translation: { from: after.from, to: after.to },
          from: outcomeValue(b),
          to: outcomeValue(a),
        },
      });
    }
  }
  return findings;
}

function outcomeValue(outcome: TranslationOutcome | undefined): DetailValue {
  return outcome ? (JSON.parse(JSON.stringify(outcome)) as DetailValue) : null;
}

/**
 * MergedModel.translations: for every ordered pair of revisions, what each condition of the
 * source becomes when sent to a peer of the destination, and what happens to codes no condition
 * covers. Present in both: passthrough or renumber. Absent from the destination: the register's
 * whenAbsent rule (mapped, or untranslatable with a fallback).
 */
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { Register } from "../register/register-types.ts";
import { locate } from "../util/yaml-document.ts";
import type {
  Provenance,
  RevisionModel,
  TranslationOutcome,
  TranslationPair,
  UndefinedCodeRule,
} from "../model/merged-model.ts";
import { fromRegister, uniqueProvenance } from "./provenance.ts";

export function buildTranslations(
  revisions: RevisionModel[],
  register: Register,
  problems: Diagnostic[],
): TranslationPair[] {
  const pairs: TranslationPair[] = [];
  for (const from of revisions)
    for (const to of revisions) {
      if (from.id === to.id) continue;
      pairs.push(translatePair(from, to, register, problems));
    }
  return pairs;
}

function translatePair(
  from: RevisionModel,
  to: RevisionModel,
  register: Register,
  problems: Diagnostic[],
): TranslationPair {
  const provenance: Provenance[] = [];
  const codeIn = (key: string) => to.conditions.find((c) => c.key === key)?.code;
  const statusIn = (key: string) => to.conditions.find((c) => c.key === key)?.httpStatus.status ?? null;
  const outcomes: TranslationOutcome[] = [];

  for (const source of from.conditions) {
    const target = to.conditions.find((c) => c.key === source.key);
    if (target) {
      outcomes.push(
        target.code === source.code
          ? {
              kind: "passthrough",
              condition: source.key,
              code: source.code,
              httpStatus: target.httpStatus.status,
            }
          : {
              kind: "renumber",
              condition: source.key,
              fromCode: source.code,
              code: target.code,
              httpStatus: target.httpStatus.status,
            },
      );
      continue;
    }
    const condition = register.conditions.find((c) => c.key === source.key);
    const rule = condition?.whenAbsent.find((r) => r.to.includes(to.id));
    const standIn = rule?.mapTo ?? rule?.untranslatable?.fallback;
    const standInCode = standIn !== undefined ? codeIn(standIn) : undefined;
    if (!condition || !rule || standIn === undefined || standInCode === undefined) {
      // Load-time checks make this unreachable for a consistent register; report rather than guess.
      problems.push(
        diagnostic(
          "register/translation-missing",
          { condition: source.key, revision: to.id },
          locate(register.yaml, ["conditions", source.key], { key: true }),
        ),
      );
      continue;
    }
    provenance.push(fromRegister(register, rule));
    const failureKey = rule.untranslatable?.transportFailure;
    const failure =
      failureKey !== undefined ? to.transportFailures.find((f) => f.key === failureKey) : undefined;
    outcomes.push(
      rule.mapTo !== undefined
        ? {
            kind: "mapped",
            condition: source.key,
            toCondition: rule.mapTo,
            code: standInCode,
            httpStatus: statusIn(rule.mapTo),
          }
        : {
            kind: "untranslatable",
            condition: source.key,
            fallback: { condition: standIn, code: standInCode },
            reason: rule.untranslatable?.reason ?? "",
            ...(failure ? { transportFailure: failure.key } : {}),
            httpStatus: failure ? failure.status : statusIn(standIn),
          },
    );
  }

  const undefinedCodes: UndefinedCodeRule[] = register.policy.translateUndefined
    .filter((r) => r.revisions.includes(to.id))
    .sort((a, b) => a.from - b.from)
    .map((r) => {
      const rule: UndefinedCodeRule = {
        from: r.from,
        to: r.to,
        rule: r.rule,
        httpStatus: r.fallback !== undefined ? statusIn(r.fallback) : null,
        reason: r.reason,
        provenance: [fromRegister(register, r)],
      };
      if (r.fallback !== undefined) {
        const code = codeIn(r.fallback);
        if (code !== undefined) rule.fallback = { condition: r.fallback, code };
      }
      provenance.push(...rule.provenance);
      return rule;
    });

  return {
    from: from.id,
    to: to.id,
    outcomes,
    undefinedCodes,
    provenance: uniqueProvenance(provenance),
  };
}

/**
 * MergedModel.translations: for every ordered pair of revisions, what each condition of the source
 * becomes at a peer of the destination (present in both: passthrough or renumber; absent there:
 * its whenAbsent rule, mapped or untranslatable), and what happens to codes no condition covers.
 */
import { diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { Register } from "../register/register-types.ts";
import { locate } from "../util/yaml-document.ts";
import type {
  Provenance,
  RevisionModel,
  TranslationOutcome,
  TranslationPair,
} from "../model/merged-model.ts";
import { fromRegister, uniqueProvenance } from "./provenance.ts";

export function buildTranslations(
  revisions: RevisionModel[],
  register: Register,
  problems: Diagnostic[],
): TranslationPair[] {
  return revisions.flatMap((from) =>
    revisions.filter((to) => to.id !== from.id).map((to) => translatePair(from, to, register, problems)),
  );
}

function translatePair(
  from: RevisionModel,
  to: RevisionModel,
  register: Register,
  problems: Diagnostic[],
): TranslationPair {
  const provenance: Provenance[] = [];
  const inDestination = (key: string) => to.conditions.find((c) => c.key === key);
  const statusIn = (key: string) => inDestination(key)?.httpStatus.status ?? null;
  const outcomes: TranslationOutcome[] = [];

  for (const source of from.conditions) {
    const condition = source.key;
    const target = inDestination(condition);
    const httpStatus = target?.httpStatus.status ?? null;
    if (target?.code === source.code)
      outcomes.push({ kind: "passthrough", condition, code: source.code, httpStatus });
    else if (target)
      outcomes.push({ kind: "renumber", condition, fromCode: source.code, code: target.code, httpStatus });
    if (target) continue;

    const rule = register.conditions
      .find((c) => c.key === condition)
      ?.whenAbsent.find((r) => r.to.includes(to.id));
    const standIn = rule?.mapTo ?? rule?.untranslatable?.fallback;
    const code = standIn !== undefined ? inDestination(standIn)?.code : undefined;
    if (!rule || standIn === undefined || code === undefined) {
      // The register's checks make this unreachable; report rather than guess.
      const at = locate(register.yaml, ["conditions", condition], { key: true });
      problems.push(diagnostic("register/translation-missing", { condition, revision: to.id }, at));
      continue;
    }
    provenance.push(fromRegister(register, rule));
    const failureKey = rule.untranslatable?.transportFailure;
    const failure = to.transportFailures.find((f) => failureKey !== undefined && f.key === failureKey);
    outcomes.push(
      rule.mapTo !== undefined
        ? { kind: "mapped", condition, toCondition: rule.mapTo, code, httpStatus: statusIn(rule.mapTo) }
        : {
            kind: "untranslatable",
            condition,
            fallback: { condition: standIn, code },
            reason: rule.untranslatable?.reason ?? "",
            ...(failure && { transportFailure: failure.key }),
            httpStatus: failure ? failure.status : statusIn(standIn),
          },
    );
  }

  const undefinedCodes = register.policy.translateUndefined
    .filter((r) => r.revisions.includes(to.id))
    .sort((a, b) => a.from - b.from)
    .map((r) => {
      const code = r.fallback !== undefined ? inDestination(r.fallback)?.code : undefined;
      const rule = {
        from: r.from,
        to: r.to,
        rule: r.rule,
        httpStatus: r.fallback !== undefined ? statusIn(r.fallback) : null,
        reason: r.reason,
        provenance: [fromRegister(register, r)],
        ...(r.fallback !== undefined && code !== undefined && { fallback: { condition: r.fallback, code } }),
      };
      provenance.push(...rule.provenance);
      return rule;
    });

  return { from: from.id, to: to.id, outcomes, undefinedCodes, provenance: uniqueProvenance(provenance) };
}

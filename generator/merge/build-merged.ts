/** Schema models + a checked register -> MergedModel (revisions, translations); all problems at once. */
import { GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { Manifest } from "../inputs/manifest.ts";
import type {
  MergedModel,
  Provenance,
  RevisionModel,
  TranslationOutcome,
  TranslationPair,
} from "../model/merged-model.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import { compareText } from "../model/type-text.ts";
import { RegisterProblems } from "../register/problems.ts";
import type { Register } from "../register/register-schema.ts";
import { locate } from "../util/yaml-document.ts";
import { buildRevision, fromRegister } from "./build-revision.ts";
import { checkModelInvariants } from "./model-invariants.ts";

export function buildMergedModel(
  manifest: Manifest,
  schemas: SchemaModel[],
  register: Register,
): MergedModel {
  const problems = new RegisterProblems(register.yaml);
  const buildProblems: Diagnostic[] = [];
  const revisions = manifest.revisions.flatMap((revision) => {
    const schema = schemas.find((s) => s.revision === revision.id);
    return schema ? [buildRevision(revision, schema, register, buildProblems, problems)] : [];
  });
  const all = [...buildProblems, ...problems.sorted()];
  if (all.length > 0) throw new GenError(all);

  const conditions = register.conditions
    .map((c) => ({
      key: c.key,
      ...(c.registerId && { registerId: c.registerId }),
      summary: c.summary,
      revisions: revisions.filter((r) => r.conditions.some((rc) => rc.key === c.key)).map((r) => r.id),
    }))
    .sort((a, b) => compareText(a.key, b.key));
  const translations = revisions.flatMap((from) =>
    revisions.filter((to) => to.id !== from.id).map((to) => translate(from, to, register)),
  );
  return { registerFile: register.file, revisions, conditions, translations };
}

/** The merge stage: the merged model, refused when it breaks what the emitters take for granted. */
export function mergeModel(manifest: Manifest, schemas: SchemaModel[], register: Register): MergedModel {
  const model = buildMergedModel(manifest, schemas, register);
  const broken = checkModelInvariants(model, locate(register.yaml, ["revisions"], { key: true }));
  if (broken.length > 0) throw new GenError(broken);
  return model;
}

/** What each condition of `from` becomes at a peer of `to`, and what codes no condition covers do. */
function translate(from: RevisionModel, to: RevisionModel, register: Register): TranslationPair {
  const provenance: Provenance[] = [];
  const inDestination = (key: string | undefined) => to.conditions.find((c) => c.key === key);
  const outcomes = from.conditions.map((source): TranslationOutcome => {
    const { key: condition, code: fromCode } = source;
    const target = inDestination(condition);
    const httpStatus = target?.httpStatus.status ?? null;
    if (target?.code === fromCode) return { kind: "passthrough", condition, code: fromCode, httpStatus };
    if (target) return { kind: "renumber", condition, fromCode, code: target.code, httpStatus };

    // Absent there: check/ has found its whenAbsent rule into `to`, and the stand-in present in it.
    const rule = register.conditions
      .find((c) => c.key === condition)
      ?.whenAbsent.find((r) => r.to.includes(to.id));
    const standIn = inDestination(rule?.mapTo ?? rule?.untranslatable?.fallback);
    if (!rule || !standIn) throw new Error(`no whenAbsent rule sends ${condition} to ${to.id}`);
    provenance.push(fromRegister(register, rule));
    const { code } = standIn;
    const status = standIn.httpStatus.status;
    if (rule.mapTo !== undefined)
      return { kind: "mapped", condition, toCondition: rule.mapTo, code, httpStatus: status };
    const failure = to.transportFailures.find((f) => f.key === rule.untranslatable?.transportFailure);
    return {
      kind: "untranslatable",
      condition,
      fallback: { condition: standIn.key, code },
      reason: rule.untranslatable?.reason ?? "",
      ...(failure && { transportFailure: failure.key }),
      httpStatus: failure ? failure.status : status,
    };
  });

  const undefinedCodes = register.policy.translateUndefined
    .filter((r) => r.revisions.includes(to.id))
    .sort((a, b) => a.from - b.from)
    .map((r) => {
      const fallback = inDestination(r.fallback);
      const rule = {
        from: r.from,
        to: r.to,
        rule: r.rule,
        httpStatus: fallback?.httpStatus.status ?? null,
        reason: r.reason,
        provenance: [fromRegister(register, r)],
        ...(fallback && { fallback: { condition: fallback.key, code: fallback.code } }),
      };
      provenance.push(...rule.provenance);
      return rule;
    });
  return { from: from.id, to: to.id, outcomes, undefinedCodes, provenance };
}

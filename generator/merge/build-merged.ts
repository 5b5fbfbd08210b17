/**
 * Schema models + a checked register (generator/check/) -> MergedModel: per-revision models and
 * the translation table, with every problem of the build reported at once.
 */
import { GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { Manifest } from "../inputs/manifest.ts";
import type { MergedModel } from "../model/merged-model.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import { RegisterProblems } from "../register/problems.ts";
import type { Register } from "../register/register-types.ts";
import { locate } from "../util/yaml-document.ts";
import { buildRevision } from "./build-revision.ts";
import { checkSharedCodes } from "./check-shared-codes.ts";
import { checkModelInvariants } from "./model-invariants.ts";
import { buildTranslations } from "./translation-table.ts";

export function buildMergedModel(
  manifest: Manifest,
  schemas: SchemaModel[],
  register: Register,
): MergedModel {
  const problems = new RegisterProblems(register.yaml);
  const buildProblems: Diagnostic[] = [];
  const revisions = manifest.revisions.flatMap((revision) => {
    const schema = schemas.find((s) => s.revision === revision.id);
    if (!schema) return [];
    const model = buildRevision(revision, schema, register, buildProblems);
    checkSharedCodes(register, model, problems);
    return [model];
  });
  const translations = buildTranslations(revisions, register, buildProblems);
  const all = [...buildProblems, ...problems.sorted()];
  if (all.length > 0) throw new GenError(all);

  const conditions = register.conditions
    .map((c) => ({
      key: c.key,
      ...(c.registerId && { registerId: c.registerId }),
      summary: c.summary,
      revisions: revisions.filter((r) => r.conditions.some((rc) => rc.key === c.key)).map((r) => r.id),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { registerFile: register.file, revisions, conditions, translations };
}

/** The merge stage: the merged model, refused when it breaks what the emitters take for granted. */
export function mergeModel(manifest: Manifest, schemas: SchemaModel[], register: Register): MergedModel {
  const model = buildMergedModel(manifest, schemas, register);
  const broken = checkModelInvariants(model, locate(register.yaml, ["revisions"], { key: true }));
  if (broken.length > 0) throw new GenError(broken);
  return model;
}

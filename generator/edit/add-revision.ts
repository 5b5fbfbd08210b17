/**
 * `gen --add-revision <id> --schema <path> [--like PREV]`: the new revision in spec/revisions.yaml, and
 * with --like in spec/errors.yaml. Everything is read and checked before either file is written.
 */
import { realpathSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { fail, GenError } from "../diagnostics/gen-error.ts";
import type { Era, RevisionStatus } from "../model/merged-model.ts";
import { loadManifest, MAX_MANIFEST_BYTES, parseManifest } from "../inputs/load-manifest.ts";
import {
  compareRevisions,
  revisionIdProblem,
  type Manifest,
  type ManifestRevision,
} from "../inputs/manifest.ts";
import { readInputFile, readProjectFile, readSchema } from "../inputs/read-schema.ts";
import { resolveProjectRoots, type PipelineContext } from "../pipeline/pipeline.ts";
import { checkRegister } from "../check/check-register.ts";
import { REGISTER_PATH } from "../register/load-register.ts";
import { isInside, writeFileAtomic } from "../util/files.ts";
import { parseYaml } from "../util/yaml-document.ts";
import { formatEdited, YamlEditor } from "../util/yaml-edit.ts";
import { onboardRevision } from "./onboard-revision.ts";

export interface NewRevisionRequest {
  id: string;
  /** As given on the command line. */
  schema: string;
  status?: RevisionStatus;
  era?: Era;
  /** The revision whose register entries the new one joins. */
  like?: string;
}

export async function addRevision(ctx: PipelineContext, request: NewRevisionRequest) {
  const manifest = loadManifest(ctx.projectRoot);
  const entry = planNewRevision(ctx, manifest, request);
  const like = manifest.revisions.find((r) => r.id === request.like);
  if (request.like !== undefined && !like)
    fail("usage/unknown-revision", { revision: request.like, known: manifest.revisions.map((r) => r.id) });
  const before = readProjectFile(ctx.projectRoot, manifest.file, MAX_MANIFEST_BYTES).text;
  const edit = new YamlEditor(before, manifest.file);
  // At its canonical place: before the first revision that sorts after it.
  const listed = (edit.yaml.value as { revisions: Pick<ManifestRevision, "id" | "status">[] }).revisions;
  const at = listed.findIndex((other) => compareRevisions(entry, other) < 0);
  edit.insertItem(["revisions"], at < 0 ? listed.length : at, { ...entry });
  const after = await formatEdited(before, edit.apply(), manifest.file);
  parseManifest(parseYaml(after, manifest.file));
  const onboarded = like && (await onboardLike(ctx, manifest, entry, like));

  writeFileAtomic(ctx.projectRoot, manifest.file, after);
  try {
    if (onboarded) writeFileAtomic(ctx.projectRoot, REGISTER_PATH, onboarded.text);
  } catch (error) {
    writeFileAtomic(ctx.projectRoot, manifest.file, before);
    throw error;
  }
  return { entry, file: manifest.file, onboarded };
}

/** The manifest entry as it is written: no source line yet, no upstream commit of its own. */
function planNewRevision(ctx: PipelineContext, manifest: Manifest, request: NewRevisionRequest) {
  const { id } = request;
  const problem = revisionIdProblem(id);
  if (problem?.clash) fail("manifest/reserved-name", { what: "revision id", name: id, clash: problem.clash });
  const allowed = `a revision id such as 2027-01-15 or draft-2027-01-01 (${problem?.reason})`;
  if (problem) fail("usage/bad-value", { option: "--add-revision", value: id, allowed });
  const existing = manifest.revisions.find((r) => r.id === id);
  if (existing)
    fail("manifest/duplicate-revision", { revision: id }, { file: manifest.file, line: existing.line });
  const status = request.status ?? (/^\d{4}-\d{2}-\d{2}$/.test(id) ? "final" : undefined);
  const what = `--status for revision "${id}" (only date ids default to final)`;
  const usage = "gen --add-revision <id> --schema <path> --status final|draft|prerelease";
  if (!status) fail("usage/missing-argument", { what, usage });

  // A root that does not resolve cannot hold the new schema.
  const roots = manifest.roots.flatMap((root) => {
    try {
      return [...resolveProjectRoots(ctx, manifest, [root.name]).values()];
    } catch (error) {
      if (error instanceof GenError) return [];
      throw error;
    }
  });
  const absolute = resolve(ctx.cwd, request.schema);
  const { sha256 } = readInputFile(absolute, request.schema);
  const real = realpathSync(absolute);
  const containing = roots
    .filter((root) => isInside(realpathSync(root.dir), real))
    .map((root) => ({ root, inside: relative(realpathSync(root.dir), real) }))
    // Nested roots: the innermost one wins.
    .sort((a, b) => a.inside.length - b.inside.length)[0];
  if (!containing)
    fail("manifest/schema-outside-roots", {
      path: request.schema,
      roots: roots.map((r) => `${r.name}: ${r.dir}`).join("; ") || "none of them resolve",
    });
  const schema = containing.inside.split(sep).join("/");
  return { id, status, era: request.era ?? "modern", root: containing.root.name, schema, sha256 };
}

/** The register with the new id wherever `like`'s is, and stubs; checked, not yet written. */
async function onboardLike(
  ctx: PipelineContext,
  manifest: Manifest,
  entry: ReturnType<typeof planNewRevision>,
  like: ManifestRevision,
) {
  const { extractSchema } = await import("../extract/extract-schema.ts");
  const roots = resolveProjectRoots(ctx, manifest, [entry.root, like.root]);
  const schema = extractSchema(readSchema({ ...entry, line: 0 }, roots, { verifyPin: true }));
  const previous = extractSchema(readSchema(like, roots, { verifyPin: true }));
  const { text } = readProjectFile(ctx.projectRoot, REGISTER_PATH);
  // Stubs, shape and consistency, before anything is written.
  const register = checkRegister(parseYaml(text, REGISTER_PATH), { manifest });
  const result = onboardRevision(text, register, { id: entry.id, like: like.id, schema, previous });
  const formatted = await formatEdited(text, result.text, REGISTER_PATH);
  parseYaml(formatted, REGISTER_PATH);
  return { ...result, text: formatted };
}

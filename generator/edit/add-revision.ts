/**
 * `gen --add-revision <id> --schema <path> [--like PREV]`: the new revision in spec/revisions.yaml, and
 * with --like in spec/errors.yaml. Everything is read and checked before either file is written.
 */
import { realpathSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { fail, GenError } from "../diagnostics/gen-error.ts";
import type { Era, RevisionStatus } from "../model/merged-model.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import { RevisionNamesTaken } from "../model/target-names.ts";
import { typeText } from "../model/type-text.ts";
import { loadManifest, MAX_MANIFEST_BYTES, parseManifest } from "../inputs/load-manifest.ts";
import {
  compareRevisions,
  revisionIdProblem,
  type Manifest,
  type ManifestRevision,
} from "../inputs/manifest.ts";
import { readInputFile, readProjectFile, readSchema } from "../inputs/read-schema.ts";
import { resolveProjectRoots, StageTimings, type PipelineContext } from "../pipeline/pipeline.ts";
import { checkRegister } from "../check/check-register.ts";
import { REGISTER_PATH } from "../register/load-register.ts";
import { isInside, writeFileAtomic } from "../util/files.ts";
import { formatPath, parseYaml, type YamlPath } from "../util/yaml-document.ts";
import { formatEdited, YamlEditor } from "../util/yaml-edit.ts";

export interface NewRevisionRequest {
  id: string;
  /** As given on the command line. */
  schema: string;
  status?: RevisionStatus;
  era?: Era;
  /** The revision whose register entries the new one joins. */
  like?: string;
}

/** `timings` times (and reports) the stages of --like: extract, register, format. */
export async function addRevision(
  ctx: PipelineContext,
  request: NewRevisionRequest,
  timings = new StageTimings(),
) {
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
  const onboarded = like && (await onboardLike(ctx, manifest, entry, like, timings));

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
  // An id that reads like one listed (2026.07.28 beside 2026-07-28) would name the same Go package.
  const names = new RevisionNamesTaken();
  for (const listed of manifest.revisions) names.claim(listed.id);
  const clash = names.claim(id);
  const other = clash && manifest.revisions.find((r) => r.id === clash.other);
  if (clash)
    fail(
      "manifest/revision-name-clash",
      { revision: id, ...clash },
      other && { file: manifest.file, line: other.line },
    );
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

/**
 * The register with ID joined to every list that PREV (`likeRevision`) is in where the new schema keeps
 * PREV's code; where it changed, a `todo:` stub says what needs judgement, and `gen` refuses while one is
 * left. Each change is spliced in at its node, so the diff shows nothing else. Checked, not yet written;
 * `applied`: the YAML paths of the lists ID joined; `stubs`: what each stub asks for.
 */
async function onboardLike(
  ctx: PipelineContext,
  manifest: Manifest,
  entry: ReturnType<typeof planNewRevision>,
  likeRevision: ManifestRevision,
  timings: StageTimings,
) {
  const [schema, previous] = await timings.time("extract", async () => {
    const { extractSchema } = await import("../extract/extract-schema.ts");
    const roots = resolveProjectRoots(ctx, manifest, [entry.root, likeRevision.root]);
    const extract = (revision: ManifestRevision) =>
      extractSchema(readSchema(revision, roots, { verifyPin: true }));
    return [extract({ ...entry, line: 0 }), extract(likeRevision)] as const;
  });
  const { text } = readProjectFile(ctx.projectRoot, REGISTER_PATH);
  // Stubs, shape and consistency, before anything is written.
  const register = await timings.time("register", () =>
    checkRegister(parseYaml(text, REGISTER_PATH), { manifest }),
  );
  const [id, like] = [entry.id, likeRevision.id];
  const edit = new YamlEditor(text, REGISTER_PATH);
  const applied: string[] = [];
  const stubs: string[] = [];
  const join = (path: YamlPath) => edit.insertAfter(path, like, id) && applied.push(formatPath(path));
  const stub = (path: YamlPath, why: string) => stubs.push(`${formatPath(path)}: ${why}`);
  // An interface's data shape as text; undefined where the schema has no such interface.
  const dataText = (model: SchemaModel, name: string | undefined) => {
    const i = model.interfaces.find((candidate) => candidate.name === name);
    return i && (i.data ? `${i.data.optional ? "optional " : ""}${typeText(i.data.type)}` : "none");
  };
  const claimed = new Set<string>();

  join(["revisions"]);
  for (const condition of register.conditions) {
    const at = condition.path;
    let carried = false;
    const gone: { to: string[]; todo: string }[] = [];
    for (const code of condition.codes.filter((c) => c.revisions.includes(like))) {
      const { constant } = code;
      const now = schema.constants.find((c) => c.name === constant);
      if (now) claimed.add(now.name);
      if (now?.value === code.code) {
        join([...code.path, "revisions"]);
        carried = true;
        const [was, is] = [previous, schema].map((model) => dataText(model, code.interface));
        if (was === undefined || is === undefined || was === is) continue;
        const why = `the data of ${code.interface} changed in ${id} (${was} -> ${is}): check the condition's data and cite ${id}'s schema`;
        edit.addPair(code.path, "todo", why);
        stub(code.path, why);
      } else if (now || !previous.constants.some((c) => c.name === constant)) {
        const why = now
          ? `${constant} is ${now.value} in ${id} (${code.code} in ${like}): confirm the renumbering, its match rule and translations, with a citation`
          : `${constant} (${code.code}) is defined only in ${like}'s prose: cite ${id}'s prose that keeps it, or make the condition absent`;
        const match: unknown = edit.yaml.doc.getIn([...code.path, "match"]);
        const added = { code: now?.value ?? code.code, constant, revisions: [id], match, todo: why };
        edit.append([...at, "codes"], added);
        stub([...at, "codes"], why);
      } else {
        const why = `${constant} (${code.code}) is gone from ${id}: add ${id} to absent and say how to send the condition to ${id} (mapTo or untranslatable), with a citation`;
        gone.push({ to: [id], todo: why });
        stub([...at, "whenAbsent"], why);
      }
    }
    if (gone.length > 0) edit.append([...at, "whenAbsent"], ...gone);
    const wasAbsent = condition.absent.includes(like);
    if (wasAbsent) join([...at, "absent"]);
    if (carried)
      for (const entry of [...condition.http, ...condition.accepts, ...condition.notes])
        join([...entry.path, "revisions"]);
    if (carried || wasAbsent) for (const entry of condition.whenAbsent) join([...entry.path, "to"]);
  }
  for (const rules of Object.values(register.policy))
    for (const rule of rules) join([...rule.path, "revisions"]);

  const known = new Set(previous.constants.map((c) => c.name));
  const keys = new Set(register.conditions.map((c) => c.key));
  for (const constant of schema.constants.filter((c) => !claimed.has(c.name) && !known.has(c.name))) {
    const base = constant.name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    let key = base;
    for (let n = 2; keys.has(key); n++) key = `${base}${n}`;
    keys.add(key);
    const why = `new in ${id} (${constant.location.file}:${constant.location.line}): write its summary and message, its statuses, how older revisions receive it (absent, whenAbsent), with citations`;
    const iface = schema.interfaces.find((i) => i.constant === constant.name);
    const code = { code: constant.value, constant: constant.name, interface: iface?.name, revisions: [id] };
    const summary = constant.doc.summary || `what ${constant.name} means`;
    const condition = { summary, message: constant.name, todo: why, codes: [{ ...code, match: "unique" }] };
    edit.addPair(["conditions"], key, condition, true);
    stub(["conditions", key], why);
  }
  const formatted = await timings.time("format", () => formatEdited(text, edit.apply(), REGISTER_PATH));
  parseYaml(formatted, REGISTER_PATH);
  return { text: formatted, applied, stubs };
}

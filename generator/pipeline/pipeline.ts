/**
 * The generator's stages, in order: load inputs (manifest, spec roots, pinned schema files) ->
 * extract (schema.ts -> SchemaModel) -> register (errors.yaml, citations) -> merge -> emit ->
 * format (Prettier, on a worker thread) alongside validate -> write or check. Each stage's module is
 * imported when the stage starts, so a stage's timing includes loading its dependencies (ts-morph)
 * and commands that stop early never load them; Prettier's thread starts with the pipeline so that
 * loading it overlaps extraction.
 */
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fail, type Diagnostic } from "../diagnostics/gen-error.ts";
import { loadManifest, MANIFEST_PATH } from "../inputs/load-manifest.ts";
import type { Manifest, ManifestRevision } from "../inputs/manifest.ts";
import type { MergedModel } from "../model/merged-model.ts";
import type { SchemaModel } from "../model/schema-model.ts";
import {
  assertOutputDirectory,
  compareTree,
  isUpToDate,
  type FileTree,
  type TreeComparison,
} from "../write/tree.ts";
import { clearLeftovers, lockDirectory, unattendedLeftovers } from "../write/replace-directory.ts";
import { writeTreeAtomic, type WriteHooks } from "../write/write-atomic.ts";
import { readSchema, type SchemaSource } from "../inputs/read-schema.ts";
import { resolveRoots, type ResolvedRoot } from "../inputs/resolve-roots.ts";
import { stableJson } from "../util/stable-json.ts";

export interface PipelineContext {
  /** Directory holding spec/revisions.yaml, spec/errors.yaml and templates/. */
  projectRoot: string;
  /** Relative --spec/--out paths resolve against this. */
  cwd: string;
  env: Record<string, string | undefined>;
  /** Root flag as the manifest names it ("--spec", "--prerelease-spec") -> directory given on the command line. */
  rootFlags: Record<string, string | undefined>;
}

/** Stage names as --timings reports them, in pipeline order; a run reports the ones it reached. */
export const STAGES = [
  "load",
  "extract",
  "register",
  "merge",
  "emit",
  "format",
  "validate",
  "write",
  "check",
] as const;
export type Stage = (typeof STAGES)[number];

export class StageTimings {
  private readonly ms = new Map<Stage, number>();

  async time<T>(stage: Stage, run: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      this.ms.set(stage, (this.ms.get(stage) ?? 0) + performance.now() - start);
    }
  }

  /** Milliseconds per stage, in pipeline order, rounded to 0.1 ms. */
  toJSON(): Partial<Record<Stage, number>> {
    const out: Partial<Record<Stage, number>> = {};
    for (const stage of STAGES) {
      const ms = this.ms.get(stage);
      if (ms !== undefined) out[stage] = Math.round(ms * 10) / 10;
    }
    return out;
  }
}

export interface LoadedInputs {
  manifest: Manifest;
  roots: Map<string, ResolvedRoot>;
  sources: SchemaSource[];
}

/** The manifest entries for `ids` (all of them when `ids` is empty); an unknown id is a usage error. */
export function selectRevisions(manifest: Manifest, ids: readonly string[]): ManifestRevision[] {
  if (ids.length === 0) return manifest.revisions;
  for (const id of ids)
    if (!manifest.revisions.some((r) => r.id === id))
      fail("usage/unknown-revision", { revision: id, known: manifest.revisions.map((r) => r.id) });
  return manifest.revisions.filter((r) => ids.includes(r.id));
}

export function resolveProjectRoots(
  ctx: PipelineContext,
  manifest: Manifest,
  needed: Iterable<string>,
): Map<string, ResolvedRoot> {
  return resolveRoots(manifest, needed, {
    flags: Object.fromEntries(manifest.roots.map((root) => [root.name, ctx.rootFlags[root.flag]])),
    env: ctx.env,
    cwd: ctx.cwd,
    projectRoot: ctx.projectRoot,
  });
}

/** Stage "load": the manifest, the spec roots the selected revisions need, and their schema files. */
export function loadInputs(
  ctx: PipelineContext,
  options: { revisions?: readonly string[]; verifyPins: boolean },
): LoadedInputs {
  const manifest = loadManifest(ctx.projectRoot, MANIFEST_PATH);
  const selected = selectRevisions(manifest, options.revisions ?? []);
  const roots = resolveProjectRoots(
    ctx,
    manifest,
    selected.map((r) => r.root),
  );
  const sources = selected.map((revision) => readSchema(revision, roots, { verifyPin: options.verifyPins }));
  return { manifest, roots, sources };
}

async function extractAll(sources: readonly SchemaSource[]): Promise<SchemaModel[]> {
  const { extractSchema } = await import("../extract/extract-schema.ts");
  return sources.map((source) => extractSchema(source));
}

export interface BuiltModel {
  manifest: Manifest;
  model: MergedModel;
}

/**
 * Stages load -> extract -> register -> merge: the merged model of every revision in the working
 * tree, or of `revisions` only; then only the spec roots those live in are needed, and only
 * citations into them are checked.
 */
export async function buildModel(
  ctx: PipelineContext,
  timings = new StageTimings(),
  options: { revisions?: readonly string[] } = {},
): Promise<BuiltModel> {
  const narrowed = options.revisions !== undefined && options.revisions.length > 0;
  const inputs = await timings.time("load", () =>
    loadInputs(ctx, { verifyPins: true, ...(narrowed ? { revisions: options.revisions } : {}) }),
  );
  const schemas = await timings.time("extract", () => extractAll(inputs.sources));
  const register = await timings.time("register", async () => {
    const { loadRegisterYaml } = await import("../register/load-register.ts");
    const { checkRegister } = await import("../check/check-register.ts");
    // Citations may point into roots no selected revision lives in; a narrowed model checks only
    // those into the roots it loaded.
    return checkRegister(loadRegisterYaml(ctx.projectRoot), {
      manifest: inputs.manifest,
      schemas,
      roots: (names) => resolveProjectRoots(ctx, inputs.manifest, names),
      ...(narrowed ? { only: new Set(inputs.roots.keys()) } : {}),
    });
  });
  const model = await timings.time("merge", async () => {
    const { buildMergedModel } = await import("../merge/build-merged.ts");
    return buildMergedModel(inputs.manifest, schemas, register);
  });
  return { manifest: inputs.manifest, model };
}

/** Stages emit -> format and validate: every output file, formatted, in memory. */
export async function renderOutput(
  ctx: PipelineContext,
  model: MergedModel,
  timings = new StageTimings(),
): Promise<FileTree> {
  const rendered = await timings.time("emit", async () => (await renderRelease(ctx, model)).files);
  return formatAndValidate(rendered, timings);
}

/**
 * Every target's files, unformatted, at the version the release plan gives: rendered at the last
 * release's version first, then (when the surface changed) again at the next version, with the
 * changelog that says why.
 */
export async function renderRelease(
  ctx: PipelineContext,
  model: MergedModel,
): Promise<{ files: FileTree; plan: import("../release/plan-release.ts").ReleasePlan }> {
  const { targets } = await import("./targets.ts");
  const { loadReleaseRecord } = await import("../release/baseline.ts");
  const { planRelease } = await import("../release/plan-release.ts");
  const { packageSurface } = await import("../release/surface.ts");
  const templatesRoot = join(ctx.projectRoot, "templates");
  const record = loadReleaseRecord(ctx.projectRoot);
  const renderTargets = (version: string): FileTree => {
    const files: FileTree = new Map();
    const owner = new Map<string, string>();
    for (const target of targets) {
      for (const [path, content] of target.render(model, { templatesRoot, version })) {
        const previous = owner.get(path);
        if (previous !== undefined)
          throw new Error(`output targets "${previous}" and "${target.name}" both emit ${path}`);
        owner.set(path, target.name);
        files.set(path, content);
      }
    }
    return files;
  };
  let files = renderTargets(record.version);
  const plan = planRelease(record, packageSurface(model, files));
  if (plan.version !== record.version) files = renderTargets(plan.version);
  const changelog = { entries: plan.entry ? [plan.entry, ...record.history] : record.history };
  for (const target of targets)
    if (target.renderChangelog) files.set("CHANGELOG.md", target.renderChangelog(templatesRoot, changelog));
  return { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), plan };
}

/** Stages validate, then format: every emitted file parses and type-checks before Prettier runs. */
export async function formatAndValidate(rendered: FileTree, timings = new StageTimings()): Promise<FileTree> {
  await timings.time("validate", async () => {
    const { validateOutput } = await import("../emit/validate-output.ts");
    validateOutput(rendered);
  });
  const { formatFiles } = await import("../emit/format.ts");
  return timings.time("format", () => formatFiles(rendered));
}

export interface GenerateOptions {
  /** Absolute output directory. */
  outDir: string;
  /** Compare with outDir instead of writing it. */
  check: boolean;
  hooks?: WriteHooks;
}

export interface GenerateResult {
  comparison: TreeComparison;
  /** True when the output directory was replaced (never in check mode, nor when it was up to date). */
  wrote: boolean;
  files: number;
  /** Problems that did not fail the run: scratch directories beside the output that remain. */
  warnings: Diagnostic[];
}

/** The whole pipeline. In check mode nothing is written; otherwise the output is replaced atomically when it changed. */
export async function generate(
  ctx: PipelineContext,
  options: GenerateOptions,
  timings = new StageTimings(),
): Promise<GenerateResult> {
  assertOutputDirectory(options.outDir, ctx.cwd);
  if (options.check) {
    const files = await renderAll(ctx, timings);
    const comparison = await timings.time("check", () => compareTree(options.outDir, files));
    return {
      comparison,
      wrote: false,
      files: files.size,
      warnings: unattendedLeftovers(options.outDir, ctx.cwd),
    };
  }
  // Held from the start, so a second run fails at once instead of after rendering.
  const lock = lockDirectory(options.outDir, ctx.cwd);
  try {
    const files = await renderAll(ctx, timings);
    return await timings.time("write", () => {
      const comparison = compareTree(options.outDir, files);
      if (isUpToDate(comparison)) {
        const warnings = clearLeftovers(options.outDir, ctx.cwd);
        return { comparison, wrote: false, files: files.size, warnings };
      }
      const { warnings } = writeTreeAtomic(options.outDir, files, {
        displayBase: ctx.cwd,
        hooks: options.hooks,
        lockHeld: true,
      });
      return { comparison, wrote: true, files: files.size, warnings };
    });
  } finally {
    lock.release();
  }
}

async function renderAll(ctx: PipelineContext, timings: StageTimings): Promise<FileTree> {
  const { model } = await buildModel(ctx, timings);
  return renderOutput(ctx, model, timings);
}

/** `gen --dump-model`: the schema model of the selected revisions as stable JSON (load and extract only). */
export async function renderSchemaDump(
  ctx: PipelineContext,
  revisions: readonly string[],
  timings = new StageTimings(),
): Promise<string> {
  const inputs = await timings.time("load", () => loadInputs(ctx, { revisions, verifyPins: true }));
  const models = await timings.time("extract", () => extractAll(inputs.sources));
  const { dumpSchemaModels } = await import("../extract/extract-schema.ts");
  return dumpSchemaModels(models);
}

/** `gen --dump-merged`: the merged model as stable JSON, narrowed to the selected revisions. */
export async function renderMergedDump(
  ctx: PipelineContext,
  revisions: readonly string[],
  timings = new StageTimings(),
): Promise<string> {
  // Check the ids before the expensive stages run.
  const selected = new Set(
    selectRevisions(loadManifest(ctx.projectRoot, MANIFEST_PATH), revisions).map((r) => r.id),
  );
  const { model } = await buildModel(ctx, timings);
  return stableJson(revisions.length === 0 ? model : narrowModel(model, selected));
}

/** The parts of a merged model that concern the given revisions. */
export function narrowModel(model: MergedModel, ids: ReadonlySet<string>): MergedModel {
  return {
    ...model,
    revisions: model.revisions.filter((r) => ids.has(r.id)),
    conditions: model.conditions.filter((c) => c.revisions.some((id) => ids.has(id))),
    translations: model.translations.filter((t) => ids.has(t.from) || ids.has(t.to)),
  };
}

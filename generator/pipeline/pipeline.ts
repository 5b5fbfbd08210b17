/**
 * The generator's stages, in order: load inputs (manifest, spec roots, pinned schema files) ->
 * extract (schema.ts -> SchemaModel) -> register (errors.yaml, citations) -> merge -> emit ->
 * format (Prettier, on a worker thread) alongside validate -> write or check. Each stage's module is
 * imported when the stage starts, so a stage's timing includes loading its dependencies (ts-morph)
 * and commands that stop early never load them; Prettier's thread starts with the pipeline so that
 * loading it overlaps extraction.
 */
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
import { formatFiles } from "../emit/format.ts";
import type { EmitTarget } from "../emit/target.ts";
import { loadReleaseRecord } from "../release/baseline.ts";
import { planRelease, type ReleasePlan } from "../release/plan-release.ts";
import { packageSurface, type PackageSurface } from "../release/surface.ts";
import { renderDerivedFiles, staleDerivedFiles, writeDerivedFiles } from "./derived-files.ts";
import { targets } from "./targets.ts";

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
    const { mergeModel } = await import("../merge/build-merged.ts");
    return mergeModel(inputs.manifest, schemas, register);
  });
  return { manifest: inputs.manifest, model };
}

/** Stages emit -> validate -> format: every output file, formatted, in memory. */
export async function renderOutput(
  ctx: PipelineContext,
  model: MergedModel,
  timings = new StageTimings(),
): Promise<FileTree> {
  const { files } = await timings.time("emit", () => renderRelease(ctx, model));
  await timings.time("validate", () => {
    for (const target of targets) target.validate?.(files);
  });
  return timings.time("format", () => formatFiles(files));
}

/**
 * Every target's files, unformatted, rendered once: the API the targets declare is compared with
 * the last release's, and the target that carries the release renders its version and changelog
 * from that plan.
 */
export async function renderRelease(
  ctx: PipelineContext,
  model: MergedModel,
): Promise<{ files: FileTree; plan: ReleasePlan; surface: PackageSurface }> {
  const record = loadReleaseRecord(ctx.projectRoot);
  const files: FileTree = new Map();
  const owner = new Map<string, string>();
  const add = (target: EmitTarget, rendered: Map<string, string>) => {
    for (const [path, content] of rendered) {
      const previous = owner.get(path);
      if (previous !== undefined)
        throw new Error(`output targets "${previous}" and "${target.name}" both emit ${path}`);
      owner.set(path, target.name);
      files.set(path, content);
    }
  };
  for (const target of targets) add(target, target.render(model, ctx.projectRoot));
  const surface = packageSurface(model, Object.assign({}, ...targets.map((t) => t.api(files))));
  const plan = planRelease(record, surface);
  const changelog = { entries: plan.entry ? [plan.entry, ...record.history] : record.history };
  for (const target of targets)
    if (target.renderRelease)
      add(target, target.renderRelease(model, { version: plan.version, changelog }, ctx.projectRoot));
  return { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), plan, surface };
}

export interface GenerateOptions {
  /** Absolute output directory. */
  outDir: string;
  /** Compare with outDir instead of writing it. */
  check: boolean;
  /** Also the project's other derived files (derived-files.ts): when the output is the project's own. */
  derived?: boolean;
  hooks?: WriteHooks;
}

export interface GenerateResult {
  comparison: TreeComparison;
  /** True when the output directory was replaced (never in check mode, nor when it was up to date). */
  wrote: boolean;
  files: number;
  /** Problems that did not fail the run: scratch directories beside the output that remain. */
  warnings: Diagnostic[];
  /** Derived files outside the output that were stale (check mode) or rewritten, by project path. */
  derived: string[];
}

/** The whole pipeline. In check mode nothing is written; otherwise the output is replaced atomically when it changed. */
export async function generate(
  ctx: PipelineContext,
  options: GenerateOptions,
  timings = new StageTimings(),
): Promise<GenerateResult> {
  assertOutputDirectory(options.outDir, ctx.cwd);
  if (options.check) {
    const { files, derived } = await renderAll(ctx, timings, options.derived ?? false);
    const comparison = await timings.time("check", () => compareTree(options.outDir, files));
    return {
      comparison,
      wrote: false,
      files: files.size,
      warnings: unattendedLeftovers(options.outDir, ctx.cwd),
      derived: staleDerivedFiles(ctx.projectRoot, derived),
    };
  }
  // Held from the start, so a second run fails at once instead of after rendering.
  const lock = lockDirectory(options.outDir, ctx.cwd);
  try {
    const { files, derived } = await renderAll(ctx, timings, options.derived ?? false);
    return await timings.time("write", () => {
      const comparison = compareTree(options.outDir, files);
      if (isUpToDate(comparison)) {
        const warnings = clearLeftovers(options.outDir, ctx.cwd);
        return {
          comparison,
          wrote: false,
          files: files.size,
          warnings,
          derived: writeDerivedFiles(ctx.projectRoot, derived),
        };
      }
      const { warnings } = writeTreeAtomic(options.outDir, files, {
        displayBase: ctx.cwd,
        hooks: options.hooks,
        lockHeld: true,
      });
      return {
        comparison,
        wrote: true,
        files: files.size,
        warnings,
        derived: writeDerivedFiles(ctx.projectRoot, derived),
      };
    });
  } finally {
    lock.release();
  }
}

async function renderAll(
  ctx: PipelineContext,
  timings: StageTimings,
  withDerived: boolean,
): Promise<{ files: FileTree; derived: FileTree }> {
  const { model } = await buildModel(ctx, timings);
  const files = await renderOutput(ctx, model, timings);
  const derived = withDerived
    ? await timings.time("emit", () => renderDerivedFiles(ctx.projectRoot, model))
    : new Map();
  return { files, derived };
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

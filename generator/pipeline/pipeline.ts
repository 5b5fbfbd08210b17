/**
 * The stages: load -> extract -> register -> merge -> emit -> validate -> format -> write or check.
 * Each imports its module when it starts: its time includes loading it, and early exits never do.
 */
import { fail } from "../diagnostics/gen-error.ts";
import { conformanceTarget } from "../emit/conformance/target.ts";
import { formatFiles } from "../emit/format.ts";
import { goTarget } from "../emit/go/target.ts";
import { jsonTarget } from "../emit/json/target.ts";
import { mcpErrorsTarget } from "../emit/mcp-errors/target.ts";
import type { EmitTarget } from "../emit/target.ts";
import { loadManifest, parseManifest } from "../inputs/load-manifest.ts";
import type { Manifest, ManifestRevision } from "../inputs/manifest.ts";
import { readSchema } from "../inputs/read-schema.ts";
import { resolveRoots } from "../inputs/resolve-roots.ts";
import type { MergedModel } from "../model/merged-model.ts";
import { loadReleaseRecord } from "../release/baseline.ts";
import { planRelease } from "../release/plan-release.ts";
import { loadRegisterYaml } from "../register/load-register.ts";
import { packageSurface } from "../release/surface.ts";
import { stableJson } from "../util/stable-json.ts";
import {
  clearLeftovers,
  lockDirectory,
  unattendedLeftovers,
  writeTreeAtomic,
  type WriteHooks,
} from "../write/replace-directory.ts";
import { assertOutputDirectory, compareTree, isUpToDate, type FileTree } from "../write/tree.ts";
import { renderDerivedFiles, syncDerivedFiles } from "./derived-files.ts";
import { filesAtGitRef } from "./model-at-ref.ts";

/** The output targets, each rendering into a subtree of generated/ (see DEVELOPERS.md to add one). */
export const targets: readonly EmitTarget[] = [mcpErrorsTarget, jsonTarget, goTarget, conformanceTarget];

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
    const ms = (stage: Stage) => Math.round((this.ms.get(stage) ?? 0) * 10) / 10;
    return Object.fromEntries(STAGES.filter((stage) => this.ms.has(stage)).map((s) => [s, ms(s)]));
  }
}

/** The manifest entries for `ids` (all of them when `ids` is empty); an unknown id is a usage error. */
function selectRevisions(manifest: Manifest, ids: readonly string[] = []): ManifestRevision[] {
  const known = manifest.revisions.map((r) => r.id);
  const unknown = ids.find((id) => !known.includes(id));
  if (unknown !== undefined) fail("usage/unknown-revision", { revision: unknown, known });
  return ids.length === 0 ? manifest.revisions : manifest.revisions.filter((r) => ids.includes(r.id));
}

export function resolveProjectRoots(ctx: PipelineContext, manifest: Manifest, needed: Iterable<string>) {
  const flags = Object.fromEntries(manifest.roots.map((root) => [root.name, ctx.rootFlags[root.flag]]));
  return resolveRoots(manifest, needed, { flags, env: ctx.env, cwd: ctx.cwd, projectRoot: ctx.projectRoot });
}

type LoadOptions = { revisions?: readonly string[]; gitRef?: string };

/**
 * Stage "load": the manifest, the spec roots the selected revisions need, their schema files and a
 * reader of the register; at `gitRef`, the manifest and register committed there and the schemas they pin.
 */
export function loadInputs(ctx: PipelineContext, options: LoadOptions & { verifyPins: boolean }) {
  const { gitRef, verifyPins: verifyPin } = options;
  const at = gitRef === undefined ? undefined : filesAtGitRef(ctx.projectRoot, gitRef);
  const manifest = at ? parseManifest(at.manifest()) : loadManifest(ctx.projectRoot);
  const selected = selectRevisions(manifest, options.revisions);
  const roots = resolveProjectRoots(ctx, manifest, new Set(selected.map((r) => r.root)));
  const sources = selected.map((revision) =>
    at ? at.schema(revision, roots, manifest.upstream.commit) : readSchema(revision, roots, { verifyPin }),
  );
  return { manifest, roots, sources, register: at?.register ?? (() => loadRegisterYaml(ctx.projectRoot)) };
}

/** Stages load -> extract: the selected revisions' inputs and their schema models. */
async function extractRevisions(ctx: PipelineContext, timings: StageTimings, load: LoadOptions) {
  const inputs = await timings.time("load", () => loadInputs(ctx, { ...load, verifyPins: true }));
  const schemas = await timings.time("extract", async () => {
    const { extractSchema } = await import("../extract/extract-schema.ts");
    return inputs.sources.map((source) => extractSchema(source));
  });
  return { inputs, schemas };
}

/**
 * Stages load -> extract -> register -> merge: the merged model of every revision, or of `revisions`
 * only (then only their spec roots are needed, and only citations into those are checked); or the
 * model at `gitRef`, whose citations are not re-checked (its roots may have moved on since).
 */
export async function buildModel(ctx: PipelineContext, timings = new StageTimings(), load: LoadOptions = {}) {
  const { inputs, schemas } = await extractRevisions(ctx, timings, load);
  const atRef = load.gitRef !== undefined;
  const register = await timings.time("register", async () => {
    const { checkRegister } = await import("../check/check-register.ts");
    return checkRegister(inputs.register(), {
      manifest: inputs.manifest,
      schemas,
      ...(!atRef && { roots: (names) => resolveProjectRoots(ctx, inputs.manifest, names) }),
      ...(load.revisions?.length ? { only: new Set(inputs.roots.keys()) } : {}),
    });
  });
  const model = await timings.time("merge", async () => {
    const { buildMergedModel, mergeModel } = await import("../merge/build-merged.ts");
    return (atRef ? buildMergedModel : mergeModel)(inputs.manifest, schemas, register);
  });
  return { manifest: inputs.manifest, model };
}

/** The working tree's model (of `revisions` only, when given), or a git ref's; each build's stages in `timings`. */
export function createModelLoader(ctx: PipelineContext, timings?: StageTimings) {
  return async (at?: LoadOptions) => (await buildModel(ctx, timings, at)).model;
}

/** Stages emit -> validate -> format: every output file, formatted, in memory. */
export async function renderOutput(ctx: PipelineContext, model: MergedModel, timings: StageTimings) {
  const { files } = await timings.time("emit", () => renderRelease(ctx, model));
  await timings.time("validate", () => targets.forEach((target) => target.validate?.(files)));
  return timings.time("format", () => formatFiles(files));
}

/**
 * Every target's files, unformatted: the API the targets declare is compared with the last release's,
 * and the target that carries the release renders its version and changelog from that plan.
 */
export async function renderRelease(ctx: PipelineContext, model: MergedModel) {
  const record = loadReleaseRecord(ctx.projectRoot);
  const files: FileTree = new Map();
  const add = (target: EmitTarget, rendered: Map<string, string>) => {
    for (const [path, content] of rendered) {
      if (files.has(path)) throw new Error(`output target "${target.name}" emits ${path} a second time`);
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

/**
 * The whole pipeline: replaces the absolute `outDir` atomically when it changed, or only compares it
 * (`check`); with `derived`, the project's derived files outside it too. Returns the scratch
 * directories left beside it as `warnings`, and the derived files stale or rewritten as `derived`.
 */
export async function generate(
  ctx: PipelineContext,
  options: { outDir: string; check: boolean; derived?: boolean; hooks?: WriteHooks },
  timings = new StageTimings(),
) {
  const { outDir, check } = options;
  assertOutputDirectory(outDir, ctx.cwd);
  // Held from the start, so a second run fails at once instead of after rendering.
  const lock = check ? undefined : lockDirectory(outDir, ctx.cwd);
  try {
    const { model } = await buildModel(ctx, timings);
    const files = await renderOutput(ctx, model, timings);
    const derived: FileTree = options.derived
      ? await timings.time("emit", () => renderDerivedFiles(ctx.projectRoot, model))
      : new Map();
    return await timings.time(check ? "check" : "write", () => {
      const comparison = compareTree(outDir, files);
      const wrote = !check && !isUpToDate(comparison);
      const { warnings } = wrote
        ? writeTreeAtomic(outDir, files, { displayBase: ctx.cwd, hooks: options.hooks, lockHeld: true })
        : { warnings: (check ? unattendedLeftovers : clearLeftovers)(outDir, ctx.cwd) };
      const changed = syncDerivedFiles(ctx.projectRoot, derived, !check);
      return { comparison, wrote, files: files.size, warnings, derived: changed };
    });
  } finally {
    lock?.release();
  }
}

/** `gen --dump-model` (load and extract only) or `--dump-merged`, narrowed to `revisions`, as stable JSON. */
export async function renderDump(
  ctx: PipelineContext,
  mode: "--dump-model" | "--dump-merged",
  revisions: readonly string[],
  timings: StageTimings,
) {
  if (mode === "--dump-model") {
    const { schemas } = await extractRevisions(ctx, timings, { revisions });
    return stableJson(schemas);
  }
  // The ids are checked before the expensive stages run.
  const ids = new Set(selectRevisions(loadManifest(ctx.projectRoot), revisions).map((r) => r.id));
  const { model } = await buildModel(ctx, timings);
  if (revisions.length === 0) return stableJson(model);
  return stableJson({
    ...model,
    revisions: model.revisions.filter((r) => ids.has(r.id)),
    conditions: model.conditions.filter((c) => c.revisions.some((id) => ids.has(id))),
    translations: model.translations.filter((t) => ids.has(t.from) || ids.has(t.to)),
  });
}

/**
 * The stages: load -> register -> extract -> cross-check -> merge -> emit -> validate -> format ->
 * write or check. Each imports its module when it starts: its time includes loading it, and early
 * exits never do (a refused register loads neither ts-morph, nor Prettier, nor a target).
 */
import { fail } from "../diagnostics/gen-error.ts";
import { withRevisionEntries } from "../export/export-model.ts";
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
import { loadComparisonIfAny } from "../sdk-comparison/load.ts";
import { stableJson } from "../util/stable-json.ts";
import {
  clearLeftovers,
  lockDirectory,
  unattendedLeftovers,
  writeTreeAtomic,
  type WriteHooks,
} from "../write/replace-directory.ts";
import { assertOutputDirectory, compareTree, isUpToDate, type FileTree } from "../write/tree.ts";
import { filesAtGitRef } from "./model-at-ref.ts";

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
  "register",
  "extract",
  "cross-check",
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

/** Stage "extract": the schema model of each source that `load` read. */
async function extractSchemas(sources: ReturnType<typeof loadInputs>["sources"], timings: StageTimings) {
  return timings.time("extract", async () => {
    const { extractSchema } = await import("../extract/extract-schema.ts");
    return sources.map((source) => extractSchema(source));
  });
}

/**
 * Stages load -> register -> extract -> cross-check -> merge: the merged model of every revision, or
 * of `revisions` only (then only their spec roots are needed, and only citations into those are
 * checked); or the model at `gitRef`, whose citations are not re-checked (its roots may have moved on
 * since). The register is checked on its own before any schema is extracted: a typo in it is refused
 * without the cost of ts-morph; its claims against the schemas are checked once they are extracted.
 */
export async function buildModel(ctx: PipelineContext, timings = new StageTimings(), load: LoadOptions = {}) {
  const inputs = await timings.time("load", () => loadInputs(ctx, { ...load, verifyPins: true }));
  const atRef = load.gitRef !== undefined;
  const checks = () => import("../check/check-register.ts");
  const registerInputs = {
    manifest: inputs.manifest,
    ...(!atRef && { roots: (names: readonly string[]) => resolveProjectRoots(ctx, inputs.manifest, names) }),
    ...(load.revisions?.length ? { only: new Set(inputs.roots.keys()) } : {}),
  };
  const checked = await timings.time("register", async () =>
    (await checks()).checkRegisterAlone(inputs.register(), registerInputs),
  );
  const schemas = await extractSchemas(inputs.sources, timings);
  const register = await timings.time("cross-check", async () =>
    (await checks()).checkRegisterAgainstSchemas(checked, { ...registerInputs, schemas }),
  );
  const model = await timings.time("merge", async () => {
    const { buildMergedModel, mergeModel } = await import("../merge/build-merged.ts");
    return (atRef ? buildMergedModel : mergeModel)(inputs.manifest, schemas, register);
  });
  return { manifest: inputs.manifest, model, schemas };
}

/** The working tree's model (of `revisions` only, when given), or a git ref's; each build's stages in `timings`. */
export function createModelLoader(ctx: PipelineContext, timings?: StageTimings) {
  return async (at?: LoadOptions) => (await buildModel(ctx, timings, at)).model;
}

/** Stages emit -> validate -> format: every output file, formatted, in memory. */
export async function renderOutput(ctx: PipelineContext, model: MergedModel, timings: StageTimings) {
  const { files } = await timings.time("emit", () => renderRelease(ctx, model));
  await timings.time("validate", async () => {
    const { targets } = await import("./targets.ts");
    for (const target of targets) target.validate?.(files);
  });
  return timings.time("format", async () => (await import("../emit/format.ts")).formatFiles(files));
}

/**
 * Every target's files, unformatted: the API the targets declare is compared with the last release's,
 * and the target that carries the release renders its version and changelog from that plan.
 */
export async function renderRelease(ctx: PipelineContext, model: MergedModel) {
  const { targets } = await import("./targets.ts");
  const record = loadReleaseRecord(ctx.projectRoot);
  const files: FileTree = new Map();
  const add = (target: EmitTarget, rendered: Map<string, string>) => {
    for (const [path, content] of rendered) {
      if (files.has(path)) throw new Error(`output target "${target.name}" emits ${path} a second time`);
      files.set(path, content);
    }
  };
  const { plan, surface } = withRevisionEntries(() => {
    for (const target of targets) add(target, target.render(model, ctx.projectRoot));
    const surface = packageSurface(model, Object.assign({}, ...targets.map((t) => t.api(files))));
    const plan = planRelease(record, surface);
    const changelog = { entries: plan.entry ? [plan.entry, ...record.history] : record.history };
    for (const target of targets)
      if (target.renderRelease)
        add(target, target.renderRelease(model, { version: plan.version, changelog }, ctx.projectRoot));
    return { plan, surface };
  });
  return { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), plan, surface };
}

/**
 * The whole pipeline: replaces the absolute `outDir` atomically when it changed, or only compares it
 * (`check`); with `derived`, the project's derived files outside it too. Returns the scratch
 * directories left beside it as `warnings`, the derived files stale or rewritten as `derived`, and
 * the merged model it rendered.
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
    // Read with the inputs, so a malformed comparison stops gen before the model is built.
    const comparison = options.derived
      ? await timings.time("load", () => loadComparisonIfAny(ctx.projectRoot))
      : undefined;
    const { model } = await buildModel(ctx, timings);
    const files = await renderOutput(ctx, model, timings);
    const derivedFiles = () => import("./derived-files.ts");
    const derived: FileTree = options.derived
      ? await timings.time("emit", async () =>
          (await derivedFiles()).renderDerivedFiles(ctx.projectRoot, model, comparison),
        )
      : new Map();
    return await timings.time(check ? "check" : "write", async () => {
      const comparison = compareTree(outDir, files);
      const wrote = !check && !isUpToDate(comparison);
      const { warnings } = wrote
        ? writeTreeAtomic(outDir, files, { displayBase: ctx.cwd, hooks: options.hooks, lockHeld: true })
        : { warnings: (check ? unattendedLeftovers : clearLeftovers)(outDir, ctx.cwd) };
      const changed =
        derived.size === 0 ? [] : (await derivedFiles()).syncDerivedFiles(ctx.projectRoot, derived, !check);
      return { comparison, wrote, files: files.size, warnings, derived: changed, model };
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
    const { sources } = await timings.time("load", () => loadInputs(ctx, { revisions, verifyPins: true }));
    return stableJson(await extractSchemas(sources, timings));
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

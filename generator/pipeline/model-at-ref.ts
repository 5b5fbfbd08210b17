/**
 * The merged model as of a git ref, for `diff --against <ref>`. The ref's spec/revisions.yaml and
 * spec/errors.yaml are read with `git show`, and the model is built from them with the working
 * tree's spec roots. Positions in them are named "<ref>:spec/errors.yaml", so an error in the
 * ref's register, or a change that points into it, is not mistaken for the working tree's file.
 * A schema whose pin at the ref differs from the file in the root (the ref pins another spec
 * commit) is read from the root's git history when the root is a clone that has that commit.
 *
 * Citations are not re-checked: they were checked when the ref was committed, and the spec root
 * may now be at another commit.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { MANIFEST_PATH, parseManifest } from "../inputs/load-manifest.ts";
import { displayPath, type Manifest, type ManifestRevision } from "../inputs/manifest.ts";
import type { MergedModel } from "../model/merged-model.ts";
import { buildModel, type PipelineContext } from "./pipeline.ts";
import { REGISTER_PATH } from "../register/load-register.ts";
import { MAX_INPUT_BYTES, readInputFile, type SchemaSource } from "../inputs/read-schema.ts";
import { resolveRoots, type ResolvedRoot } from "../inputs/resolve-roots.ts";
import { sha256 } from "../util/hash.ts";
import { decodeInputText } from "../util/input-text.ts";
import { parseYaml } from "../util/yaml-document.ts";

const GIT_MAX_BUFFER = 64 * 1024 * 1024;

export type ModelLoader = (at?: { gitRef?: string; revisions?: readonly string[] }) => Promise<MergedModel>;

/** What `runDiff` needs as `loadModel`: the working tree's model (all or some revisions), or a git ref's. */
export function createModelLoader(ctx: PipelineContext): ModelLoader {
  return async (at) =>
    at?.gitRef !== undefined
      ? loadModelAtGitRef(at.gitRef, ctx)
      : (await buildModel(ctx, undefined, at?.revisions ? { revisions: at.revisions } : {})).model;
}

export async function loadModelAtGitRef(gitRef: string, ctx: PipelineContext): Promise<MergedModel> {
  const commit = resolveCommit(ctx.projectRoot, gitRef);
  const manifestFile = `${gitRef}:${MANIFEST_PATH}`;
  const manifest = parseManifest(
    parseYaml(fileAtCommit(ctx.projectRoot, commit, MANIFEST_PATH, gitRef), manifestFile),
  );
  const roots = resolveRoots(
    manifest,
    manifest.revisions.map((r) => r.root),
    { flags: ctx.rootFlags, env: ctx.env, cwd: ctx.cwd, projectRoot: ctx.projectRoot },
  );
  const sources = manifest.revisions.map((revision) => schemaAtRef(revision, manifest, roots, gitRef));
  const registerText = fileAtCommit(ctx.projectRoot, commit, REGISTER_PATH, gitRef);
  const { extractSchema } = await import("../extract/extract-schema.ts");
  const { checkRegister } = await import("../check/check-register.ts");
  const { buildMergedModel } = await import("../merge/build-merged.ts");
  const schemas = sources.map((source) => extractSchema(source));
  const register = checkRegister(parseYaml(registerText, `${gitRef}:${REGISTER_PATH}`), {
    manifest,
    schemas,
  });
  return buildMergedModel(manifest, schemas, register);
}

/**
 * `git diff -U0` of the project's input files (the register and the manifest) between the ref and
 * the working tree, by path; files without changes are left out.
 */
export function inputDiffsSince(projectRoot: string, gitRef: string): Map<string, string> {
  const commit = resolveCommit(projectRoot, gitRef);
  const diffs = new Map<string, string>();
  for (const path of [REGISTER_PATH, MANIFEST_PATH]) {
    const text = git(projectRoot, [
      "diff",
      "--no-color",
      "--no-ext-diff",
      "-U0",
      commit,
      "--",
      path,
    ]).toString();
    if (text.trim() !== "") diffs.set(path, text);
  }
  return diffs;
}

/**
 * Git finds the repository from `cwd` (the project root, or a spec root): variables that point it
 * elsewhere, as a git hook's environment does, are dropped.
 */
const REPOSITORY_VARIABLES = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_COMMON_DIR",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
];

function git(cwd: string, args: string[]): Buffer {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !REPOSITORY_VARIABLES.includes(name)),
  );
  return execFileSync("git", args, {
    cwd,
    env,
    maxBuffer: GIT_MAX_BUFFER,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function gitFailure(error: unknown): string {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
  return stderr ? (stderr.split("\n")[0] ?? stderr) : (error as Error).message;
}

/** The commit a ref names; refs that look like options are refused before git sees them. */
export function resolveCommit(projectRoot: string, gitRef: string): string {
  if (gitRef === "" || gitRef.startsWith("-"))
    fail("usage/unknown-git-ref", { ref: gitRef, reason: "not a ref name" });
  try {
    return git(projectRoot, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${gitRef}^{commit}`])
      .toString()
      .trim();
  } catch (error) {
    const reason = gitFailure(error);
    return fail("usage/unknown-git-ref", {
      ref: gitRef,
      reason: reason.startsWith("Command failed") ? "no such commit, branch or tag" : reason,
    });
  }
}

/**
 * A project file as committed at `commit` (`./` keeps the path relative to the project root),
 * held to the limits of any input file.
 */
function fileAtCommit(projectRoot: string, commit: string, path: string, gitRef: string): string {
  const display = `${gitRef}:${path}`;
  let bytes: Buffer;
  try {
    bytes = git(projectRoot, ["show", "--end-of-options", `${commit}:./${path}`]);
  } catch {
    return fail("spec/missing-at-ref", { ref: gitRef, path }, { file: display });
  }
  if (bytes.length > MAX_INPUT_BYTES)
    fail(
      "spec/file-too-large",
      { path: display, size: bytes.length, limit: MAX_INPUT_BYTES },
      { file: display },
    );
  if (bytes.toString("latin1").trim() === "") fail("spec/file-empty", { path: display }, { file: display });
  return decodeInputText(bytes, display);
}

/** The schema the ref pins: the root's file when its hash matches, else the root's git history. */
function schemaAtRef(
  revision: ManifestRevision,
  manifest: Manifest,
  roots: Map<string, ResolvedRoot>,
  gitRef: string,
): SchemaSource {
  const root = roots.get(revision.root);
  if (!root) throw new Error(`spec root ${revision.root} was not resolved`);
  const path = join(root.dir, revision.schema);
  const display = displayPath(revision.root, revision.schema);
  if (existsSync(path)) {
    const file = readInputFile(path, display, { root: root.dir });
    if (file.sha256 === revision.sha256) return { revision, path, display, ...file };
  }
  // Only the "spec" root is a clone of the upstream repository, pinned by upstream.commit.
  if (revision.root === "spec") {
    try {
      const bytes = git(root.dir, [
        "show",
        "--end-of-options",
        `${manifest.upstream.commit}:./${revision.schema}`,
      ]);
      if (sha256(bytes) === revision.sha256)
        return { revision, path, display, text: bytes.toString("utf8"), sha256: revision.sha256 };
    } catch {
      // Not a clone, or the commit is missing: reported below.
    }
  }
  return fail(
    "spec/ref-schema-unavailable",
    { revision: revision.id, ref: gitRef, path: display, pinned: revision.sha256 },
    { file: display },
  );
}

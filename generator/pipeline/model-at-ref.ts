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
import { MAX_INPUT_BYTES, readInputFile, type SchemaSource } from "../inputs/read-schema.ts";
import type { ResolvedRoot } from "../inputs/resolve-roots.ts";
import type { EditedFile } from "../diff/build-report.ts";
import type { MergedModel } from "../model/merged-model.ts";
import { REGISTER_PATH } from "../register/load-register.ts";
import { sha256 } from "../util/hash.ts";
import { decodeInputText } from "../util/input-text.ts";
import { parseYaml } from "../util/yaml-document.ts";
import { buildModel, resolveProjectRoots, type PipelineContext } from "./pipeline.ts";

/** The working tree's model (of every revision, or of `revisions` only), or a git ref's. */
export type ModelLoader = (at?: { gitRef?: string; revisions?: readonly string[] }) => Promise<MergedModel>;

export function createModelLoader(ctx: PipelineContext): ModelLoader {
  return async (at) =>
    at?.gitRef !== undefined
      ? loadModelAtGitRef(at.gitRef, ctx)
      : (await buildModel(ctx, undefined, { revisions: at?.revisions ?? [] })).model;
}

export async function loadModelAtGitRef(gitRef: string, ctx: PipelineContext): Promise<MergedModel> {
  const commit = resolveCommit(ctx.projectRoot, gitRef);
  const manifestText = fileAtCommit(ctx.projectRoot, commit, MANIFEST_PATH, gitRef);
  const manifest = parseManifest(parseYaml(manifestText, `${gitRef}:${MANIFEST_PATH}`));
  const roots = resolveProjectRoots(
    ctx,
    manifest,
    manifest.revisions.map((r) => r.root),
  );
  const registerText = fileAtCommit(ctx.projectRoot, commit, REGISTER_PATH, gitRef);
  const { extractSchema } = await import("../extract/extract-schema.ts");
  const { checkRegister } = await import("../check/check-register.ts");
  const { buildMergedModel } = await import("../merge/build-merged.ts");
  const schemas = manifest.revisions.map((r) => extractSchema(schemaAtRef(r, manifest, roots, gitRef)));
  const register = checkRegister(parseYaml(registerText, `${gitRef}:${REGISTER_PATH}`), {
    manifest,
    schemas,
  });
  return buildMergedModel(manifest, schemas, register);
}

/**
 * The project's input files (the register and the manifest) that differ between the ref and the
 * working tree, by path: the working tree's text and the lines `git diff -U0` marks as edited.
 */
export function inputFilesSince(projectRoot: string, gitRef: string): Map<string, EditedFile> {
  const commit = resolveCommit(projectRoot, gitRef);
  const files = new Map<string, EditedFile>();
  for (const path of [REGISTER_PATH, MANIFEST_PATH]) {
    const diff = git(projectRoot, [
      "diff",
      "--no-color",
      "--no-ext-diff",
      "-U0",
      commit,
      "--",
      path,
    ]).toString();
    const edited = parseEditedLines(diff);
    if (edited.length > 0)
      files.set(path, { text: readInputFile(join(projectRoot, path), path).text, edited });
  }
  return files;
}

/** The working tree's lines (1-based) that a unified diff changes; a deletion marks the line after it. */
export function parseEditedLines(unifiedDiff: string): number[] {
  const lines: number[] = [];
  for (const match of unifiedDiff.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count === 0) lines.push(start + 1);
    for (let i = 0; i < count; i += 1) lines.push(start + i);
  }
  return [...new Set(lines)].sort((a, b) => a - b);
}

/**
 * Git finds the repository from `cwd` (the project root, or a spec root): variables that point it
 * elsewhere, as a git hook's environment does, are dropped.
 */
const REPOSITORY_VARIABLES = new Set([
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_COMMON_DIR",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
]);

function git(cwd: string, args: string[]): Buffer {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !REPOSITORY_VARIABLES.has(name)),
  );
  return execFileSync("git", args, {
    cwd,
    env,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The commit a ref names; refs that look like options are refused before git sees them. */
export function resolveCommit(projectRoot: string, gitRef: string): string {
  if (gitRef === "" || gitRef.startsWith("-"))
    fail("usage/unknown-git-ref", { ref: gitRef, reason: "not a ref name" });
  try {
    const args = ["rev-parse", "--verify", "--quiet", "--end-of-options", `${gitRef}^{commit}`];
    return git(projectRoot, args).toString().trim();
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    const message = (error as Error).message;
    const reason = stderr
      ? (stderr.split("\n")[0] ?? stderr)
      : message.startsWith("Command failed")
        ? "no such commit, branch or tag"
        : message;
    return fail("usage/unknown-git-ref", { ref: gitRef, reason });
  }
}

/** A project file as committed (`./` keeps its path relative to the project), within the input limits. */
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

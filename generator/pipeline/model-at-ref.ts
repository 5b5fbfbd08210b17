/** `diff --against <ref>`: the model's inputs as a git ref has them, and the lines edited since. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { locate, type ChangeLocation, type DiffReport } from "../diff/report.ts";
import { MANIFEST_PATH } from "../inputs/load-manifest.ts";
import { displayPath, type ManifestRevision } from "../inputs/manifest.ts";
import { inputText, MAX_INPUT_BYTES, readInputFile, type SchemaSource } from "../inputs/read-schema.ts";
import type { ResolvedRoot } from "../inputs/resolve-roots.ts";
import { REGISTER_PATH } from "../register/load-register.ts";
import { git, repositoryRefusal } from "../util/git.ts";
import { parseYaml } from "../util/yaml-document.ts";

/** A commit's manifest and register (named "<ref>:spec/errors.yaml"), and the schemas its manifest pins. */
export function filesAtGitRef(projectRoot: string, gitRef: string) {
  const commit = resolveCommit(projectRoot, gitRef);
  const read = (path: string) =>
    parseYaml(fileAtCommit(projectRoot, commit, path, gitRef), `${gitRef}:${path}`);
  return {
    manifest: () => read(MANIFEST_PATH),
    register: () => read(REGISTER_PATH),
    schema: (revision: ManifestRevision, roots: Map<string, ResolvedRoot>, upstream: string) =>
      schemaAtRef(revision, roots, upstream, gitRef),
  };
}

/**
 * Locations in the register and the manifest moved to the line edited since the ref, if the entry has
 * one: a change points at what was edited, not at the start of the register entry holding it.
 */
export function pointAtEditsSince(report: DiffReport, projectRoot: string, gitRef: string): DiffReport {
  const commit = resolveCommit(projectRoot, gitRef);
  const files = new Map<string, { text: string; edited: number[] }>();
  for (const path of [REGISTER_PATH, MANIFEST_PATH]) {
    const diff = git(["diff", "--no-color", "--no-ext-diff", "-U0", commit, "--", path], projectRoot);
    if (diff.status !== 0) throw new Error(`git diff ${commit} -- ${path} failed: ${diff.stderr}`);
    const edited = parseEditedLines(diff.stdout.toString());
    if (edited.length > 0)
      files.set(path, { text: readInputFile(join(projectRoot, path), path).text, edited });
  }
  const refine = <T extends { location?: ChangeLocation }>(item: T): T => {
    const file = item.location && files.get(item.location.file);
    if (!item.location || !file) return item;
    const line = editedLineWithin(file.text, item.location.line, file.edited);
    if (line === undefined || line === item.location.line) return item;
    return { ...item, location: locate({ file: item.location.file, line }) };
  };
  return { ...report, changes: report.changes.map(refine), groups: report.groups.map(refine) };
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
 * The first edited line within the YAML block that starts at `line` (the line and the lines below
 * it that are indented further). A fact's location may be a sibling of what was edited (a
 * condition's code entry, when its HTTP entry changed), so when the block has no edited line, the
 * enclosing blocks are tried in turn, up to (not including) the file's top-level sections.
 */
export function editedLineWithin(text: string, line: number, edited: readonly number[]): number | undefined {
  const lines = text.split("\n");
  const indentOf = (n: number) => {
    const content = lines[n - 1] ?? "";
    return content.trim() === "" ? undefined : content.length - content.trimStart().length;
  };
  for (let start = line, indent = indentOf(start); indent !== undefined && indent > 0;) {
    let end = start;
    while (end < lines.length && (indentOf(end + 1) ?? Infinity) > indent) end += 1;
    const hit = edited.find((n) => n >= start && n <= end);
    if (hit !== undefined) return hit;
    while (start > 1 && (indentOf(start - 1) ?? Infinity) >= indent) start -= 1;
    start -= 1; // Above line 1 there is no indent, which ends the walk.
    indent = indentOf(start);
  }
  return undefined;
}

/** The commit a ref names; refs that look like options are refused before git sees them. */
function resolveCommit(projectRoot: string, gitRef: string): string {
  if (gitRef === "" || gitRef.startsWith("-"))
    fail("usage/unknown-git-ref", { ref: gitRef, reason: "not a ref name" });
  const args = ["rev-parse", "--verify", "--quiet", "--end-of-options", `${gitRef}^{commit}`];
  const run = git(args, projectRoot);
  if (run.status === 0) return run.stdout.toString().trim();
  // git's own reason, where it refused the repository (--quiet silences only a missing ref).
  const refusal = repositoryRefusal(run);
  if (refusal) fail("usage/git-refused", { dir: projectRoot, ...refusal });
  const stderr = run.stderr.trim().split("\n")[0];
  const reason = run.error?.message ?? (stderr || "no such commit, branch or tag");
  return fail("usage/unknown-git-ref", { ref: gitRef, reason });
}

/** A project file as committed (`./` keeps its path relative to the project), within the input limits. */
function fileAtCommit(projectRoot: string, commit: string, path: string, gitRef: string): string {
  const display = `${gitRef}:${path}`;
  const run = git(["show", "--end-of-options", `${commit}:./${path}`], projectRoot);
  if (run.status !== 0) fail("spec/missing-at-ref", { ref: gitRef, path }, { file: display });
  const size = run.stdout.length;
  if (size > MAX_INPUT_BYTES)
    fail("spec/file-too-large", { path: display, size, limit: MAX_INPUT_BYTES }, { file: display });
  return inputText(run.stdout, display).text;
}

/** The schema the ref pins: the root's file when its hash matches, else the root's git history. */
function schemaAtRef(
  revision: ManifestRevision,
  roots: Map<string, ResolvedRoot>,
  upstream: string,
  gitRef: string,
): SchemaSource {
  const root = roots.get(revision.root)?.dir ?? "";
  const path = join(root, revision.schema);
  const display = displayPath(revision.root, revision.schema);
  if (existsSync(path)) {
    const file = readInputFile(path, display, { root });
    if (file.sha256 === revision.sha256) return { revision, path, display, ...file };
  }
  // Only the "spec" root is a clone of the upstream repository, pinned by upstream.commit.
  const run =
    revision.root === "spec"
      ? git(["show", "--end-of-options", `${upstream}:./${revision.schema}`], root)
      : undefined;
  if (run?.status === 0) {
    const file = inputText(run.stdout, display);
    if (file.sha256 === revision.sha256) return { revision, path, display, ...file };
  }
  return fail(
    "spec/ref-schema-unavailable",
    { revision: revision.id, ref: gitRef, path: display, pinned: revision.sha256 },
    { file: display },
  );
}

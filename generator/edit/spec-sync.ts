/**
 * `spec:sync --from <dir|git-url> [--root NAME]`: fills a spec root's directory with the pinned inputs,
 * copied from a directory or fetched with git, and verifies every pin before the new tree replaces the old.
 */
import { existsSync, mkdtempSync, realpathSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fail, GenError } from "../diagnostics/gen-error.ts";
import { displayPath, type Manifest, type SpecRootDef } from "../inputs/manifest.ts";
import { readInputFile } from "../inputs/read-schema.ts";
import { replaceDirectory } from "../write/replace-directory.ts";
import { copyTree, isInside } from "../util/files.ts";
import { checkoutCommit, gitIgnored } from "../util/git.ts";
import { pinUpdates, writePinUpdates } from "./update-pins.ts";

/** Upstream folder that the snapshot roots (pre-release drafts) were taken from. */
const SNAPSHOT_SOURCE = "schema/draft";
/** Folders of the project that no root may name. */
const PROJECT_FOLDERS = ["spec", "templates", "generated", "test", "generator", "node_modules"];

/** A commit to fetch, and its folders: `git` in the repository, `path` in a source directory and in the root. */
type Fetch = { commit: string; copies: { git: string; path: string }[] };

function planFetches(manifest: Manifest, root: string): Fetch[] {
  if (root === "spec") {
    const copies = ["schema", "docs/specification"].map((path) => ({ git: path, path }));
    return [{ commit: manifest.upstream.commit, copies }];
  }
  const byCommit = new Map<string, Fetch["copies"]>();
  for (const { root: at, schema, upstreamCommit } of manifest.revisions) {
    const commit = upstreamCommit ?? manifest.upstream.commit;
    const copy = { git: SNAPSHOT_SOURCE, path: dirname(schema) };
    if (at === root) byCommit.set(commit, [...(byCommit.get(commit) ?? []), copy]);
  }
  return [...byCommit].sort(([a], [b]) => (a < b ? -1 : 1)).map(([commit, copies]) => ({ commit, copies }));
}

/** `updatePins`: accept schema hashes that differ from their pins (rewriting the manifest) instead of failing. */
export function syncSpec(
  manifest: Manifest,
  request: { from: string; root: string; projectRoot: string; cwd: string; updatePins: boolean },
) {
  const { from, projectRoot } = request;
  const def = manifest.roots.find((r) => r.name === request.root);
  const roots = manifest.roots.map((r) => r.name).join(", ");
  if (!def) return fail("usage/bad-value", { option: "--root", value: request.root, allowed: roots });
  if (from.startsWith("-") || [...from].some((c) => c < " " || c === "\u007f"))
    fail("usage/bad-value", {
      option: "--from",
      value: from,
      allowed: "a directory, or a git URL that does not start with '-' (write ./-name for such a directory)",
    });
  const target = assertOwnedBySync(manifest, def, projectRoot);
  const fetches = planFetches(manifest, def.name);
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(from) || /^[^/\s]+@[^/:\s]+:/.test(from);
  const local = isUrl ? undefined : resolve(request.cwd, from);
  if (local !== undefined && !(existsSync(local) && statSync(local).isDirectory()))
    fail("spec/sync-failed", { source: from, reason: "no such directory" });
  const isRepository = (dir: string) =>
    existsSync(join(dir, ".git")) || (existsSync(join(dir, "HEAD")) && existsSync(join(dir, "objects")));
  const first = fetches[0]?.copies[0]?.path ?? "";
  const copyDir = local && (!isRepository(local) || existsSync(join(local, first))) ? local : undefined;

  const revisions = manifest.revisions.filter((r) => r.root === def.name);
  let files = 0;
  let updates: ReturnType<typeof pinUpdates> = [];
  const { warnings } = replaceDirectory(
    target,
    (staging) => {
      files = copyFetches(staging, fetches, copyDir, copyDir ? from : (local ?? from));
      const sources = revisions.map((revision) => {
        const { id, schema, sha256: pinned } = revision;
        const shown = `${def.default}/${schema}`;
        if (!existsSync(join(staging, schema)))
          fail("spec/sync-failed", { source: from, reason: `it has no ${schema} (revision ${id})` });
        const { sha256 } = readInputFile(join(staging, schema), shown, { root: staging });
        const display = displayPath(def.name, schema);
        const mismatch = { path: shown, revision: id, pinned, actual: sha256 };
        if (sha256 !== pinned && !request.updatePins) fail("spec/hash-mismatch", mismatch, { file: display });
        return { revision, display, sha256 };
      });
      updates = pinUpdates(sources);
    },
    { displayBase: projectRoot },
  );
  if (request.updatePins) writePinUpdates(projectRoot, manifest.file, updates);
  return {
    target: def.default,
    /** The commits fetched with git; none for a directory copy. */
    commits: copyDir ? undefined : fetches.map((f) => f.commit),
    files,
    revisions: revisions.length,
    pinUpdates: updates,
    /** Scratch directories beside the target that could not be removed. */
    warnings,
  };
}

/**
 * The sync deletes what was in the root's directory, so that must be the sync's own: git-ignored
 * (nothing committed is lost), inside the project, and not one of the project's own folders.
 */
function assertOwnedBySync(manifest: Manifest, def: SpecRootDef, projectRoot: string): string {
  const refuse = (reason: string): never =>
    fail(
      "spec/sync-target-refused",
      { root: def.name, path: def.default, reason },
      { file: manifest.file, ...def.at },
    );
  if (PROJECT_FOLDERS.includes(def.default)) refuse("that is one of the project's own folders");
  const target = join(projectRoot, def.default);
  let parent = dirname(target);
  while (!existsSync(parent)) parent = dirname(parent);
  if (!isInside(realpathSync(projectRoot), realpathSync(parent)))
    refuse("its folder leads out of the project");
  const ignored = gitIgnored(projectRoot, `${def.default}/`);
  if (ignored !== true) refuse(ignored);
  return target;
}

/** Copies each fetch's folders into `staging`: from `dir` where given, else from a checkout of `url`. */
function copyFetches(
  staging: string,
  fetches: readonly Fetch[],
  dir: string | undefined,
  url: string,
): number {
  let files = 0;
  for (const { commit, copies } of fetches) {
    const work = dir === undefined ? mkdtempSync(join(tmpdir(), "mcp-errgen-sync-")) : undefined;
    try {
      if (work) checkoutCommit(url, commit, [...new Set(copies.map((c) => c.git))], work);
      for (const copy of copies) {
        const source = work ? join(work, copy.git) : join(dir ?? "", copy.path);
        if (!work && !existsSync(source))
          fail("spec/sync-failed", { source: url, reason: `it has no ${copy.path}/ folder` });
        files += copyTree(source, join(staging, copy.path));
      }
    } catch (error) {
      if (error instanceof GenError || !work) throw error;
      fail("spec/sync-failed", { source: url, reason: (error as Error).message });
    } finally {
      if (work) rmSync(work, { recursive: true, force: true });
    }
  }
  return files;
}

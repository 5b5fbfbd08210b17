/**
 * `spec:sync --from <dir|git-url> [--root NAME]`: fills a spec root's default directory
 * (spec/upstream/ for "spec") with the pinned inputs, then verifies every pin of that root before
 * the new tree replaces the old one, so a failed sync changes nothing.
 *
 * - Root "spec" is the MCP specification repository at `upstream.commit`: its schema/ and
 *   docs/specification/ folders.
 * - Other roots hold snapshots of the repository's schema/draft/ folder, one folder per revision
 *   (the folder of the entry's `schema` path), each at the entry's `upstreamCommit`.
 *
 * A source directory is copied as it is (laid out like the repository, or like the root for
 * snapshot roots); a git URL, or a directory that is a git repository without those folders, is
 * fetched at the pinned commits. The directory replaced must be the sync's own: git-ignored, and
 * none of the project's folders.
 */
import { existsSync, mkdtempSync, realpathSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fail, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { displayPath, type Manifest, type SpecRootDef } from "../inputs/manifest.ts";
import { replaceDirectory } from "../write/replace-directory.ts";
import { copyTree } from "../util/copy-tree.ts";
import { checkoutCommit, gitIgnored } from "../util/git.ts";
import { isInside } from "../util/inside.ts";
import { readInputFile } from "../inputs/read-schema.ts";
import { pinUpdates, writePinUpdates, type PinUpdate } from "./update-pins.ts";

/** Upstream folder that the snapshot roots (pre-release drafts) were taken from. */
export const SNAPSHOT_SOURCE = "schema/draft";
/** Folders of the project a sync must never replace, nor a folder above them. */
const PROJECT_FOLDERS = ["spec", "templates", "generated", "test", "generator", "node_modules"];

/** One commit to fetch, and which folders to copy: from the repository, from a directory, into the root. */
interface Fetch {
  commit: string;
  copies: { fromGit: string; fromDir: string; to: string }[];
}

export interface SyncRequest {
  from: string;
  root: string;
  projectRoot: string;
  cwd: string;
  /** Accept schema hashes that differ from their pins (rewrites spec/revisions.yaml) instead of failing. */
  updatePins: boolean;
}

export interface SyncResult {
  root: string;
  /** Relative to the project root. */
  target: string;
  method: "directory" | "git";
  commits: string[];
  files: number;
  revisions: number;
  pinUpdates: PinUpdate[];
  /** Scratch directories beside the target that could not be removed. */
  warnings: Diagnostic[];
}

export function planFetches(manifest: Manifest, root: string): Fetch[] {
  if (root === "spec") {
    const copies = ["schema", "docs/specification"].map((f) => ({ fromGit: f, fromDir: f, to: f }));
    return [{ commit: manifest.upstream.commit, copies }];
  }
  const byCommit = new Map<string, Fetch["copies"]>();
  for (const revision of manifest.revisions.filter((r) => r.root === root)) {
    const folder = dirname(revision.schema);
    const commit = revision.upstreamCommit ?? manifest.upstream.commit;
    byCommit.set(commit, [
      ...(byCommit.get(commit) ?? []),
      { fromGit: SNAPSHOT_SOURCE, fromDir: folder, to: folder },
    ]);
  }
  return [...byCommit].sort(([a], [b]) => (a < b ? -1 : 1)).map(([commit, copies]) => ({ commit, copies }));
}

export function syncSpec(manifest: Manifest, request: SyncRequest): SyncResult {
  const def = manifest.roots.find((r) => r.name === request.root);
  if (!def)
    fail("usage/bad-value", {
      option: "--root",
      value: request.root,
      allowed: manifest.roots.map((r) => r.name).join(", "),
    });
  if (request.from.startsWith("-") || [...request.from].some((c) => c < " " || c === "\u007f"))
    fail("usage/bad-value", {
      option: "--from",
      value: request.from,
      allowed: "a directory, or a git URL that does not start with '-' (write ./-name for such a directory)",
    });
  const target = assertOwnedBySync(manifest, def, request.projectRoot);
  const fetches = planFetches(manifest, def.name);
  const revisions = manifest.revisions.filter((r) => r.root === def.name);
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(request.from) || /^[^/\s]+@[^/:\s]+:/.test(request.from);
  const local = isUrl ? undefined : resolve(request.cwd, request.from);
  if (local !== undefined && !(existsSync(local) && statSync(local).isDirectory()))
    fail("spec/sync-failed", { source: request.from, reason: "no such directory" });
  const isRepository = (dir: string) =>
    existsSync(join(dir, ".git")) || (existsSync(join(dir, "HEAD")) && existsSync(join(dir, "objects")));
  const first = fetches[0]?.copies[0];
  // A directory laid out like the root is copied; a git repository without those folders is fetched.
  const copyDir =
    local !== undefined && (!isRepository(local) || (first && existsSync(join(local, first.fromDir))))
      ? local
      : undefined;

  let files = 0;
  let updates: PinUpdate[] = [];
  const { warnings } = replaceDirectory(
    target,
    (staging) => {
      files =
        copyDir !== undefined
          ? copyFromDir(copyDir, fetches, staging, request.from)
          : fetchFromGit(local ?? request.from, fetches, staging);
      const sources = revisions.map((revision) => {
        const path = join(staging, revision.schema);
        const display = displayPath(def.name, revision.schema);
        const shown = `${def.default}/${revision.schema}`;
        if (!existsSync(path))
          fail("spec/sync-failed", {
            source: request.from,
            reason: `it has no ${revision.schema} (revision ${revision.id})`,
          });
        const { text, sha256 } = readInputFile(path, shown, { root: staging });
        if (sha256 !== revision.sha256 && !request.updatePins)
          fail(
            "spec/hash-mismatch",
            { path: shown, revision: revision.id, pinned: revision.sha256, actual: sha256 },
            { file: display },
          );
        return { revision, path, display, text, sha256 };
      });
      updates = pinUpdates(sources);
    },
    { displayBase: request.projectRoot },
  );
  if (request.updatePins) writePinUpdates(request.projectRoot, manifest.file, updates);
  return {
    root: def.name,
    target: def.default,
    method: copyDir !== undefined ? "directory" : "git",
    commits: copyDir !== undefined ? [] : fetches.map((f) => f.commit),
    files,
    revisions: revisions.length,
    pinUpdates: updates,
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

function copyFromDir(dir: string, fetches: readonly Fetch[], staging: string, shown: string): number {
  let files = 0;
  for (const copy of fetches.flatMap((f) => f.copies)) {
    const source = join(dir, copy.fromDir);
    if (!existsSync(source))
      fail("spec/sync-failed", { source: shown, reason: `it has no ${copy.fromDir}/ folder` });
    files += copyTree(source, join(staging, copy.to));
  }
  return files;
}

function fetchFromGit(url: string, fetches: readonly Fetch[], staging: string): number {
  let files = 0;
  for (const { commit, copies } of fetches) {
    const work = mkdtempSync(join(tmpdir(), "mcp-errgen-sync-"));
    try {
      checkoutCommit(url, commit, [...new Set(copies.map((c) => c.fromGit))], work);
      for (const copy of copies) files += copyTree(join(work, copy.fromGit), join(staging, copy.to));
    } catch (error) {
      if (error instanceof GenError) throw error;
      fail("spec/sync-failed", { source: url, reason: (error as Error).message });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return files;
}

/**
 * Replaces a directory (generated/, a spec root) in one step as readers see it: the new tree is staged
 * beside it, the old one renamed aside, the new one in, then the old one deleted (a failure before puts it
 * back). Scratch names start with `.<base>.errgen-`; a lock keeps runs apart; a killed run is repaired.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { diagnostic, fail, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { acquireLock, isHeld } from "./lock.ts";
import { isNameTooLong, shownPath } from "./shown-path.ts";
import { assertSamePackage, type FileTree } from "./tree.ts";

/** Where tests inject failures. */
export interface WriteHooks {
  /** Runs after the old tree was moved aside, before the new one is moved in. */
  afterBackup?: () => void;
  /** Removes a scratch directory (tests make it fail, as a permission problem would). */
  remove?: (path: string) => void;
  /** Runs after each file writeTreeAtomic stages; throwing aborts the write. */
  afterFile?: (written: number, total: number) => void;
}

export interface ReplaceOptions {
  /** Paths in messages are shown relative to this directory. */
  displayBase: string;
  hooks?: WriteHooks;
  /** The caller already holds the target's lock (see lockDirectory). */
  lockHeld?: boolean;
}

export function siblingPaths(target: string) {
  const scratch = (what: string) => join(dirname(target), `.${basename(target)}.errgen-${what}`);
  return { target, lock: scratch("lock"), staging: scratch("new"), backup: scratch("old") };
}

/**
 * Takes the target's lock; puts back the last complete tree if a run died between its two renames.
 * The folders above the target that it creates are removed again on release while they are empty,
 * so a run that fails leaves none behind.
 */
export function lockDirectory(target: string, displayBase: string) {
  const { lock: lockPath, backup, staging } = siblingPaths(target);
  const made = makeParents(dirname(target), target, displayBase);
  // Their folder exists now, so the system judges each scratch name whole before any is made.
  if ([lockPath, backup, staging].some(nameTooLong)) {
    removeIfEmpty(made);
    fail("output/path-too-long", { path: shownPath(displayBase, target) });
  }
  let lock: ReturnType<typeof acquireLock>;
  try {
    lock = acquireLock(lockPath, displayBase);
  } catch (error) {
    removeIfEmpty(made);
    throw error;
  }
  const release = () => {
    lock.release();
    removeIfEmpty(made);
  };
  try {
    if (!existsSync(target) && existsSync(backup)) renameSync(backup, target);
  } catch (error) {
    release();
    fail("output/write-failed", { path: shownPath(displayBase, target), reason: (error as Error).message });
  }
  return { release };
}

/** Creates the folders of `dir` that do not exist yet, outermost first, and returns them. */
function makeParents(dir: string, target: string, displayBase: string): string[] {
  const missing: string[] = [];
  for (let at = dir; !existsSync(at) && dirname(at) !== at; at = dirname(at)) missing.unshift(at);
  const made: string[] = [];
  try {
    for (const folder of missing) {
      mkdirSync(folder);
      made.push(folder);
    }
  } catch (error) {
    removeIfEmpty(made);
    const path = shownPath(displayBase, target);
    if (isNameTooLong(error)) fail("output/path-too-long", { path });
    fail("output/write-failed", { path, reason: (error as Error).message });
  }
  return made;
}

function nameTooLong(path: string): boolean {
  try {
    lstatSync(path, { throwIfNoEntry: false });
    return false;
  } catch (error) {
    return isNameTooLong(error);
  }
}

/** Removes `folders`, innermost first, as long as each is empty (a written output never is). */
function removeIfEmpty(folders: readonly string[]): void {
  for (const folder of [...folders].reverse()) {
    try {
      rmdirSync(folder);
    } catch {
      return;
    }
  }
}

/** Writes generated/ atomically; files are staged in sorted order, so where a failure stops is repeatable. */
export function writeTreeAtomic(outDir: string, files: FileTree, options: ReplaceOptions) {
  // Output paths must stay inside the output directory: relative, "/"-separated, no "." or "..".
  for (const path of files.keys())
    if (/[\\\0]/.test(path) || path.split("/").some((s) => s === "" || s === "." || s === ".."))
      fail("output/invalid", { file: path, reason: "the path must be relative and stay inside the output" });
  assertSamePackage(outDir, files, options.displayBase);
  const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : 1));
  const populate = (staging: string) =>
    sorted.forEach(([path, content], index) => {
      const abs = join(staging, ...path.split("/"));
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content);
      options.hooks?.afterFile?.(index + 1, sorted.length);
    });
  return replaceDirectory(outDir, populate, options);
}

/**
 * Fill a fresh staging directory with `populate`, then swap it in for `target`. `warnings`: scratch
 * directories that could not be removed; the target is already new, so they never fail the run.
 */
export function replaceDirectory(
  target: string,
  populate: (staging: string) => void,
  options: ReplaceOptions,
) {
  const paths = siblingPaths(target);
  const { displayBase, hooks } = options;
  const lock = options.lockHeld ? undefined : lockDirectory(target, displayBase);
  const warnings: Diagnostic[] = [];
  try {
    warnings.push(...clearLeftovers(target, displayBase, hooks));
    // A staging directory that could not be removed would make mkdirSync fail below.
    const reason = "it is in the way of this run's staging directory";
    if (existsSync(paths.staging))
      fail("output/leftover", { path: relative(displayBase, paths.staging), reason });
    try {
      mkdirSync(paths.staging);
      populate(paths.staging);
      swapIn(paths, hooks);
    } catch (error) {
      removeOrWarn(paths.staging, displayBase, warnings, hooks);
      if (error instanceof GenError) throw error;
      const path = shownPath(displayBase, target);
      if (isNameTooLong(error)) fail("output/path-too-long", { path });
      fail("output/write-failed", { path, reason: (error as Error).message });
    }
    // The new tree is in place: from here on nothing may turn the run into a failure.
    removeOrWarn(paths.backup, displayBase, warnings, hooks);
  } finally {
    lock?.release();
  }
  return { warnings };
}

function swapIn(paths: ReturnType<typeof siblingPaths>, hooks: WriteHooks | undefined): void {
  // lstat: a link in the target's place (dangling or not) is moved aside like a tree, never followed.
  const hadOld = lstatSync(paths.target, { throwIfNoEntry: false }) !== undefined;
  if (hadOld) renameSync(paths.target, paths.backup);
  try {
    hooks?.afterBackup?.();
    renameSync(paths.staging, paths.target);
  } catch (error) {
    if (hadOld) {
      rmSync(paths.target, { recursive: true, force: true });
      renameSync(paths.backup, paths.target);
    }
    throw error;
  }
}

/** Every scratch entry beside `target` except the lock itself, sorted (absent parent: none). */
function scratchSiblings(target: string): string[] {
  const prefix = `.${basename(target)}.errgen-`;
  const lock = basename(siblingPaths(target).lock);
  let names: string[] = [];
  try {
    names = readdirSync(dirname(target));
  } catch {
    // no parent, no leftovers
  }
  const scratch = names.filter((name) => name.startsWith(prefix) && name !== lock);
  return scratch.sort().map((name) => join(dirname(target), name));
}

function removeOrWarn(path: string, base: string, warnings: Diagnostic[], hooks?: WriteHooks): void {
  try {
    if (hooks?.remove && existsSync(path)) hooks.remove(path);
    else rmSync(path, { recursive: true, force: true });
  } catch (error) {
    const shown = relative(base, path) || path;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "EACCES" || code === "EPERM" ? "permission denied" : (error as Error).message;
    warnings.push(diagnostic("output/leftover", { path: shown, reason }, { file: shown }));
  }
}

/**
 * Scratch directories beside `target` that no run is using (no lock is held), for `gen --check`, which
 * only reads, to report. A backup without its target is the last complete output of a killed run.
 */
export function unattendedLeftovers(target: string, displayBase: string): Diagnostic[] {
  const { lock, backup } = siblingPaths(target);
  // A lock left by a killed run holds nothing; a live run's lock means its scratch is in use.
  if (isHeld(lock)) return [];
  return scratchSiblings(target).map((path) => {
    const shown = relative(displayBase, path) || path;
    const interrupted = { path: shown, target: relative(displayBase, target) || "." };
    if (path === backup && !existsSync(target))
      return diagnostic("output/interrupted", interrupted, { file: shown });
    const reason = "no gen run holds the lock; `npm run gen` removes it";
    return diagnostic("output/leftover", { path: shown, reason }, { file: shown });
  });
}

/** Called under the lock when the output is already up to date: clear what earlier runs left. */
export function clearLeftovers(target: string, displayBase: string, hooks?: WriteHooks): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  for (const path of scratchSiblings(target)) removeOrWarn(path, displayBase, warnings, hooks);
  return warnings;
}

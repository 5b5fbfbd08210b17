/**
 * Replaces a directory in one step as far as readers can tell: the new tree is built in a staging
 * directory beside the target, the old tree is renamed aside, the new one renamed in, and only then
 * is the old one deleted. Any failure before the new tree is in place puts the old one back, so a
 * failed run leaves the target byte-identical. A lock keeps two runs from interleaving, and a run
 * interrupted mid-swap (killed between the two renames) is repaired by the next one.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, relative } from "node:path";
import { diagnostic, fail, GenError, type Diagnostic } from "../diagnostics/gen-error.ts";
import { acquireLock, type Lock } from "./lock.ts";
import { scratchSiblings, siblingPaths, type SiblingPaths } from "./sibling-paths.ts";

export interface ReplaceHooks {
  /** Runs after the old tree was moved aside, before the new one is moved in (tests inject failures here). */
  afterBackup?: () => void;
  /** Removes a scratch directory (tests make it fail, as a permission problem would). */
  remove?: (path: string) => void;
}

export interface ReplaceOptions {
  /** Paths in messages are shown relative to this directory. */
  displayBase: string;
  hooks?: ReplaceHooks;
  /** The caller already holds the target's lock (see lockDirectory). */
  lockHeld?: boolean;
}

/** Take the target's lock for longer than one replacement (gen holds it for the whole run). */
export function lockDirectory(target: string, displayBase: string): Lock {
  mkdirSync(dirname(target), { recursive: true });
  return acquireLock(siblingPaths(target).lock, displayBase);
}

export interface ReplaceResult {
  /**
   * Scratch directories that could not be removed. The target is already in its new state, so
   * these never fail the run; they are reported, and the next run tries again.
   */
  warnings: Diagnostic[];
}

/** Fill a fresh staging directory with `populate`, then swap it in for `target`. */
export function replaceDirectory(
  target: string,
  populate: (staging: string) => void,
  options: ReplaceOptions,
): ReplaceResult {
  const paths = siblingPaths(target);
  const shown = relative(options.displayBase, target) || ".";
  const lock = options.lockHeld ? undefined : lockDirectory(target, options.displayBase);
  const warnings: Diagnostic[] = [];
  try {
    recoverInterruptedSwap(paths, options.displayBase, warnings, options.hooks);
    // A staging directory that could not be removed would make mkdirSync fail below.
    if (existsSync(paths.staging))
      fail("output/leftover", {
        path: relative(options.displayBase, paths.staging) || paths.staging,
        reason: "it is in the way of this run's staging directory",
      });
    try {
      mkdirSync(paths.staging);
      populate(paths.staging);
      swapIn(paths, options.hooks);
    } catch (error) {
      removeOrWarn(paths.staging, options.displayBase, warnings, options.hooks);
      if (error instanceof GenError) throw error;
      fail("output/write-failed", { path: shown, reason: (error as Error).message });
    }
    // The new tree is in place: from here on nothing may turn the run into a failure.
    removeOrWarn(paths.backup, options.displayBase, warnings, options.hooks);
  } finally {
    lock?.release();
  }
  return { warnings };
}

function swapIn(paths: SiblingPaths, hooks: ReplaceHooks | undefined): void {
  const hadOld = existsSync(paths.target);
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

/** Called under the lock: undo what a killed run left behind, and clear every scratch directory. */
function recoverInterruptedSwap(
  paths: SiblingPaths,
  displayBase: string,
  warnings: Diagnostic[],
  hooks: ReplaceHooks | undefined,
): void {
  // Killed between the two renames: the old tree is the last complete one.
  if (existsSync(paths.backup) && !existsSync(paths.target)) renameSync(paths.backup, paths.target);
  for (const path of scratchSiblings(paths.target)) removeOrWarn(path, displayBase, warnings, hooks);
}

function removeOrWarn(
  path: string,
  displayBase: string,
  warnings: Diagnostic[],
  hooks: ReplaceHooks | undefined,
): void {
  try {
    if (hooks?.remove && existsSync(path)) hooks.remove(path);
    else rmSync(path, { recursive: true, force: true });
  } catch (error) {
    const shown = relative(displayBase, path) || path;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "EACCES" || code === "EPERM" ? "permission denied" : (error as Error).message;
    warnings.push(diagnostic("output/leftover", { path: shown, reason }, { file: shown }));
  }
}

/**
 * Scratch directories beside `target` that no run is using (no lock is held), for commands that
 * only read the target (`gen --check`) to report.
 */
export function unattendedLeftovers(target: string, displayBase: string): Diagnostic[] {
  if (existsSync(siblingPaths(target).lock)) return [];
  return scratchSiblings(target).map((path) => {
    const shown = relative(displayBase, path) || path;
    return diagnostic(
      "output/leftover",
      { path: shown, reason: "no gen run holds the lock; `npm run gen` removes it" },
      { file: shown },
    );
  });
}

/** Called under the lock when the output is already up to date: clear what earlier runs left. */
export function clearLeftovers(target: string, displayBase: string): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  recoverInterruptedSwap(siblingPaths(target), displayBase, warnings, undefined);
  return warnings;
}

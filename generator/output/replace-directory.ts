/**
 * Replaces a directory in one step as far as readers can tell: the new tree is built in a staging
 * directory beside the target, the old tree is renamed aside, the new one renamed in, and only then
 * is the old one deleted. Any failure before the new tree is in place puts the old one back, so a
 * failed run leaves the target byte-identical. A lock keeps two runs from interleaving, and a run
 * interrupted mid-swap (killed between the two renames) is repaired by the next one.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, relative } from "node:path";
import { GenError, fail } from "../diagnostics/gen-error.ts";
import { acquireLock, type Lock } from "./lock.ts";
import { siblingPaths, type SiblingPaths } from "./sibling-paths.ts";

export interface ReplaceHooks {
  /** Runs after the old tree was moved aside, before the new one is moved in (tests inject failures here). */
  afterBackup?: () => void;
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

/** Fill a fresh staging directory with `populate`, then swap it in for `target`. */
export function replaceDirectory(
  target: string,
  populate: (staging: string) => void,
  options: ReplaceOptions,
): void {
  const paths = siblingPaths(target);
  const shown = relative(options.displayBase, target) || ".";
  const lock = options.lockHeld ? undefined : lockDirectory(target, options.displayBase);
  try {
    recoverInterruptedSwap(paths);
    try {
      mkdirSync(paths.staging);
      populate(paths.staging);
      swapIn(paths, options.hooks);
    } catch (error) {
      rmSync(paths.staging, { recursive: true, force: true });
      if (error instanceof GenError) throw error;
      fail("output/write-failed", { path: shown, reason: (error as Error).message });
    }
  } finally {
    lock?.release();
  }
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
  rmSync(paths.backup, { recursive: true, force: true });
}

/** Called under the lock: undo what a killed run left behind. */
function recoverInterruptedSwap(paths: SiblingPaths): void {
  if (existsSync(paths.backup)) {
    if (existsSync(paths.target)) rmSync(paths.backup, { recursive: true, force: true });
    else renameSync(paths.backup, paths.target);
  }
  rmSync(paths.staging, { recursive: true, force: true });
}

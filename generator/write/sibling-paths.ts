/**
 * The scratch paths that sit beside an output directory while it is replaced: the lock, the new
 * tree being staged, and the old tree kept until the new one is in place. They live in the same
 * parent so every move is a rename within one file system. Every scratch name starts with
 * `.<base>.errgen-`, so leftovers of any run can be found by that prefix.
 */
import { readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export interface SiblingPaths {
  target: string;
  lock: string;
  staging: string;
  backup: string;
}

export function siblingPaths(target: string): SiblingPaths {
  const parent = dirname(target);
  const base = basename(target);
  return {
    target,
    lock: join(parent, `.${base}.errgen-lock`),
    staging: join(parent, `.${base}.errgen-new`),
    backup: join(parent, `.${base}.errgen-old`),
  };
}

/** Every scratch entry beside `target` except the lock itself, sorted (absent parent: none). */
export function scratchSiblings(target: string): string[] {
  const parent = dirname(target);
  const prefix = `.${basename(target)}.errgen-`;
  const lock = basename(siblingPaths(target).lock);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && name !== lock)
    .sort()
    .map((name) => join(parent, name));
}

/**
 * An exclusive lock on an output directory: a file created with O_EXCL that holds the owner's pid
 * and host. A second run fails at once with output/locked instead of waiting, so two runs can never
 * interleave and a stuck run is visible. A lock whose process is gone (same host) is stale and is
 * taken over.
 */
import { readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { relative } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";

/** A lock file without a readable owner younger than this may be mid-creation; leave it alone. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

export interface Lock {
  release(): void;
}

export function acquireLock(lockPath: string, displayBase: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify({ pid: process.pid, host: hostname() }) + "\n", { flag: "wx" });
      return { release: () => rmSync(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (!isStale(lockPath)) break;
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return fail("output/locked", { lock: relative(displayBase, lockPath) || lockPath });
}

function isStale(lockPath: string): boolean {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(readFileSync(lockPath, "utf8")) as typeof owner;
  } catch {
    try {
      return Date.now() - statSync(lockPath).mtimeMs > UNREADABLE_LOCK_GRACE_MS;
    } catch {
      return true; // gone already
    }
  }
  if (typeof owner.pid !== "number" || owner.host !== hostname()) return false;
  return !processAlive(owner.pid);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * An exclusive lock on an output directory: a file created with O_EXCL that holds the owner's pid
 * and host. A second run fails at once with output/locked instead of waiting, so two runs can never
 * interleave and a stuck run is visible. A lock whose process is gone (same host), or whose pid is
 * no pid at all, is stale and is taken over.
 *
 * Taking over is atomic: the stale lock is renamed to a name of this process's own (only one
 * process can rename a given file), checked again under that name, and only then removed; the
 * new lock is created with O_EXCL as usual. A lock that changed between the check and the rename
 * belongs to a live run and is put back.
 */
import { linkSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { relative } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";

/** A lock file without a readable owner younger than this may be mid-creation; leave it alone. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;
const ATTEMPTS = 3;

export interface Lock {
  release(): void;
}

type Owner = { state: "stale"; text: string } | { state: "held"; owner?: string } | { state: "gone" };

export function acquireLock(lockPath: string, displayBase: string): Lock {
  const shown = relative(displayBase, lockPath) || lockPath;
  const mine = JSON.stringify({ pid: process.pid, host: hostname() }) + "\n";
  let owner: string | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      writeFileSync(lockPath, mine, { flag: "wx" });
      return { release: () => releaseLock(lockPath, mine) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST")
        fail("output/write-failed", { path: shown, reason: (error as Error).message }, { file: shown });
    }
    const seen = inspect(lockPath, shown);
    if (seen.state === "held") {
      owner = seen.owner;
      break;
    }
    if (seen.state === "stale") takeOver(lockPath, seen.text);
  }
  return fail("output/locked", { lock: shown, ...(owner ? { owner } : {}) });
}

/** Removes the lock only while it is still this run's (a takeover may have replaced it). */
function releaseLock(lockPath: string, mine: string): void {
  try {
    if (readFileSync(lockPath, "utf8") === mine) rmSync(lockPath, { force: true });
  } catch {
    // already gone
  }
}

function takeOver(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // another run moved it first; try to create ours again
  }
  let text: string | undefined;
  try {
    text = readFileSync(aside, "utf8");
  } catch {
    text = undefined;
  }
  if (text !== staleText) {
    // A live run's lock replaced the stale one before the rename: put it back if the place is free.
    try {
      linkSync(aside, lockPath);
    } catch {
      // someone holds the path again; the live lock's owner will find its file changed
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // removed by someone else
  }
}

function inspect(lockPath: string, shown: string): Owner {
  let text: string;
  try {
    text = readFileSync(lockPath, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { state: "gone" };
    return fail(
      "output/lock-unreadable",
      { lock: shown, reason: code === "EACCES" ? "permission denied" : (error as Error).message },
      { file: shown },
    );
  }
  let owner: { pid?: unknown; host?: unknown } | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    owner = parsed !== null && typeof parsed === "object" ? (parsed as typeof owner) : undefined;
  } catch {
    owner = undefined;
  }
  if (owner === undefined) {
    // Not (yet) a lock this program wrote: empty while its creator writes it, or corrupt.
    let age = 0;
    try {
      age = Date.now() - statSync(lockPath).mtimeMs;
    } catch {
      return { state: "gone" };
    }
    return age > UNREADABLE_LOCK_GRACE_MS
      ? { state: "stale", text }
      : { state: "held", owner: "owner unreadable" };
  }
  const { pid, host } = owner;
  // pid 0 and negative pids name process groups for kill(), not a process: never a real owner.
  if (typeof pid !== "number" || !Number.isSafeInteger(pid) || pid <= 0) return { state: "stale", text };
  const shownOwner = `pid ${pid}${typeof host === "string" && host !== hostname() ? ` on ${host}` : ""}`;
  if (host !== hostname()) return { state: "held", owner: shownOwner };
  return processAlive(pid) ? { state: "held", owner: shownOwner } : { state: "stale", text };
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

/**
 * An exclusive lock on an output directory: a file created with O_EXCL naming the owner's pid and host;
 * a second run fails at once. A stale lock (its process gone, or no pid) is renamed to a name of this
 * run's own, checked again there, and removed; one that changed meanwhile is a live run's, put back.
 */
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { relative } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";

/** A lock file without a readable owner younger than this may be mid-creation; leave it alone. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

type Seen = { state: "stale"; text: string } | { state: "held"; owner: string } | { state: "gone" };

export function acquireLock(lockPath: string, displayBase: string) {
  const shown = relative(displayBase, lockPath) || lockPath;
  const mine = JSON.stringify({ pid: process.pid, host: hostname() }) + "\n";
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, mine, { flag: "wx" });
      // Removed only while it is still this run's: a takeover may have replaced it.
      return { release: () => read(lockPath) === mine && rmSync(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST")
        fail("output/write-failed", { path: shown, reason: (error as Error).message }, { file: shown });
    }
    const seen = inspect(lockPath, shown);
    if (seen.state === "held") fail("output/locked", { lock: shown, owner: seen.owner });
    if (seen.state === "stale") takeOver(lockPath, seen.text);
  }
  return fail("output/locked", { lock: shown });
}

/** Whether a live run holds the lock (one being written, or unreadable, counts as held). */
export function isHeld(lockPath: string): boolean {
  try {
    return inspect(lockPath, lockPath).state === "held";
  } catch {
    return true;
  }
}

function takeOver(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // another run moved it first; try to create ours again
  }
  try {
    // A live run's lock replaced the stale one before the rename: put it back if the place is free.
    if (read(aside) !== staleText) linkSync(aside, lockPath);
  } catch {
    // someone holds the path again; the live lock's owner will find its file changed
  }
  rmSync(aside, { force: true });
}

function inspect(lockPath: string, shown: string): Seen {
  let text: string;
  try {
    text = readFileSync(lockPath, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { state: "gone" };
    const reason = code === "EACCES" ? "permission denied" : (error as Error).message;
    return fail("output/lock-unreadable", { lock: shown, reason }, { file: shown });
  }
  let owner: unknown;
  try {
    owner = JSON.parse(text);
  } catch {
    // Not (yet) a lock this program wrote: empty while its creator writes it, or corrupt.
  }
  if (typeof owner !== "object" || owner === null) {
    const mtime = statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return { state: "gone" };
    const young = Date.now() - mtime <= UNREADABLE_LOCK_GRACE_MS;
    return young ? { state: "held", owner: "owner unreadable" } : { state: "stale", text };
  }
  const { pid, host } = owner as { pid?: unknown; host?: unknown };
  // pid 0 and negative pids name process groups for kill(), not a process: never a real owner.
  if (typeof pid !== "number" || !Number.isSafeInteger(pid) || pid <= 0) return { state: "stale", text };
  const elsewhere = typeof host === "string" && host !== hostname() ? ` on ${host}` : "";
  if (host !== hostname() || alive(pid)) return { state: "held", owner: `pid ${pid}${elsewhere}` };
  return { state: "stale", text };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

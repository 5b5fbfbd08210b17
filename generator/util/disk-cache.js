// @ts-check
/**
 * A content-addressed text cache on disk, for work whose output is a pure function of inputs the
 * caller can name: formatted files, the CommonJS translation, the compiled runtime, a validation
 * verdict. The caller describes everything that decides the output (texts, tool versions,
 * options) in one key string; the entry's file name is that key's sha256, so equal keys always
 * mean equal output.
 *
 * The cache is an optimisation only: a missing, unreadable or read-only directory turns every
 * lookup into a miss and every store into nothing. An entry starts with the sha256 of the text it
 * holds, checked on every read, so a damaged or truncated entry is a miss, never wrong output.
 * Entries are written to a scratch file and renamed, so a concurrent reader sees all of one or
 * none of it. A hit refreshes the entry's mtime, so pruning removes the entries unused longest.
 * Plain JavaScript: the Prettier threads load it without a TypeScript loader.
 */
import { createHash } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import process from "node:process";

/** An entry's file name: the sha256 of its key. Anything else in the directory is not an entry. */
const ENTRY = /^[0-9a-f]{64}\.txt$/;
const SCRATCH = /^[0-9a-f]{64}\.txt\..*\.tmp$/;
/** Scratch files older than this belong to a run that died between writing and renaming. */
const ABANDONED_MS = 10 * 60 * 1000;

/** @param {string} text */
function digest(text) {
  return createHash("sha256").update(text).digest("hex");
}

/** Scratch names are unique across the threads of one process too (the random part). */
let scratchCount = 0;

export class DiskCache {
  /**
   * @param {string | undefined} dir where the entries live (created on first store); undefined: no cache
   */
  constructor(dir) {
    /** @readonly */
    this.dir = dir;
    /** Entries this instance stored. */
    this.stored = 0;
  }

  /**
   * @param {string} key everything the cached text depends on
   * @returns {string} the entry's path, or "" when there is no directory
   */
  pathOf(key) {
    return this.dir === undefined ? "" : join(this.dir, `${digest(key)}.txt`);
  }

  /**
   * The text stored under `key`, or undefined when there is none or it does not verify.
   * @param {string} key
   * @returns {string | undefined}
   */
  get(key) {
    const path = this.pathOf(key);
    if (path === "") return undefined;
    let stored;
    try {
      stored = readFileSync(path, "utf8");
    } catch {
      return undefined;
    }
    const newline = stored.indexOf("\n");
    if (newline !== 64) return undefined;
    const text = stored.slice(newline + 1);
    if (digest(text) !== stored.slice(0, newline)) return undefined;
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // A read-only cache still answers; it just cannot tell pruning what was used.
    }
    return text;
  }

  /**
   * Stores `text` under `key`; a failure (no space, no permission) is ignored.
   * @param {string} key
   * @param {string} text
   */
  set(key, text) {
    const path = this.pathOf(key);
    if (path === "" || this.dir === undefined) return;
    const random = Math.random().toString(36).slice(2);
    const scratch = `${path}.${process.pid}.${++scratchCount}.${random}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(scratch, `${digest(text)}\n${text}`);
      renameSync(scratch, path);
      this.stored++;
    } catch {
      try {
        rmSync(scratch, { force: true });
      } catch {
        // Left for prune, which removes abandoned scratch files.
      }
    }
  }

  /**
   * Keeps the `keep` entries used most recently and removes the rest, with any abandoned scratch
   * files. Failures are ignored: another run may be pruning the same directory.
   * @param {number} keep
   */
  prune(keep) {
    if (this.dir === undefined) return;
    const dir = this.dir;
    try {
      const now = Date.now();
      /** @type {{ path: string, mtime: number }[]} */
      const entries = [];
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        try {
          if (ENTRY.test(name)) entries.push({ path, mtime: statSync(path).mtimeMs });
          else if (SCRATCH.test(name) && now - statSync(path).mtimeMs > ABANDONED_MS)
            rmSync(path, { force: true });
        } catch {
          // Gone already.
        }
      }
      if (entries.length <= keep) return;
      entries.sort((a, b) => b.mtime - a.mtime);
      for (const { path } of entries.slice(keep)) rmSync(path, { force: true });
    } catch {
      // The cache is an optimisation only.
    }
  }
}

/** DiskCache: entries by key, verified on read, written atomically, pruned by last use; never a failure. */
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DiskCache } from "../../generator/util/disk-cache.js";
import { cleanupTempDirs, tempDir } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

function entries(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

describe("DiskCache", () => {
  it("returns what was stored under the same key, and nothing under another", () => {
    const dir = join(tempDir(), "cache");
    const cache = new DiskCache(dir);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "text of a\n");
    cache.set("b", "");
    expect(cache.get("a")).toBe("text of a\n");
    expect(cache.get("b")).toBe("");
    expect(cache.get("a ")).toBeUndefined();
    // A second instance reads the same directory: the cache outlives the process that wrote it.
    expect(new DiskCache(dir).get("a")).toBe("text of a\n");
    expect(cache.stored).toBe(2);
    expect(entries(dir)).toHaveLength(2);
    expect(entries(dir).every((name) => /^[0-9a-f]{64}\.txt$/.test(name))).toBe(true);
  });

  it("treats a damaged or truncated entry as missing, and a new store repairs it", () => {
    const cache = new DiskCache(join(tempDir(), "cache"));
    cache.set("key", "the formatted text\n");
    const path = cache.pathOf("key");
    const stored = readFileSync(path, "utf8");
    writeFileSync(path, stored.replace("formatted", "FORMATTED"));
    expect(cache.get("key")).toBeUndefined();
    writeFileSync(path, stored.slice(0, 70));
    expect(cache.get("key")).toBeUndefined();
    writeFileSync(path, "");
    expect(cache.get("key")).toBeUndefined();
    cache.set("key", "the formatted text\n");
    expect(cache.get("key")).toBe("the formatted text\n");
  });

  it("without a directory, or with one it cannot create, misses and stores nothing, without failing", () => {
    const none = new DiskCache(undefined);
    none.set("k", "v");
    expect(none.get("k")).toBeUndefined();
    expect(none.pathOf("k")).toBe("");

    // A file where the directory should be: neither reads nor writes can work there.
    const blocked = join(tempDir(), "blocked");
    writeFileSync(blocked, "not a directory");
    const cache = new DiskCache(join(blocked, "cache"));
    expect(() => cache.set("k", "v")).not.toThrow();
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stored).toBe(0);
    expect(readFileSync(blocked, "utf8")).toBe("not a directory");
  });

  it("prunes the entries unused longest, and abandoned scratch files, but nothing it does not own", () => {
    const dir = join(tempDir(), "cache");
    const cache = new DiskCache(dir);
    const hour = 3600;
    const now = Date.now() / 1000;
    for (const [i, key] of ["old", "older", "oldest", "used"].entries()) {
      cache.set(key, key);
      utimesSync(cache.pathOf(key), now - (i + 1) * hour, now - (i + 1) * hour);
    }
    // Reading an entry marks it used now, so the oldest-written entry survives.
    expect(cache.get("used")).toBe("used");
    const abandoned = `${cache.pathOf("x")}.1.1.abc.tmp`;
    const fresh = `${cache.pathOf("y")}.2.1.def.tmp`;
    writeFileSync(abandoned, "half");
    writeFileSync(fresh, "being written");
    utimesSync(abandoned, now - hour, now - hour);
    writeFileSync(join(dir, "README"), "someone else's");

    cache.prune(2);
    expect(cache.get("used")).toBe("used");
    expect(cache.get("old")).toBe("old");
    expect(cache.get("older")).toBeUndefined();
    expect(cache.get("oldest")).toBeUndefined();
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(join(dir, "README"))).toBe(true);

    expect(() => new DiskCache(join(dir, "missing")).prune(0)).not.toThrow();
  });
});

/**
 * Faults around the swap and the lock: a step after a successful swap fails, scratch directories
 * are left by an earlier run, a lock names no real process or cannot be read, and several runs
 * take over one stale lock at the same moment.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { acquireLock } from "../../generator/write/lock.ts";
import {
  clearLeftovers,
  lockDirectory,
  siblingPaths,
  unattendedLeftovers,
  writeTreeAtomic,
} from "../../generator/write/replace-directory.ts";
import { compareTree, isUpToDate, readTree } from "../../generator/write/tree.ts";
import { cleanupTempDirs, hashTree, PROJECT_ROOT, tempDir } from "../cli/support/temp-project.ts";
import { diagnosticsOf } from "../helpers/diagnostics-of.ts";

afterAll(cleanupTempDirs);

const oldFiles = new Map([["old.ts", "export const old = 1;\n"]]);
const newFiles = new Map([
  ["a.ts", "export const a = 1;\n"],
  ["lib/b.ts", "export const b = 2;\n"],
]);

let base: string;
let out: string;

beforeEach(() => {
  base = tempDir();
  out = join(base, "generated");
});

const permissionDenied = (path: string) => {
  throw Object.assign(new Error(`EACCES: permission denied, rmdir '${path}'`), { code: "EACCES" });
};

describe("after the swap", () => {
  it("an old tree that cannot be removed is a warning: the new tree is in place and the run succeeds", () => {
    writeTreeAtomic(out, oldFiles, { displayBase: base });
    const { warnings } = writeTreeAtomic(out, newFiles, {
      displayBase: base,
      hooks: { remove: (path) => (path.endsWith(".errgen-old") ? permissionDenied(path) : undefined) },
    });
    expect([...readTree(out).keys()].sort()).toEqual(["a.ts", "lib/b.ts"]);
    expect(warnings).toMatchObject([
      {
        kind: "output/leftover",
        message:
          ".generated.errgen-old is left over from an earlier run and could not be removed: permission denied",
        hint: "no gen is running: remove .generated.errgen-old by hand (check its permissions)",
        location: { file: ".generated.errgen-old" },
      },
    ]);
    expect(existsSync(siblingPaths(out).backup)).toBe(true);

    // A reader (gen --check) reports it; the next writer removes it.
    expect(unattendedLeftovers(out, base).map((d) => d.location?.file)).toEqual([".generated.errgen-old"]);
    expect(writeTreeAtomic(out, oldFiles, { displayBase: base }).warnings).toEqual([]);
    expect(readdirSync(base)).toEqual(["generated"]);
  });

  it("a staging directory that cannot be cleared is refused before anything moves", () => {
    writeTreeAtomic(out, oldFiles, { displayBase: base });
    const before = hashTree(out);
    mkdirSync(siblingPaths(out).staging);
    const diagnostics = diagnosticsOf(() =>
      writeTreeAtomic(out, newFiles, { displayBase: base, hooks: { remove: permissionDenied } }),
    );
    expect(diagnostics.map((d) => d.kind)).toEqual(["output/leftover"]);
    expect(hashTree(out)).toBe(before);
  });

  it("a scratch directory of any name beside the output is cleared by the next write", () => {
    writeTreeAtomic(out, oldFiles, { displayBase: base });
    for (const name of [
      ".generated.errgen-new",
      ".generated.errgen-old",
      ".generated.errgen-lock.stale-1-ab",
    ])
      mkdirSync(join(base, name));
    expect(unattendedLeftovers(out, base)).toHaveLength(3);
    writeTreeAtomic(out, newFiles, { displayBase: base });
    expect(readdirSync(base)).toEqual(["generated"]);
  });
});

describe("a write killed between its two renames", () => {
  it("is explained to a reader, and undone by the next writer before anything else", () => {
    const files = new Map([
      ["package.json", '{ "name": "mcp-errors" }\n'],
      ["a.ts", "export const a = 1;\n"],
      ["lib/b.ts", "export const b = 2;\n"],
    ]);
    writeTreeAtomic(out, files, { displayBase: base });
    const before = hashTree(out);
    const script = `
      import { writeTreeAtomic } from ${JSON.stringify(join(PROJECT_ROOT, "generator/write/replace-directory.ts"))};
      writeTreeAtomic(${JSON.stringify(out)}, new Map(${JSON.stringify([...files])}), {
        displayBase: ${JSON.stringify(base)},
        hooks: { afterBackup: () => process.kill(process.pid, "SIGKILL") },
      });
    `;
    const killed = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: PROJECT_ROOT,
    });
    expect(killed.signal).toBe("SIGKILL");
    expect(existsSync(out)).toBe(false);
    expect(existsSync(siblingPaths(out).backup)).toBe(true);

    // What gen --check prints as warnings: the last complete tree, and the new one left half-way in.
    const leftovers = unattendedLeftovers(out, base);
    expect(leftovers.map((d) => [d.kind, d.location?.file])).toEqual([
      ["output/leftover", ".generated.errgen-new"],
      ["output/interrupted", ".generated.errgen-old"],
    ]);
    expect(leftovers[1]?.message).toMatch(/^\.generated\.errgen-old holds the last complete generated\//);
    expect(leftovers[1]?.hint).toMatch(/^run `npm run gen`, which puts it back first/);
    // gen takes the lock first, which puts the tree back; finding it up to date, it clears the rest.
    const lock = lockDirectory(out, base);
    lock.release();
    expect(hashTree(out)).toBe(before);
    expect(isUpToDate(compareTree(out, files))).toBe(true);
    expect(clearLeftovers(out, base)).toEqual([]);
    expect(readdirSync(base)).toEqual(["generated"]);
  });
});

describe("the lock's owner", () => {
  it.each([
    ["pid 0", 0],
    ["a negative pid", -1],
    ["a pid that is not a number", "abc"],
    ["a fractional pid", 1.5],
    ["no pid", null],
  ])("a lock with %s is stale and taken over", (_, pid) => {
    const lockPath = siblingPaths(out).lock;
    mkdirSync(base, { recursive: true });
    writeFileSync(lockPath, JSON.stringify({ pid, host: hostname() }));
    writeTreeAtomic(out, newFiles, { displayBase: base });
    expect(readTree(out).size).toBe(2);
    expect(readdirSync(base)).toEqual(["generated"]);
  });

  it("a live owner on another host is named with its pid and host", () => {
    writeFileSync(siblingPaths(out).lock, JSON.stringify({ pid: 4242, host: "build-7" }));
    expect(diagnosticsOf(() => writeTreeAtomic(out, newFiles, { displayBase: base }))).toMatchObject([
      {
        kind: "output/locked",
        message: "another gen run (pid 4242 on build-7) holds .generated.errgen-lock",
      },
    ]);
  });

  it("a lock that cannot be read is reported, not an internal error", () => {
    mkdirSync(siblingPaths(out).lock);
    expect(diagnosticsOf(() => writeTreeAtomic(out, newFiles, { displayBase: base }))).toMatchObject([
      {
        kind: "output/lock-unreadable",
        message: expect.stringMatching(/^cannot read the lock \.generated\.errgen-lock: /),
        hint: "if no gen is running, delete .generated.errgen-lock",
      },
    ]);
  });

  it("a corrupt lock is respected while fresh and taken over once old", () => {
    const lockPath = siblingPaths(out).lock;
    writeFileSync(lockPath, "{not json");
    expect(diagnosticsOf(() => writeTreeAtomic(out, newFiles, { displayBase: base }))).toMatchObject([
      { kind: "output/locked", message: "another gen run (owner unreadable) holds .generated.errgen-lock" },
    ]);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath, old, old);
    writeTreeAtomic(out, newFiles, { displayBase: base });
    expect(readdirSync(base)).toEqual(["generated"]);
  });

  it("runs that take over one stale lock at once: exactly one of them holds it", async () => {
    const lockPath = siblingPaths(out).lock;
    writeFileSync(lockPath, JSON.stringify({ pid: 0, host: hostname() }));
    const lockModule = join(PROJECT_ROOT, "generator/write/lock.ts");
    const sync = tempDir();
    // Each run says it is ready, then waits for the word to go, so all four try at the same moment.
    const script = (n: number) => `
      import { existsSync, writeFileSync } from "node:fs";
      import { acquireLock } from ${JSON.stringify(lockModule)};
      writeFileSync(${JSON.stringify(join(sync, `ready-${n}`))}, "");
      while (!existsSync(${JSON.stringify(join(sync, "go"))})) await new Promise((r) => setTimeout(r, 5));
      let held = false;
      try { const lock = acquireLock(${JSON.stringify(lockPath)}, ${JSON.stringify(base)}); held = true;
        await new Promise((r) => setTimeout(r, 1000)); lock.release(); } catch {}
      process.stdout.write(held ? "held" : "refused");
    `;
    const runs = Array.from(
      { length: 4 },
      (_, n) =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script(n)], {
            cwd: PROJECT_ROOT,
          });
          let stdout = "";
          child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
          child.on("error", reject);
          child.on("close", () => resolve(stdout));
        }),
    );
    // A run that dies before it is ready (a broken import) ends the wait too, and fails the count below.
    let ended = 0;
    for (const run of runs)
      run.then(
        () => ended++,
        () => ended++,
      );
    while (readdirSync(sync).length + ended < 4) await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(sync, "go"), "");
    const results = await Promise.all(runs);
    expect(results.filter((r) => r === "held")).toHaveLength(1);
    expect(results.filter((r) => r === "refused")).toHaveLength(3);
    expect(existsSync(lockPath)).toBe(false);
    expect(readdirSync(base).filter((name) => name.startsWith(".generated"))).toEqual([]);
  });
});

describe("the lock on its own", () => {
  it("release leaves a lock that is no longer this run's alone", () => {
    mkdirSync(base, { recursive: true });
    const lockPath = join(base, ".x.errgen-lock");
    const lock = acquireLock(lockPath, base);
    writeFileSync(lockPath, JSON.stringify({ pid: 4242, host: "elsewhere" }));
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
  });
});

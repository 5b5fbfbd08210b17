import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { diagnosticsOf } from "../helpers/diagnostics-of.ts";
import { acquireLock } from "../../generator/write/lock.ts";
import { siblingPaths } from "../../generator/write/replace-directory.ts";
import { readTree } from "../../generator/write/tree.ts";
import { writeTreeAtomic } from "../../generator/write/replace-directory.ts";
import { cleanupTempDirs, hashTree, seedOutput, tempDir } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

const files = new Map(
  Array.from({ length: 10 }, (_, i) => [
    `${i % 2 ? "types/" : ""}file-${i}.ts`,
    `export const n${i} = ${i};\n`,
  ]),
);

let base: string;
let out: string;

beforeEach(() => {
  base = tempDir();
  out = join(base, "generated");
});

function kindOf(run: () => void): string {
  return (
    diagnosticsOf(run)
      .map((d) => d.kind)
      .join(",") || "no error"
  );
}

/** Nothing but the output directory itself is left in its parent: no lock, staging or backup. */
function expectNoScratch() {
  expect(readdirSync(base)).toEqual(existsSync(out) ? ["generated"] : []);
}

describe("writeTreeAtomic", () => {
  it("writes a fresh tree, then replaces it whole (files no longer rendered disappear)", () => {
    writeTreeAtomic(out, files, { displayBase: base });
    expect(readTree(out)).toEqual(new Map([...files].map(([p, c]) => [p, Buffer.from(c)])));
    const next = new Map([["only.ts", "export {};\n"]]);
    writeTreeAtomic(out, next, { displayBase: base });
    expect([...readTree(out).keys()]).toEqual(["only.ts"]);
    expectNoScratch();
  });

  it("a failure after half the files are staged leaves the old output byte-identical", () => {
    seedOutput(out);
    const before = hashTree(out);
    let written = 0;
    const kind = kindOf(() =>
      writeTreeAtomic(out, files, {
        displayBase: base,
        hooks: {
          afterFile: (count, total) => {
            written = count;
            if (count === total / 2) throw new Error("injected failure");
          },
        },
      }),
    );
    expect(kind).toBe("output/write-failed");
    expect(written).toBe(5);
    expect(hashTree(out)).toBe(before);
    expectNoScratch();
  });

  it("a failure after the old tree was moved aside puts it back", () => {
    seedOutput(out);
    const before = hashTree(out);
    const kind = kindOf(() =>
      writeTreeAtomic(out, files, {
        displayBase: base,
        hooks: {
          afterBackup: () => {
            expect(existsSync(out)).toBe(false);
            throw new Error("injected failure");
          },
        },
      }),
    );
    expect(kind).toBe("output/write-failed");
    expect(hashTree(out)).toBe(before);
    expectNoScratch();
  });

  it("the write-failed message names the output and the cause", () => {
    const failing = () =>
      writeTreeAtomic(out, files, {
        displayBase: base,
        hooks: {
          afterFile: () => {
            throw new Error("disk full");
          },
        },
      });
    expect(diagnosticsOf(failing)).toMatchObject([
      {
        message: "could not write generated: disk full",
        hint: expect.stringContaining("the previous output was left in place"),
      },
    ]);
  });

  it("refuses paths that would leave the output directory, before touching anything", () => {
    seedOutput(out);
    const before = hashTree(out);
    for (const bad of ["../escape.ts", "/abs.ts", "a//b.ts", "./a.ts", "a\\b.ts"])
      expect(kindOf(() => writeTreeAtomic(out, new Map([[bad, "x"]]), { displayBase: base }))).toBe(
        "output/invalid",
      );
    expect(hashTree(out)).toBe(before);
    expectNoScratch();
  });

  it("refuses a directory whose package.json is another package's, before the swap, naming that file", () => {
    const other = join(base, "other");
    mkdirSync(other);
    writeFileSync(join(other, "package.json"), '{ "name": "someone-else" }\n');
    writeFileSync(join(other, "index.js"), "export {};\n");
    const before = hashTree(other);
    const rendered = new Map([...files, ["package.json", '{ "name": "mcp-errors" }\n']]);
    expect(diagnosticsOf(() => writeTreeAtomic(other, rendered, { displayBase: base }))).toMatchObject([
      {
        kind: "output/not-owned",
        message: expect.stringContaining("its package.json is someone-else's, not mcp-errors's"),
        hint: "point --out at an empty or new directory, or at an earlier output of gen",
        location: { file: "other/package.json" },
      },
    ]);
    expect(hashTree(other)).toBe(before);
    expect(readdirSync(base)).toEqual(["other"]);
  });

  it("repairs a swap that was killed between its two renames", () => {
    const { backup, staging } = siblingPaths(out);
    seedOutput(backup); // the old tree, moved aside; the target itself is gone
    mkdirSync(staging);
    writeFileSync(join(staging, "half.ts"), "x");
    writeTreeAtomic(out, files, { displayBase: base });
    expect([...readTree(out).keys()].sort()).toEqual([...files.keys()].sort());
    expectNoScratch();
  });
});

describe("the output lock", () => {
  it("a second writer fails at once with output/locked while the first holds the lock", () => {
    seedOutput(out);
    const before = hashTree(out);
    const lock = acquireLock(siblingPaths(out).lock, base);
    try {
      const kind = kindOf(() => writeTreeAtomic(out, files, { displayBase: base }));
      expect(kind).toBe("output/locked");
      expect(hashTree(out)).toBe(before);
    } finally {
      lock.release();
    }
    writeTreeAtomic(out, files, { displayBase: base });
    expect(readTree(out).size).toBe(files.size);
    expectNoScratch();
  });

  it("a failure half-way through a write whose caller holds the lock (as gen does) leaves the output and the lock", () => {
    seedOutput(out);
    const before = hashTree(out);
    const lock = acquireLock(siblingPaths(out).lock, base);
    try {
      const kind = kindOf(() =>
        writeTreeAtomic(out, files, {
          displayBase: base,
          lockHeld: true,
          hooks: {
            afterFile: (count, total) => {
              if (count === total / 2) throw new Error("injected failure");
            },
          },
        }),
      );
      expect(kind).toBe("output/write-failed");
      expect(hashTree(out)).toBe(before);
      expect(existsSync(siblingPaths(out).lock)).toBe(true);
    } finally {
      lock.release();
    }
    expectNoScratch();
  });

  it("the locked message names the lock file and what to do", () => {
    const lock = acquireLock(siblingPaths(out).lock, base);
    try {
      expect(diagnosticsOf(() => writeTreeAtomic(out, files, { displayBase: base }))).toMatchObject([
        {
          message: `another gen run (pid ${process.pid}) holds .generated.errgen-lock`,
          hint: expect.stringContaining("delete the lock file"),
        },
      ]);
    } finally {
      lock.release();
    }
  });

  it("a lock left by a process that has exited is taken over", () => {
    const exited = spawnSync(process.execPath, ["-e", ""]);
    const lockPath = siblingPaths(out).lock;
    writeFileSync(lockPath, JSON.stringify({ pid: exited.pid, host: hostname() }));
    writeTreeAtomic(out, files, { displayBase: base });
    expect(readTree(out).size).toBe(files.size);
    expect(existsSync(lockPath)).toBe(false);
  });

  it("a lock held by a live process on this host is respected", () => {
    const lockPath = siblingPaths(out).lock;
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(kindOf(() => writeTreeAtomic(out, files, { displayBase: base }))).toBe("output/locked");
    expect(readFileSync(lockPath, "utf8")).toContain(String(process.ppid));
  });
});

import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeTreeAtomic } from "../../generator/write/replace-directory.ts";
import { compareTree, isUpToDate } from "../../generator/write/tree.ts";
import { cleanupTempDirs, tempDir } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

describe("compareTree", () => {
  it("reports changed files with the first differing line, missing files and extra files", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "same.ts"), "a\nb\n");
    writeFileSync(join(dir, "sub", "changed.ts"), "one\ntwo\nthree\n");
    writeFileSync(join(dir, "extra.ts"), "x\n");
    const rendered = new Map([
      ["same.ts", "a\nb\n"],
      ["sub/changed.ts", "one\nTWO\nthree\n"],
      ["missing.ts", "m\n"],
    ]);
    const result = compareTree(dir, rendered);
    expect(result).toEqual({
      stale: [{ path: "sub/changed.ts", line: 2 }],
      missing: ["missing.ts"],
      extra: ["extra.ts"],
      unchanged: 1,
    });
    expect(isUpToDate(result)).toBe(false);
  });

  it("treats an absent directory as every file missing, and equal bytes as up to date", () => {
    const dir = tempDir();
    expect(compareTree(join(dir, "absent"), new Map([["a.ts", ""]])).missing).toEqual(["a.ts"]);
    writeFileSync(join(dir, "a.ts"), "é\n");
    expect(isUpToDate(compareTree(dir, new Map([["a.ts", "é\n"]])))).toBe(true);
    expect(compareTree(dir, new Map([["a.ts", "é\r\n"]])).stale).toEqual([{ path: "a.ts", line: 1 }]);
  });
});

describe("symbolic links in the output", () => {
  it("are stale for compareTree and replaced by writeTreeAtomic, which never writes through one", () => {
    const base = tempDir();
    const out = join(base, "generated");
    const files = new Map([
      ["package.json", '{ "name": "mcp-errors" }\n'],
      ["lib/index.js", "export const a = 1;\n"],
      ["lib/b.js", "export const b = 2;\n"],
    ]);
    writeTreeAtomic(out, files, { displayBase: base });
    const secret = join(tempDir(), "secret.txt");
    writeFileSync(secret, "not for the output\n");
    rmSync(join(out, "lib", "index.js"));
    symlinkSync(secret, join(out, "lib", "index.js"));
    mkdirSync(join(out, "extra"));
    symlinkSync("/nonexistent", join(out, "extra", "dangling"));

    const stale = compareTree(out, files);
    expect(stale).toEqual({
      stale: [{ path: "lib/index.js", line: 1, notAFile: "a symbolic link" }],
      missing: [],
      extra: ["extra/dangling"],
      unchanged: 2,
    });
    writeTreeAtomic(out, files, { displayBase: base });
    expect(lstatSync(join(out, "lib", "index.js")).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(out, "lib", "index.js"), "utf8")).toBe("export const a = 1;\n");
    expect(readFileSync(secret, "utf8")).toBe("not for the output\n");
    expect(existsSync(join(out, "extra"))).toBe(false);
    expect(isUpToDate(compareTree(out, files))).toBe(true);
  });
});

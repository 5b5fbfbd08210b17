import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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

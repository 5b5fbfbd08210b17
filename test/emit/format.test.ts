/** formatFiles: Prettier in-process with the project's config, one file after another. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { FORMAT_CACHE_DIR, formatFiles } from "../../generator/emit/format.ts";
import { projectRoot } from "../runtime/render-package.ts";

const config = await prettier.resolveConfig(join(projectRoot, "generated/package.json"));

describe("formatFiles", () => {
  it("formats each file by its extension with the project's config", async () => {
    // 93 characters: longer than Prettier's default width (80), within the project's (110).
    const long = `export const list = [${Array.from({ length: 8 }, (_, i) => `"item${i}"`).join(", ")}];\n`;
    const files = new Map([
      ["lib/a.js", "export const a = {b:1,   c:[1,2]}\n"],
      ["lib/long.js", long],
      ["lib/a.d.ts", "export declare function f(x:number):string"],
      ["docs/a.md", "| A | Long heading |\n|---|---|\n| 1 | 2 |\n"],
      ["package.json", '{"name":"x","files":["lib"]}'],
    ]);
    const formatted = await formatFiles(files);
    expect([...formatted.keys()]).toEqual([...files.keys()]);
    expect(formatted.get("lib/a.js")).toBe("export const a = { b: 1, c: [1, 2] };\n");
    expect(formatted.get("lib/a.d.ts")).toBe("export declare function f(x: number): string;\n");
    expect(formatted.get("docs/a.md")).toBe(
      "| A   | Long heading |\n| --- | ------------ |\n| 1   | 2            |\n",
    );
    expect(config?.printWidth).toBe(110);
    expect(formatted.get("lib/long.js")).toBe(
      await prettier.format(long, { ...config, filepath: "lib/long.js" }),
    );
    expect(formatted.get("lib/long.js")?.split("\n").length).toBe(2);
  });

  it("names the first file Prettier cannot format", async () => {
    const files = new Map([
      ["lib/fine.js", "export const a = 1;\n"],
      ["lib/broken.js", "export const = ;\n"],
      ["lib/also-broken.js", "export const = ;\n"],
    ]);
    await expect(formatFiles(files)).rejects.toThrow(/^Prettier could not format lib\/broken\.js: /);
  });

  it("keeps each result in its cache, keyed by the text and the options, and reads it back", async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), "mcp-errgen-format-cache-"));
    try {
      const files = new Map([
        ["lib/a.js", "export const a = {b:1}\n"],
        ["docs/a.md", "export const a = {b:1}\n"],
      ]);
      const first = await formatFiles(files, cacheDir);
      // The same text under two parsers is two entries.
      const entries = readdirSync(cacheDir);
      expect(entries).toHaveLength(2);
      expect(entries.map((name) => readFileSync(join(cacheDir, name), "utf8")).sort()).toEqual(
        [...first.values()].sort(),
      );
      // A second run reads the entries instead of running Prettier: an entry changed behind its
      // back shows through (the cache is trusted like node_modules, where it lives).
      for (const name of entries) writeFileSync(join(cacheDir, name), `cached ${name}\n`);
      const second = await formatFiles(files, cacheDir);
      expect([...second.values()].every((text) => text.startsWith("cached "))).toBe(true);
      // A text not seen before is formatted and added.
      const third = await formatFiles(new Map([["lib/b.js", "export const b = {c:2}\n"]]), cacheDir);
      expect(third.get("lib/b.js")).toBe("export const b = { c: 2 };\n");
      expect(readdirSync(cacheDir)).toHaveLength(3);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("formats without a cache it cannot write, and keeps the default cache in node_modules", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-format-cache-"));
    try {
      const blocked = join(dir, "a-file");
      writeFileSync(blocked, "");
      const formatted = await formatFiles(
        new Map([["lib/a.js", "export const a = {b:1}\n"]]),
        join(blocked, "cache"),
      );
      expect(formatted.get("lib/a.js")).toBe("export const a = { b: 1 };\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(FORMAT_CACHE_DIR).toBe(join(projectRoot, "node_modules/.cache/mcp-errgen/prettier"));
  });
});

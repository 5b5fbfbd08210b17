/** The CommonJS half of the package, derived from the ESM half (generator/emit/mcp-errors/commonjs.ts). */
import { createRequire } from "node:module";
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  commonJsPath,
  deriveCommonJs,
  translationKey,
  transpileToCommonJs,
} from "../../generator/emit/mcp-errors/commonjs.ts";
import { DiskCache } from "../../generator/util/disk-cache.js";

describe("commonJsPath", () => {
  it.each([
    ["lib/index.js", "cjs/index.js"],
    ["lib/index.d.ts", "cjs/index.d.ts"],
    ["lib/prerelease/draft-2026-05-20.js", "cjs/prerelease/draft-2026-05-20.js"],
    ["README.md", undefined],
    ["docs/2025-11-25.md", undefined],
    ["package.json", undefined],
    ["lib/notes.txt", undefined],
  ])("%s -> %s", (path, expected) => {
    expect(commonJsPath(path)).toBe(expected);
  });
});

describe("deriveCommonJs", () => {
  const esm = new Map([
    ["package.json", "{}"],
    [
      "lib/a.js",
      'import { b } from "./sub/b.js";\nexport const A = b + 1;\nexport function twice() { return 2 * b; }\n',
    ],
    ["lib/a.d.ts", "export declare const A: number;\n"],
    ["lib/sub/b.js", "/** kept */\nexport const b = 41;\n"],
  ]);
  const cjs = deriveCommonJs(esm);

  it("transpiles modules, copies declarations verbatim and marks the folder CommonJS", () => {
    expect([...cjs.keys()].sort()).toEqual(["cjs/a.d.ts", "cjs/a.js", "cjs/package.json", "cjs/sub/b.js"]);
    expect(cjs.get("cjs/a.d.ts")).toBe(esm.get("lib/a.d.ts"));
    expect(JSON.parse(cjs.get("cjs/package.json") ?? "")).toEqual({ type: "commonjs" });
  });

  it("gives modules that require() loads, with the same exports", () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-cjs-"));
    try {
      for (const [path, content] of cjs) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
      const a = createRequire(join(dir, "cjs/"))("./a.js") as { A: number; twice(): number };
      expect(a.A).toBe(42);
      expect(a.twice()).toBe(82);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reports a module it cannot transpile", () => {
    expect(() => deriveCommonJs(new Map([["lib/bad.js", "export const = ;"]]))).toThrow(/lib\/bad\.js/);
  });
});

describe("CommonJS translations kept on disk", () => {
  const source = 'import { b } from "./b.js";\nexport const A = b + 1;\n';

  it("stores each translation and gives the same text from disk", () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-cjs-cache-"));
    try {
      const cache = new DiskCache(join(dir, "commonjs"));
      const fresh = transpileToCommonJs("lib/a.js", source);
      expect(transpileToCommonJs("lib/a.js", source, cache)).toBe(fresh);
      expect(readdirSync(join(dir, "commonjs"))).toHaveLength(1);
      expect(cache.get(translationKey("lib/a.js", source))).toBe(fresh);
      expect(transpileToCommonJs("lib/a.js", source, cache)).toBe(fresh);
      expect(deriveCommonJs(new Map([["lib/a.js", source]]), cache).get("cjs/a.js")).toBe(fresh);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("looks a module up by its path and text, and translates afresh over a damaged entry", () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-errgen-cjs-cache-"));
    try {
      const cache = new DiskCache(join(dir, "commonjs"));
      cache.set(translationKey("lib/a.js", source), "planted\n");
      expect(transpileToCommonJs("lib/a.js", source, cache)).toBe("planted\n");
      expect(transpileToCommonJs("lib/b.js", source, cache)).toBe(transpileToCommonJs("lib/b.js", source));
      expect(transpileToCommonJs("lib/a.js", `${source} `, cache)).toContain("exports");
      expect(translationKey("lib/a.js", `${source} `)).not.toBe(translationKey("lib/a.js", source));

      const path = cache.pathOf(translationKey("lib/a.js", source));
      writeFileSync(path, readFileSync(path, "utf8").replace("planted", "plantee"));
      expect(transpileToCommonJs("lib/a.js", source, cache)).toBe(transpileToCommonJs("lib/a.js", source));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

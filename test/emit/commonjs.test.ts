/** The CommonJS half of the package, derived from the ESM half (generator/emit/mcp-errors/compile.ts). */
import { createRequire } from "node:module";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { commonJsPath, deriveCommonJs } from "../../generator/emit/mcp-errors/compile.ts";

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

/** formatFiles: Prettier in-process with the project's config, one file after another. */
import { join } from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/emit/format.ts";
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
});

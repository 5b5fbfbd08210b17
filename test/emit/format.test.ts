/** formatFiles: Prettier on its own thread, with the project's config, one answer per request. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { FormatterPool, formatFiles } from "../../generator/emit/format.ts";
import { projectRoot } from "../runtime/render-package.ts";

const config = await prettier.resolveConfig(join(projectRoot, "generated/package.json"));

/** The answer holds every file, in the request's order, exactly as Prettier formats it in-process. */
async function expectPrettierOf(files: Map<string, string>, formatted: Map<string, string>): Promise<void> {
  expect([...formatted.keys()]).toEqual([...files.keys()]);
  for (const [path, text] of files)
    expect(formatted.get(path)).toBe(await prettier.format(text, { ...config, filepath: path }));
}

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
    // The project's printWidth (110), not Prettier's default (80), decides where lines break.
    expect(config?.printWidth).toBe(110);
    expect(formatted.get("lib/long.js")).toBe(
      await prettier.format(long, { ...config, filepath: "lib/long.js" }),
    );
    expect(formatted.get("lib/long.js")?.split("\n").length).toBe(2);
  });

  it("names the file Prettier cannot format", async () => {
    const files = new Map([
      ["lib/fine.js", "export const a = 1;\n"],
      ["lib/broken.js", "export const = ;\n"],
    ]);
    await expect(formatFiles(files)).rejects.toThrow(/^Prettier could not format lib\/broken\.js: /);
  });

  it("returns the files in the order given, whichever thread formatted each", async () => {
    // Sizes vary so that threads claim them largest first, out of the request's order.
    const files = new Map(
      Array.from({ length: 24 }, (_, i) => [
        `lib/f${i}.js`,
        `export const v${i}=[${"1,".repeat((i * 7) % 24)}0]`,
      ]),
    );
    await expectPrettierOf(files, await formatFiles(files));
  });

  it("shares a request out between threads and answers in the request's order", async () => {
    const threads = new FormatterPool(3);
    try {
      const files = new Map(
        Array.from({ length: 30 }, (_, i) => [
          `lib/f${i}.js`,
          `export const v${i}=[${"1,".repeat((i * 11) % 30)}0]`,
        ]),
      );
      await expectPrettierOf(files, await threads.format(files));
      const broken = new Map([...files, ["lib/broken.js", "export const = ;\n"]]);
      await expect(threads.format(broken)).rejects.toThrow(/^Prettier could not format lib\/broken\.js: /);
    } finally {
      await threads.close();
    }
    await expect(threads.format(new Map([["a.js", "1"]]))).rejects.toThrow(/closed/);
  });

  it("lets the caller join in: it formats what no thread has claimed, and the answer is the same", async () => {
    const threads = new FormatterPool(1);
    try {
      const files = new Map(
        Array.from({ length: 12 }, (_, i) => [
          `docs/f${i}.md`,
          `# F${i}\n\n|a|b|\n|-|-|\n|${"x".repeat(i)}|1|\n`,
        ]),
      );
      const job = threads.start(files);
      // The thread is still starting, so the caller claims files; once it returns, none is left.
      await job.join();
      await expectPrettierOf(files, await job.done);
      // Joining a finished request does nothing.
      await job.join();
    } finally {
      await threads.close();
    }
  });

  it("names the first file in request order when several cannot be formatted", async () => {
    const files = new Map([
      ["lib/a.js", "export const a = 1;\n"],
      ["lib/small-broken.js", "export const = ;\n"],
      ["lib/large.js", `export const large = [${"1, ".repeat(500)}];\n`],
      ["lib/large-broken.js", `export const = [${"1, ".repeat(500)}];\n`],
    ]);
    await expect(formatFiles(files)).rejects.toThrow(/^Prettier could not format lib\/small-broken\.js: /);
  });

  it("answers concurrent requests each with its own files", async () => {
    const [a, b] = await Promise.all([
      formatFiles(new Map([["x.js", "let a=1"]])),
      formatFiles(new Map([["y.js", "let b=2"]])),
    ]);
    expect([...a]).toEqual([["x.js", "let a = 1;\n"]]);
    expect([...b]).toEqual([["y.js", "let b = 2;\n"]]);
  });

  it("keeps a process alive while formatting and lets it exit when done", () => {
    const script =
      'import { formatFiles } from "./generator/emit/format.ts";\n' +
      'const out = await formatFiles(new Map([["a.js", "let a=1"]]));\n' +
      'process.stdout.write(out.get("a.js"));\n';
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: projectRoot,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("let a = 1;\n");
  });
});

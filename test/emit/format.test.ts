/** formatFiles: Prettier on its own thread, with the project's config, one answer per request. */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as prettier from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { formatKey, optionsFor } from "../../generator/emit/format-claims.js";
import { FormatterPool, formatFiles } from "../../generator/emit/format.ts";
import { DiskCache } from "../../generator/util/disk-cache.js";
import { cleanupTempDirs, tempDir } from "../cli/support/temp-project.ts";
import { projectRoot } from "../runtime/render-package.ts";

afterAll(cleanupTempDirs);

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
    // No cache: every file is formatted by some thread, every run.
    const threads = new FormatterPool(3, { cacheDir: undefined });
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
    const threads = new FormatterPool(1, { cacheDir: undefined });
    try {
      const files = new Map(
        Array.from({ length: 12 }, (_, i) => [
          `docs/f${i}.md`,
          `# F${i}\n\n|a|b|\n|-|-|\n|${"x".repeat(i)}|1|\n`,
        ]),
      );
      const job = threads.start(files);
      // The caller waits for the thread to list the files (none is on disk: no cache), then claims
      // what the thread has not; once it returns, none is left.
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

describe("formatted files kept on disk", () => {
  const packageDir = join(projectRoot, "generated");

  /** The key a thread looks a file up by. */
  async function keyOf(path: string, text: string): Promise<string> {
    const key = formatKey(prettier.version, path, await optionsFor(prettier, packageDir, path), text);
    if (key === undefined) throw new Error(`no key for ${path}`);
    return key;
  }

  /** Runs `use` with a one-thread pool that keeps its files in `dir`, and closes it. */
  async function withPool<T>(dir: string | undefined, use: (pool: FormatterPool) => Promise<T>): Promise<T> {
    const pool = new FormatterPool(1, { cacheDir: dir });
    try {
      return await use(pool);
    } finally {
      await pool.close();
    }
  }

  const files = new Map([
    ["lib/a.js", "export const a = {b:1,   c:[1,2]}\n"],
    ["docs/a.md", "| A | Long heading |\n|---|---|\n| 1 | 2 |\n"],
    ["LICENSE", "Written  as   rendered\n"],
    ["cjs/a.js", "exports.a  =  1\n"],
  ]);

  it("stores what Prettier formats, and answers the same request from disk with the same text", async () => {
    const dir = join(tempDir(), "format");
    const first = await withPool(dir, (pool) => pool.format(files));
    await expectPrettierOf(
      new Map([...files].filter(([path]) => !/^cjs\/|LICENSE/.test(path))),
      new Map([...first].filter(([path]) => !/^cjs\/|LICENSE/.test(path))),
    );
    // Files written as rendered are neither formatted nor stored.
    expect(first.get("LICENSE")).toBe(files.get("LICENSE"));
    expect(first.get("cjs/a.js")).toBe(files.get("cjs/a.js"));
    expect(readdirSync(dir)).toHaveLength(2);
    expect(new DiskCache(dir).get(await keyOf("docs/a.md", files.get("docs/a.md") ?? ""))).toBe(
      first.get("docs/a.md"),
    );

    const second = await withPool(dir, async (pool) => {
      const job = pool.start(files);
      await job.join();
      return job.done;
    });
    expect([...second]).toEqual([...first]);
  });

  it("looks a file up by Prettier's version, its options, its path and its text", async () => {
    const dir = join(tempDir(), "format");
    const text = files.get("lib/a.js") ?? "";
    // What a thread finds under a file's key is its answer, so the key is all that decides it.
    new DiskCache(dir).set(await keyOf("lib/a.js", text), "planted\n");
    const answer = await withPool(dir, (pool) =>
      pool.format(
        new Map([
          ["lib/a.js", text],
          ["lib/b.js", text],
          ["lib/c.js", `${text} `],
        ]),
      ),
    );
    expect(answer.get("lib/a.js")).toBe("planted\n");
    expect(answer.get("lib/b.js")).toBe("export const a = { b: 1, c: [1, 2] };\n");
    expect(answer.get("lib/c.js")).toBe("export const a = { b: 1, c: [1, 2] };\n");
  });

  it("formats afresh over a damaged entry, and without a usable directory", async () => {
    const dir = join(tempDir(), "format");
    const text = files.get("docs/a.md") ?? "";
    const expected = await prettier.format(text, { ...config, filepath: "docs/a.md" });
    const cache = new DiskCache(dir);
    cache.set(await keyOf("docs/a.md", text), "planted\n");
    const path = cache.pathOf(await keyOf("docs/a.md", text));
    writeFileSync(path, readFileSync(path, "utf8").replace("planted", "plantee"));
    expect(await withPool(dir, (pool) => pool.format(new Map([["docs/a.md", text]])))).toEqual(
      new Map([["docs/a.md", expected]]),
    );
    expect(cache.get(await keyOf("docs/a.md", text))).toBe(expected);

    const blocked = join(tempDir(), "blocked");
    writeFileSync(blocked, "");
    expect(
      await withPool(join(blocked, "format"), (pool) => pool.format(new Map([["docs/a.md", text]]))),
    ).toEqual(new Map([["docs/a.md", expected]]));
    expect(await withPool(undefined, (pool) => pool.format(new Map([["docs/a.md", text]])))).toEqual(
      new Map([["docs/a.md", expected]]),
    );
  });

  it("never stores a file Prettier cannot format", async () => {
    const dir = join(tempDir(), "format");
    const broken = new Map([["lib/broken.js", "export const = ;\n"]]);
    await withPool(dir, async (pool) => {
      await expect(pool.format(broken)).rejects.toThrow(/^Prettier could not format lib\/broken\.js: /);
      await expect(pool.format(broken)).rejects.toThrow(/^Prettier could not format lib\/broken\.js: /);
    });
  });
});

describe("formatKey", () => {
  const options = { printWidth: 110, parser: "babel-ts", filepath: "/somewhere/generated/lib/a.d.ts" };
  const key = formatKey("3.0.0", "lib/a.d.ts", options, "text");

  it("changes with the version, the path, any option and the text, but not with where the package is", () => {
    expect(key).toBeTypeOf("string");
    expect(formatKey("3.0.1", "lib/a.d.ts", options, "text")).not.toBe(key);
    expect(formatKey("3.0.0", "lib/b.d.ts", options, "text")).not.toBe(key);
    expect(formatKey("3.0.0", "lib/a.d.ts", { ...options, printWidth: 80 }, "text")).not.toBe(key);
    expect(formatKey("3.0.0", "lib/a.d.ts", { ...options, semi: false }, "text")).not.toBe(key);
    expect(formatKey("3.0.0", "lib/a.d.ts", options, "text ")).not.toBe(key);
    expect(formatKey("3.0.0", "lib/a.d.ts", { ...options, filepath: "/elsewhere/lib/a.d.ts" }, "text")).toBe(
      key,
    );
  });

  it("gives no key when the options hold code the key cannot name", () => {
    expect(formatKey("3.0.0", "a.js", { ...options, plugins: ["prettier-plugin-x"] }, "t")).toBeUndefined();
    expect(formatKey("3.0.0", "a.js", { ...options, parser: () => ({}) }, "t")).toBeUndefined();
  });
});

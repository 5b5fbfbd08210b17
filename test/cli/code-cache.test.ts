/**
 * The CLI's V8 code cache: a listed CommonJS file behaves exactly as Node would load it, the first
 * run saves bytecode, later runs use it, and an edited file or a damaged cache is recompiled and
 * saved again. Each run is a fresh process, as the cache only matters across processes.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { cleanupTempDirs, PROJECT_ROOT, tempDir } from "./support/temp-project.ts";

afterAll(cleanupTempDirs);

const MODULE = [
  '"use strict";',
  'const { join } = require("node:path");',
  "exports.answer = () => 6 * 7;",
  "exports.where = join(__dirname, '.');",
  "exports.self = __filename;",
  "exports.bound = this === module.exports;",
  'exports.resolves = typeof require.resolve("node:path") === "string";',
  "",
].join("\n");

interface Run {
  state: string | undefined;
  answer: number;
  where: string;
  self: string;
  bound: boolean;
  resolves: boolean;
  plainState: string | undefined;
}

function load(file: string, plain: string, cacheDir: string, env: Record<string, string> = {}): Run {
  const codeCache = pathToFileURL(join(PROJECT_ROOT, "generator/cli/code-cache.ts")).href;
  const script = `
    import { createRequire } from "node:module";
    import { enableCodeCache, codeCacheStates } from ${JSON.stringify(codeCache)};
    enableCodeCache([${JSON.stringify(file)}], ${JSON.stringify(cacheDir)});
    const require = createRequire(import.meta.url);
    const mod = require(${JSON.stringify(file)});
    require(${JSON.stringify(plain)});
    const states = codeCacheStates();
    process.stdout.write(JSON.stringify({ ...mod, answer: mod.answer(), state: states.get(${JSON.stringify(file)}), plainState: states.get(${JSON.stringify(plain)}) }));
  `;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Run;
}

/** A directory with the listed module, a plain one beside it, and where the cache goes. */
function fixture(): { dir: string; file: string; plain: string; cacheDir: string } {
  const dir = tempDir("mcp-errgen-code-cache-");
  const file = join(dir, "listed.cjs");
  const plain = join(dir, "plain.cjs");
  writeFileSync(file, MODULE);
  writeFileSync(plain, "exports.plain = true;\n");
  return { dir, file, plain, cacheDir: join(dir, "cache") };
}

describe("enableCodeCache", () => {
  it("loads a listed file as Node would, saves its bytecode, then uses it", () => {
    const { dir, file, plain, cacheDir } = fixture();

    const first = load(file, plain, cacheDir);
    expect(first).toEqual({
      state: "created",
      plainState: undefined,
      answer: 42,
      where: dir,
      self: file,
      bound: true,
      resolves: true,
    });
    const [cacheFile, ...others] = readdirSync(cacheDir);
    expect(others).toEqual([]);
    expect(cacheFile).toMatch(/^listed\.cjs\.[0-9a-f]{16}\.bin$/);
    expect(load(file, plain, cacheDir).state).toBe("used");

    // Damaged bytecode is rejected by V8, the file still loads, and the cache is rewritten.
    writeFileSync(join(cacheDir, cacheFile ?? ""), Buffer.from("not bytecode"));
    const damaged = load(file, plain, cacheDir);
    expect(damaged.state).toBe("rejected");
    expect(damaged.answer).toBe(42);
    expect(readFileSync(join(cacheDir, cacheFile ?? "")).toString()).not.toBe("not bytecode");
    expect(load(file, plain, cacheDir).state).toBe("used");
  });

  it("compiles afresh a file whose package changed version, even with the same size and mtime", () => {
    const { dir, file, plain, cacheDir } = fixture();
    const installed = new Date("1985-10-26T08:15:00Z");
    writeFileSync(join(dir, "package.json"), '{ "name": "dep", "version": "1.0.0" }\n');
    utimesSync(file, installed, installed);
    expect(load(file, plain, cacheDir).state).toBe("created");
    writeFileSync(join(dir, "package.json"), '{ "name": "dep", "version": "1.0.1" }\n');
    writeFileSync(file, MODULE.replace("6 * 7", "6 * 9"));
    utimesSync(file, installed, installed);
    const upgraded = load(file, plain, cacheDir);
    expect(upgraded.state).toBe("created");
    expect(upgraded.answer).toBe(54);
  });

  it("keeps one cache file per set of Node options, so alternating sets do not rewrite each other", () => {
    const { file, plain, cacheDir } = fixture();
    const withFlags = { NODE_OPTIONS: "--max-semi-space-size=32" };
    expect(load(file, plain, cacheDir).state).toBe("created");
    expect(load(file, plain, cacheDir, withFlags).state).toBe("created");
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(load(file, plain, cacheDir).state).toBe("used");
    expect(load(file, plain, cacheDir, withFlags).state).toBe("used");
  });

  it("keeps the newest three cache files of a source", () => {
    const { file, plain, cacheDir } = fixture();
    for (let i = 0; i < 5; i++)
      load(file, plain, cacheDir, { NODE_OPTIONS: `--max-semi-space-size=${16 + i}` });
    expect(readdirSync(cacheDir)).toHaveLength(3);
    expect(load(file, plain, cacheDir, { NODE_OPTIONS: "--max-semi-space-size=20" }).state).toBe("used");
    expect(load(file, plain, cacheDir, { NODE_OPTIONS: "--max-semi-space-size=16" }).state).toBe("created");
  });

  it("compiles an edited file afresh", () => {
    const { file, plain, cacheDir } = fixture();
    expect(load(file, plain, cacheDir).state).toBe("created");
    writeFileSync(file, MODULE.replace("6 * 7", "6 * 9"));
    const edited = load(file, plain, cacheDir);
    expect(edited.state).toBe("created");
    expect(edited.answer).toBe(54);
  });
});

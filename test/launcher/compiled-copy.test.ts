/**
 * The compiled copy the CLI runs from: one module per source with `.ts` specifiers rewritten,
 * packages left to node_modules, assets beside their modules, reused until a source changes, and
 * safe when several runs build it at once. Exercised on a small generator written here.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compiledCopy, type CompiledCopy } from "../../generator/launcher/compiled-copy.js";
import { listSourceFiles, sourceFingerprint } from "../../generator/launcher/source-fingerprint.js";
import { cleanupTempDirs, PROJECT_ROOT, tempDir } from "../cli/support/temp-project.ts";

afterAll(cleanupTempDirs);

const SOURCES: Record<string, string> = {
  "cli.ts": [
    'import { readFileSync } from "node:fs";',
    'import { greet, type Greeting } from "./lib/greet.ts";',
    "",
    'const data = JSON.parse(readFileSync(new URL("./lib/data.json", import.meta.url), "utf8")) as { name: string };',
    "const greeting: Greeting = greet(data.name);",
    'const { shout } = await import("./lib/shout.ts");',
    "process.stdout.write(shout(greeting) + '\\n');",
    "",
  ].join("\n"),
  "lib/greet.ts": [
    "export interface Greeting { text: string }",
    "export function greet(name: string): Greeting {",
    "  return { text: `hello ${name}` };",
    "}",
    "",
  ].join("\n"),
  "lib/shout.ts":
    'import type { Greeting } from "./greet.ts";\nexport const shout = (g: Greeting): string => g.text.toUpperCase();\n',
  "lib/uses-package.ts":
    'import { parse } from "yaml";\nexport const read = (text: string): unknown => parse(text);\n',
  "lib/data.json": '{ "name": "copy" }\n',
  "lib/worker.js": "export const plain = true;\n",
};

function miniProject(sources: Record<string, string> = SOURCES): string {
  const root = tempDir("mcp-errgen-launcher-");
  for (const [path, text] of Object.entries(sources)) {
    mkdirSync(join(root, "generator", path, ".."), { recursive: true });
    writeFileSync(join(root, "generator", path), text);
  }
  return root;
}

describe("sourceFingerprint", () => {
  it("depends on every path and byte, and on nothing else", () => {
    const a = miniProject();
    const b = miniProject(Object.fromEntries(Object.entries(SOURCES).reverse()));
    const key = (root: string, salt = "s") =>
      sourceFingerprint(join(root, "generator"), listSourceFiles(join(root, "generator")), salt);
    expect(listSourceFiles(join(a, "generator"))).toEqual([
      "cli.ts",
      "lib/data.json",
      "lib/greet.ts",
      "lib/shout.ts",
      "lib/uses-package.ts",
      "lib/worker.js",
    ]);
    // Written in another order, same files: same key.
    expect(key(b)).toBe(key(a));
    expect(key(a, "other salt")).not.toBe(key(a));
    writeFileSync(join(b, "generator/lib/data.json"), '{ "name": "copy"}\n');
    expect(key(b)).not.toBe(key(a));
    const c = miniProject({ ...SOURCES, "lib/extra.ts": "" });
    expect(key(c)).not.toBe(key(a));
  });
});

describe("compiledCopy", () => {
  it("compiles one module per source that runs as the sources would", async () => {
    const root = miniProject();
    const copy = await compiledCopy(root);
    expect(copy.built).toBe(true);
    expect(copy.dir.startsWith(join(root, "node_modules/.cache/mcp-errgen/"))).toBe(true);
    const files = readdirSync(copy.dir, { recursive: true }).map(String).sort();
    expect(files.filter((f) => !f.endsWith(".map"))).toEqual([
      "cli.js",
      "lib",
      "lib/data.json",
      "lib/greet.js",
      "lib/shout.js",
      "lib/uses-package.js",
      "lib/worker.js",
    ]);
    const cli = readFileSync(join(copy.dir, "cli.js"), "utf8");
    expect(cli).toContain('from "./lib/greet.js"');
    expect(cli).toContain('import("./lib/shout.js")');
    expect(cli).not.toContain("Greeting");
    // Packages are imported from node_modules at run time, not copied in.
    const usesPackage = readFileSync(join(copy.dir, "lib/uses-package.js"), "utf8");
    expect(usesPackage).toMatch(/from "yaml"/);
    expect(usesPackage.length).toBeLessThan(500);
    const run = spawnSync(process.execPath, [join(copy.dir, "cli.js")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("HELLO COPY\n");
  });

  it("reuses a copy until a source changes", async () => {
    const root = miniProject();
    const first = await compiledCopy(root);
    const again = await compiledCopy(root);
    expect(again).toEqual({ dir: first.dir, built: false });
    writeFileSync(join(root, "generator/lib/data.json"), '{ "name": "edited" }\n');
    const edited = await compiledCopy(root);
    expect(edited.built).toBe(true);
    expect(edited.dir).not.toBe(first.dir);
    expect(spawnSync(process.execPath, [join(edited.dir, "cli.js")], { encoding: "utf8" }).stdout).toBe(
      "HELLO EDITED\n",
    );
    // How to compile is part of the key: esbuild reads tsconfig.json.
    writeFileSync(
      join(root, "tsconfig.json"),
      '{ "compilerOptions": { "useDefineForClassFields": false } }\n',
    );
    expect((await compiledCopy(root)).built).toBe(true);
    // The previous copy stays for a while: a run started before the edit may still be using it.
    expect(existsSync(first.dir)).toBe(true);
  });

  it("keeps the newest copies besides the current one, and leaves other entries alone", async () => {
    const root = miniProject();
    const cacheDir = join(root, "node_modules/.cache/mcp-errgen");
    mkdirSync(join(cacheDir, "v8"), { recursive: true });
    writeFileSync(join(cacheDir, "v8/bytecode.bin"), "kept");
    const dirs: string[] = [];
    for (let edit = 0; edit < 7; edit++) {
      writeFileSync(join(root, "generator/lib/data.json"), `{ "name": "edit ${edit}" }\n`);
      const copy = await compiledCopy(root);
      // Older copies must look older: mtimes decide which go.
      const past = new Date(Date.now() - (7 - edit) * 60_000);
      utimesSync(join(copy.dir, ".."), past, past);
      dirs.push(copy.dir);
    }
    const left = readdirSync(cacheDir).sort();
    expect(left).toContain("v8");
    expect(readFileSync(join(cacheDir, "v8/bytecode.bin"), "utf8")).toBe("kept");
    // The current copy and the four before it.
    expect(left.filter((name) => name !== "v8")).toEqual(
      dirs
        .slice(-5)
        .map((dir) => basename(join(dir, "..")))
        .sort(),
    );
  });

  it("names the file, line and column of a source that does not compile", async () => {
    const root = miniProject({ ...SOURCES, "lib/broken.ts": "export const a = ;\n" });
    await expect(compiledCopy(root)).rejects.toThrow(
      /could not compile the generator:\n.*lib\/broken\.ts:1:18: /,
    );
    // Nothing half-built is left to be reused.
    expect(readdirSync(join(root, "node_modules/.cache/mcp-errgen"))).toEqual([]);
  });

  it("gives every one of several concurrent runs the same complete copy", async () => {
    const root = miniProject();
    const script =
      `const { compiledCopy } = await import(${JSON.stringify(pathToFileURL(join(PROJECT_ROOT, "generator/launcher/compiled-copy.js")).href)});\n` +
      `const copy = await compiledCopy(${JSON.stringify(root)});\n` +
      "process.stdout.write(JSON.stringify(copy));\n";
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: PROJECT_ROOT });
        let stdout = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        return new Promise<{ code: number | null; copy: CompiledCopy }>((resolve) =>
          child.on("close", (code) => resolve({ code, copy: JSON.parse(stdout || "null") as CompiledCopy })),
        );
      }),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(runs.map((r) => r.copy.dir)).size).toBe(1);
    // One copy and no scratch directories left behind.
    expect(readdirSync(join(root, "node_modules/.cache/mcp-errgen"))).toHaveLength(1);
    const dir = runs[0]?.copy.dir ?? "";
    expect(spawnSync(process.execPath, [join(dir, "cli.js")], { encoding: "utf8" }).stdout).toBe(
      "HELLO COPY\n",
    );
  });
});

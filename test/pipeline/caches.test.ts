/**
 * The on-disk caches (formatted files, CommonJS translations, the compiled runtime, validation
 * passes) through the real entry point: a run that finds them gives the same bytes as one that
 * starts with none, a damaged or unusable cache costs time only, and none of them hides a stale
 * generated/ from --check.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTree } from "../../generator/output/tree.ts";
import { CACHE_DIR_ENV } from "../../generator/launcher/cache-dir.js";
import { PROJECT_ROOT, SPEC_ENV } from "../cli/support/temp-project.ts";

const CACHES = ["format", "commonjs", "runtime", "validate"];

// Inside the project, where the compiled generator's imports resolve; empty at the start.
const cacheDir = mkdtempSync(join(PROJECT_ROOT, "node_modules", ".cache", "mcp-errgen-test-"));
const outParent = mkdtempSync(join(tmpdir(), "mcp-errgen-caches-"));
afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(outParent, { recursive: true, force: true });
});

function gen(out: string, args: string[] = []) {
  const run = spawnSync(process.execPath, ["generator/launch.js", "gen", "--out", out, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...SPEC_ENV, NO_COLOR: "1", [CACHE_DIR_ENV]: cacheDir },
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(run.error).toBeUndefined();
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function entries(name: string): string[] {
  return readdirSync(join(cacheDir, name)).filter((file) => file.endsWith(".txt"));
}

describe.sequential("gen with its caches", () => {
  const first = join(outParent, "first");
  let written: Map<string, Buffer>;

  it("fills every cache on a first run", () => {
    const run = gen(first);
    expect(run.status, run.stderr).toBe(0);
    written = readTree(first);
    for (const name of CACHES) expect(entries(name).length, name).toBeGreaterThan(0);
  });

  it("gives the same bytes from the caches", () => {
    const check = gen(first, ["--check"]);
    expect(check.status, check.stderr).toBe(0);
    const second = join(outParent, "second");
    expect(gen(second).status).toBe(0);
    expect(readTree(second)).toEqual(written);
  });

  it("gives the same bytes over damaged entries, and repairs them", () => {
    for (const name of CACHES)
      for (const file of entries(name)) {
        const path = join(cacheDir, name, file);
        const text = readFileSync(path, "utf8");
        writeFileSync(path, `${text.slice(0, 65)}damaged ${text.slice(65)}`);
      }
    const third = join(outParent, "third");
    const run = gen(third);
    expect(run.status, run.stderr).toBe(0);
    expect(readTree(third)).toEqual(written);
    for (const name of CACHES) {
      const text = readFileSync(join(cacheDir, name, entries(name)[0] ?? ""), "utf8");
      expect(text.includes("\ndamaged "), name).toBe(false);
    }
  });

  it("gives the same bytes when no cache can be read or written", () => {
    for (const name of CACHES) {
      rmSync(join(cacheDir, name), { recursive: true, force: true });
      writeFileSync(join(cacheDir, name), "not a directory");
    }
    const check = gen(first, ["--check"]);
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/is up to date/);
    for (const name of CACHES) rmSync(join(cacheDir, name), { force: true });
  });

  it("still finds a stale generated/ byte for byte when every cache is warm", () => {
    expect(gen(first, ["--check"]).status).toBe(0);
    const path = join(first, "lib", "index.js");
    writeFileSync(path, `${readFileSync(path, "utf8")} `);
    const check = gen(first, ["--check"]);
    expect(check.status).toBe(1);
    expect(check.stdout + check.stderr).toContain("lib/index.js");
  });
});

/**
 * Determinism: three `gen` runs over the same inputs give byte-identical trees, however they are
 * started: in-process from the project root; in-process from a nested working directory with
 * relative paths and the manifest's entries (revisions and roots) in another order; and as a
 * fresh process. No output file may name a path of the machine it was built on.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { isSeq, isMap, parseDocument } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadManifest } from "../../generator/inputs/load-manifest.ts";
import { readTree } from "../../generator/write/tree.ts";
import { cliProcessArgs, runCli } from "../cli/support/run-cli.ts";
import {
  cleanupTempDirs,
  makeTempProject,
  PRERELEASE_DIR,
  PROJECT_ROOT,
  SPEC_DIR,
  SPEC_ENV,
} from "../cli/support/temp-project.ts";

const run = promisify(execFile);

/** The manifest with its revisions and its roots listed in reverse. */
function reordered(text: string): string {
  const doc = parseDocument(text);
  for (const key of ["revisions", "roots"]) {
    const node = doc.get(key);
    if (!isSeq(node) && !isMap(node)) throw new Error(`spec/revisions.yaml has no ${key} collection`);
    (node.items as unknown[]).reverse();
  }
  return doc.toString();
}

const trees: Map<string, Buffer>[] = [];
const projects: string[] = [];

beforeAll(async () => {
  // Run 1: in-process, from the project root, roots from the environment.
  const first = makeTempProject();
  const one = await runCli(["gen"], { cwd: first, env: SPEC_ENV });
  if (one.code !== 0) throw new Error(one.stderr);
  trees.push(readTree(join(first, "generated")));

  // Run 2: in-process, from a nested directory, with relative paths and a reordered manifest.
  const second = makeTempProject();
  const manifestPath = join(second, "spec/revisions.yaml");
  writeFileSync(manifestPath, reordered(readFileSync(manifestPath, "utf8")));
  const cwd = join(second, "templates", "mcp-errors");
  const two = await runCli(
    [
      "gen",
      "--out",
      relative(cwd, join(second, "out")),
      "--spec",
      relative(cwd, SPEC_DIR),
      "--prerelease-spec",
      relative(cwd, PRERELEASE_DIR),
    ],
    { cwd, env: {} },
  );
  if (two.code !== 0) throw new Error(two.stderr);
  trees.push(readTree(join(second, "out")));

  // Run 3: a fresh process, so nothing kept in memory by an earlier run in this one can hide a difference.
  const third = makeTempProject();
  await run(process.execPath, cliProcessArgs(PROJECT_ROOT, "gen", "--out", join(third, "fresh")), {
    cwd: join(third, "spec"),
    env: { ...process.env, ...SPEC_ENV, NO_COLOR: "1" },
  });
  trees.push(readTree(join(third, "fresh")));
  projects.push(first, second, third);
});
afterAll(cleanupTempDirs);

describe("determinism", () => {
  it("the reordered manifest really lists the revisions in another order", () => {
    const [, second = ""] = projects;
    const text = readFileSync(join(second, "spec/revisions.yaml"), "utf8");
    const ids = [...text.matchAll(/^ {2}- id: (\S+)$/gm)].map((m) => m[1]);
    const canonical = loadManifest(PROJECT_ROOT).revisions.map((r) => r.id);
    expect(ids).not.toEqual(canonical);
    expect([...ids].sort()).toEqual([...canonical].sort());
  });

  it("three runs give byte-identical trees", () => {
    const [first, ...others] = trees;
    expect(first?.size).toBeGreaterThan(0);
    for (const other of others) {
      expect([...(other.keys() ?? [])].sort()).toEqual([...(first?.keys() ?? [])].sort());
      for (const [path, bytes] of first ?? []) expect(other.get(path)?.equals(bytes), path).toBe(true);
    }
  });

  it("no output file names a directory of the machine that built it", () => {
    const [first] = trees;
    const machinePaths = [SPEC_DIR, PRERELEASE_DIR, PROJECT_ROOT, ...projects];
    for (const [path, bytes] of first ?? []) {
      const text = bytes.toString("utf8");
      for (const dir of machinePaths) expect(text, path).not.toContain(dir);
      expect(text, path).not.toMatch(/\/tmp\/|\/home\/|\/Users\//);
    }
  });
});

/**
 * Writes a rendered output tree (generated/) atomically: every file goes into a staging directory
 * beside the target, which then replaces the target in one swap. Files are written in sorted order
 * so a run is reproducible, including where an injected failure stops it.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { readInputFile } from "../inputs/read-schema.ts";
import { replaceDirectory, type ReplaceHooks, type ReplaceResult } from "./replace-directory.ts";
import type { FileTree } from "./tree.ts";

export interface WriteHooks extends ReplaceHooks {
  /** Runs after each staged file; throwing aborts the write (tests fail half-way through here). */
  afterFile?: (written: number, total: number) => void;
}

export function writeTreeAtomic(
  outDir: string,
  files: FileTree,
  options: { displayBase: string; hooks?: WriteHooks; lockHeld?: boolean },
): ReplaceResult {
  assertSafePaths(files);
  assertSamePackage(outDir, files, options.displayBase);
  const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : 1));
  const populate = (staging: string) =>
    sorted.forEach(([path, content], index) => {
      const abs = join(staging, ...path.split("/"));
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content);
      options.hooks?.afterFile?.(index + 1, sorted.length);
    });
  return replaceDirectory(outDir, populate, options);
}

/** Output paths must stay inside the output directory: relative, "/"-separated, no "." or ".." segments. */
export function assertSafePaths(files: FileTree): void {
  for (const path of files.keys()) {
    const segments = path.split("/");
    if (
      path.includes("\\") ||
      path.includes("\0") ||
      segments.some((s) => s === "" || s === "." || s === "..")
    )
      fail("output/invalid", { file: path, reason: "the path must be relative and stay inside the output" });
  }
}

/** A package.json already in the output directory must name the package being written (see assertOutputDirectory). */
function assertSamePackage(outDir: string, files: FileTree, displayBase: string): void {
  const rendered = files.get("package.json");
  const shown = relative(displayBase, join(outDir, "package.json"));
  if (rendered === undefined || !existsSync(join(outDir, "package.json"))) return;
  const name = (text: string) => {
    try {
      return String((JSON.parse(text) as { name?: unknown }).name);
    } catch {
      return "no name";
    }
  };
  const existing = name(readInputFile(join(outDir, "package.json"), shown).text);
  if (existing !== name(rendered))
    fail(
      "output/not-owned",
      {
        path: relative(displayBase, outDir) || ".",
        reason: `its package.json is ${existing}'s, not ${name(rendered)}'s`,
      },
      { file: shown },
    );
}

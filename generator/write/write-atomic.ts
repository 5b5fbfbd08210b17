/**
 * Writes a rendered output tree (generated/) atomically: every file goes into a staging directory
 * beside the target, which then replaces the target in one swap. Files are written in sorted order
 * so a run is reproducible, including where an injected failure stops it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { replaceDirectory, type ReplaceHooks, type ReplaceResult } from "./replace-directory.ts";
import { assertSamePackage, type FileTree } from "./tree.ts";

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

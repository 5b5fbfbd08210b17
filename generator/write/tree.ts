/** Reading an output tree from disk and comparing it with a rendered one, byte for byte. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";

/** Output-relative path ("src/2026-07-28.ts") -> content. */
export type FileTree = Map<string, string>;

/** Every regular file under `dir`, keyed by its relative path with "/" separators; empty if `dir` is absent. */
export function readTree(dir: string): Map<string, Buffer> {
  return scanTree(dir).files;
}

/**
 * The regular files under `dir`, and every other entry (a symbolic link, a FIFO, a socket) as
 * what it is. Links are never followed: the output holds only files and directories, and a link
 * could point anywhere.
 */
export function scanTree(dir: string): { files: Map<string, Buffer>; others: Map<string, string> } {
  const files = new Map<string, Buffer>();
  const others = new Map<string, string>();
  if (!existsSync(dir)) return { files, others };
  const walk = (abs: string, rel: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(abs, entry.name), childRel);
      else if (entry.isFile()) files.set(childRel, readFileSync(join(abs, entry.name)));
      else others.set(childRel, entry.isSymbolicLink() ? "a symbolic link" : "not a regular file");
    }
  };
  walk(dir, "");
  return { files, others };
}

/** The output path must be a directory or not exist yet, and no file may sit where one of its parents goes. */
export function assertOutputDirectory(dir: string, displayBase: string): void {
  const shown = (path: string) => relative(displayBase, path) || ".";
  for (let path = dir; ; path = dirname(path)) {
    if (existsSync(path)) {
      if (!statSync(path).isDirectory())
        fail("output/not-a-directory", { path: shown(dir), blocker: shown(path) }, { file: shown(path) });
      return;
    }
    if (dirname(path) === path) return;
  }
}

export interface StaleFile {
  path: string;
  /** First line (1-based) where the file on disk differs from the rendered one. */
  line: number;
  /** Set when what is on disk is no regular file at all ("a symbolic link"). */
  notAFile?: string;
}

export interface TreeComparison {
  stale: StaleFile[];
  missing: string[];
  extra: string[];
  unchanged: number;
}

export function isUpToDate(c: TreeComparison): boolean {
  return c.stale.length === 0 && c.missing.length === 0 && c.extra.length === 0;
}

export function compareTree(dir: string, files: FileTree): TreeComparison {
  const { files: onDisk, others } = scanTree(dir);
  const result: TreeComparison = { stale: [], missing: [], extra: [], unchanged: 0 };
  for (const [path, expected] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const actual = onDisk.get(path);
    const other = others.get(path);
    if (other !== undefined) result.stale.push({ path, line: 1, notAFile: other });
    else if (actual === undefined) result.missing.push(path);
    else if (!actual.equals(Buffer.from(expected, "utf8")))
      result.stale.push({ path, line: firstDifferentLine(actual.toString("utf8"), expected) });
    else result.unchanged++;
  }
  result.extra = [...onDisk.keys(), ...others.keys()].filter((path) => !files.has(path)).sort();
  return result;
}

function firstDifferentLine(a: string, b: string): number {
  const left = a.split("\n");
  const right = b.split("\n");
  let i = 0;
  while (i < left.length && i < right.length && left[i] === right[i]) i++;
  return i + 1;
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

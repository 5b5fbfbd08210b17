/** Output trees: reading one from disk, comparing it with a rendered one, and what gen may replace. */
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { readInputFile } from "../inputs/read-schema.ts";
import { isNameTooLong, shownPath } from "./shown-path.ts";

/** Output-relative path ("lib/2026-07-28.js") -> content. */
export type FileTree = Map<string, string>;

/** Every regular file under `dir`, keyed by its relative path with "/" separators; empty if `dir` is absent. */
export function readTree(dir: string): Map<string, Buffer> {
  return scanTree(dir).files;
}

/** The regular files under `dir`, and every other entry as what it is; links are never followed. */
function scanTree(dir: string): { files: Map<string, Buffer>; others: Map<string, string> } {
  const files = new Map<string, Buffer>();
  const others = new Map<string, string>();
  const walk = (abs: string, rel: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(abs, entry.name), path);
      else if (entry.isFile()) files.set(path, readFileSync(join(abs, entry.name)));
      else others.set(path, entry.isSymbolicLink() ? "a symbolic link" : "not a regular file");
    }
  };
  if (existsSync(dir)) walk(dir, "");
  return { files, others };
}

/**
 * gen replaces only what it owns: a path that does not exist yet, an empty directory, or an
 * earlier output, which holds a package.json (assertSamePackage checks its name once the package
 * is rendered). Never the project itself, and no file where a directory goes.
 */
export function assertOutputDirectory(dir: string, displayBase: string): void {
  const shown = (path: string) => shownPath(displayBase, path);
  try {
    lstatSync(dir, { throwIfNoEntry: false });
  } catch (error) {
    // The whole path over the system's limit, or a name in it that exists: refused before anything
    // is made. Any other failure (a file where a folder goes) is what the walk below reports.
    if (isNameTooLong(error)) fail("output/path-too-long", { path: shown(dir) });
  }
  // A link in place of the output: gen replaces the link, never what it points at.
  if (linkTarget(dir) !== undefined) return;
  for (let path = dir; !existsSync(path) || !statSync(path).isDirectory(); path = dirname(path)) {
    if (existsSync(path))
      fail("output/not-a-directory", { path: shown(dir), blocker: shown(path) }, { file: shown(path) });
    if (dirname(path) === path) return;
  }
  const refuse = (reason: string) =>
    fail("output/not-owned", { path: shown(dir), reason }, { file: shown(dir) });
  if (!existsSync(dir) || readdirSync(dir).length === 0) return;
  if (existsSync(join(dir, "spec", "revisions.yaml")))
    refuse("it is a project, with its spec/revisions.yaml");
  if (!lstatSync(join(dir, "package.json"), { throwIfNoEntry: false })?.isFile())
    refuse("it is not empty, and has no package.json of an earlier output");
}

/** A package.json already in the output directory must name the package about to replace it. */
export function assertSamePackage(dir: string, files: FileTree, displayBase: string): void {
  const path = join(dir, "package.json");
  const rendered = files.get("package.json");
  if (rendered === undefined || linkTarget(dir) !== undefined || !existsSync(path)) return;
  const name = (text: string) => String((JSON.parse(text) as { name?: unknown } | null)?.name);
  let existing = "no package";
  try {
    existing = name(readInputFile(path, relative(displayBase, path), { limit: 1024 * 1024 }).text);
  } catch {
    // unreadable or not JSON: no earlier output of this package
  }
  const reason = `its package.json is ${existing}'s, not ${name(rendered)}'s`;
  const where = { file: relative(displayBase, path) };
  if (existing !== name(rendered))
    fail("output/not-owned", { path: relative(displayBase, dir) || ".", reason }, where);
}

/** Where the link at `path` points; undefined when `path` is not a symbolic link. */
export function linkTarget(path: string): string | undefined {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : undefined;
  } catch {
    return undefined;
  }
}

export function isUpToDate(c: ReturnType<typeof compareTree>): boolean {
  return c.link === undefined && c.stale.length === 0 && c.missing.length === 0 && c.extra.length === 0;
}

/**
 * How the tree at `dir` differs from `files`. `link`: `dir` itself is a symbolic link (to that),
 * which is never read through: every file counts as missing, as gen writes a directory there.
 */
export function compareTree(dir: string, files: FileTree) {
  const link = linkTarget(dir);
  const { files: onDisk, others } =
    link === undefined ? scanTree(dir) : { files: new Map(), others: new Map() };
  // `line`: the first (1-based) that differs; `notAFile`: what is on disk instead ("a symbolic link").
  const stale: { path: string; line: number; notAFile?: string }[] = [];
  const result = { link, stale, missing: [] as string[], extra: [] as string[], unchanged: 0 };
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
  const [left, right] = [a.split("\n"), b.split("\n")];
  const at = left.findIndex((line, i) => line !== right[i]);
  return (at === -1 ? left.length : at) + 1;
}

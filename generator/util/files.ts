/** Files on disk: the generator's folder, hashes, containment, copies and writes that follow no link. */
import { createHash, randomBytes } from "node:crypto";
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, isAbsolute, join, relative, sep } from "node:path";
import generatorPackage from "../../package.json" with { type: "json" };
import { fail, GenError } from "../diagnostics/gen-error.ts";

/** mcp-errgen's own directory: its package.json, Prettier config and templates. */
export const GENERATOR_ROOT = join(import.meta.dirname, "..", "..");

/** The generator's version, from its package.json; the emitted package carries it too. */
export const generatorVersion = (): string => generatorPackage.version;

export function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Whether `path` is `dir` or below it; both absolute, with links already resolved where it matters. */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** Copies regular files and folders; returns the count. Written fresh, not cloned, so copies are writable. */
export function copyTree(from: string, to: string): number {
  mkdirSync(to, { recursive: true });
  let count = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) count += copyTree(source, target);
    else if (entry.isFile()) {
      writeFileSync(target, readFileSync(source));
      count++;
    }
  }
  return count;
}

/**
 * Replaces a regular (or absent) project file whose folder's real path is inside the project. The bytes
 * go to a sibling created exclusively under a random name, so a planted link is never followed.
 */
export function writeFileAtomic(projectRoot: string, file: string, content: string): void {
  const path = join(projectRoot, file);
  const refuse = (reason: string) => fail("spec/write-failed", { path: file, reason }, { file });
  // Named like the other scratch paths (.gitignore: .*.errgen-*).
  const temp = join(dirname(path), `.${basename(path)}.errgen-${randomBytes(8).toString("hex")}.tmp`);
  try {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) refuse("it is a symbolic link");
    if (stat && !stat.isFile()) refuse("it is not a regular file");
    if (!isInside(realpathSync(projectRoot), realpathSync(dirname(path))))
      refuse("its folder leads out of the project");
    writeFileSync(temp, content, { flag: "wx" });
    renameSync(temp, path);
  } catch (error) {
    if (error instanceof GenError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    refuse(code === "EACCES" || code === "EPERM" ? "permission denied" : (error as Error).message);
  } finally {
    rmSync(temp, { force: true });
  }
}

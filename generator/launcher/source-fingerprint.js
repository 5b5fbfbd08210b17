// @ts-check
/**
 * A digest of every file under generator/, so a compiled copy is reused only while the sources it
 * was compiled from are unchanged, byte for byte. Paths are sorted and hashed with the contents.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every file under `dir`, as sorted paths relative to it with "/" separators.
 * @param {string} dir
 * @returns {string[]}
 */
export function listSourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
  }
  return files.sort();
}

/**
 * @param {string} dir the generator's source directory
 * @param {readonly string[]} files from listSourceFiles
 * @param {string} salt what else the compiled output depends on (the compiler's version, the copy's layout)
 * @returns {string} 16 hex digits
 */
export function sourceFingerprint(dir, files, salt) {
  const hash = createHash("sha256").update(salt).update("\0");
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(dir, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

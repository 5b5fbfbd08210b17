/**
 * Copies regular files and directories. Files are written fresh rather than cloned, so the copy
 * is writable even when the source is a read-only snapshot, and a later sync can replace it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Returns the number of files copied. */
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

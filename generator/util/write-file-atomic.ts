/** Replaces one file by writing a temporary sibling and renaming it over the original. */
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export function writeFileAtomic(path: string, content: string): void {
  // Named like the other scratch paths (.gitignore: .*.errgen-*).
  const temp = join(dirname(path), `.${basename(path)}.errgen-${process.pid}.tmp`);
  try {
    writeFileSync(temp, content);
    renameSync(temp, path);
  } finally {
    rmSync(temp, { force: true });
  }
}

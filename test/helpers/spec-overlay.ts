/**
 * A writable stand-in for a read-only spec root: a temp directory of symlinks to everything in
 * the base root except the files a test replaces, which are real files (or directories, or
 * nothing) in the overlay. Only the directories on the way to a replaced file are materialised,
 * so building one costs a handful of syscalls however large the spec snapshot is.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "../cli/support/temp-project.ts";

/** New content for a path inside the root; `{ directory: true }` puts an empty directory there, `null` removes it. */
export type OverlayEntry = string | Uint8Array | { directory: true } | null;

export function overlayRoot(base: string, entries: Record<string, OverlayEntry>): string {
  const root = tempDir("mcp-errgen-overlay-");
  const materialised = new Set<string>([""]);
  linkChildren(base, root);
  for (const [path, entry] of Object.entries(entries)) {
    const parts = path.split("/");
    let rel = "";
    for (const part of parts.slice(0, -1)) {
      rel = rel ? `${rel}/${part}` : part;
      if (materialised.has(rel)) continue;
      // Replace the symlink to the base directory with a real one whose children link back
      // (a directory the base lacks is simply created).
      rmSync(join(root, rel), { force: true });
      mkdirSync(join(root, rel));
      if (existsSync(join(base, rel))) linkChildren(join(base, rel), join(root, rel));
      materialised.add(rel);
    }
    const target = join(root, path);
    rmSync(target, { force: true });
    if (entry === null) continue;
    if (typeof entry === "object" && "directory" in entry) mkdirSync(target);
    else writeFileSync(target, entry);
  }
  return root;
}

function linkChildren(from: string, to: string): void {
  for (const name of readdirSync(from)) symlinkSync(join(from, name), join(to, name));
}

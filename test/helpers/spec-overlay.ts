/**
 * A writable stand-in for a read-only spec root: a temp copy of the base root in which the files a
 * test replaces are real files (or directories, or nothing). The copy holds regular files only,
 * not links back to the base: the generator refuses to read an input whose real path leaves its
 * root, so a root of symbolic links would be refused as a whole.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "../cli/support/temp-project.ts";

/** New content for a path inside the root; `{ directory: true }` puts an empty directory there, `null` removes it. */
export type OverlayEntry = string | Uint8Array | { directory: true } | null;

export function overlayRoot(base: string, entries: Record<string, OverlayEntry>): string {
  const root = tempDir("mcp-errgen-overlay-");
  copyFiles(base, root);
  for (const [path, entry] of Object.entries(entries)) {
    const target = join(root, path);
    mkdirSync(join(target, ".."), { recursive: true });
    rmSync(target, { recursive: true, force: true });
    if (entry === null) continue;
    if (typeof entry === "object" && "directory" in entry) mkdirSync(target);
    else writeFileSync(target, entry);
  }
  return root;
}

/** Copies written fresh (not cloned), so they are writable even when the base is read-only. */
function copyFiles(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyFiles(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile()) writeFileSync(join(to, entry.name), readFileSync(join(from, entry.name)));
  }
}

/** Reads one revision's schema.ts through its root, checking size, emptiness and the pinned hash. */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { displayPath, type ManifestRevision } from "../manifest/manifest.ts";
import { sha256 } from "../util/hash.ts";
import type { ResolvedRoot } from "./resolve-roots.ts";

/** Upper bound for any one input file; the largest real schema is about 100 KB. */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

export interface SchemaSource {
  revision: ManifestRevision;
  /** Absolute path. */
  path: string;
  /** As shown in locations: "schema/2026-07-28/schema.ts" or "prerelease:draft-2026-06-07/schema.ts". */
  display: string;
  text: string;
  sha256: string;
}

/** Reads an input file whole, refusing missing, unreadable, empty and oversized files. */
export function readInputFile(path: string, display: string): { text: string; sha256: string } {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return fail("spec/file-unreadable", { path: display, reason: "no such file" }, { file: display });
  }
  if (size > MAX_INPUT_BYTES)
    fail("spec/file-too-large", { path: display, size, limit: MAX_INPUT_BYTES }, { file: display });
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return fail(
      "spec/file-unreadable",
      { path: display, reason: code === "EACCES" ? "permission denied" : (error as Error).message },
      { file: display },
    );
  }
  const text = bytes.toString("utf8");
  if (text.trim() === "") fail("spec/file-empty", { path: display }, { file: display });
  return { text, sha256: sha256(bytes) };
}

export function readSchema(
  revision: ManifestRevision,
  roots: Map<string, ResolvedRoot>,
  options: { verifyPin: boolean },
): SchemaSource {
  const root = roots.get(revision.root);
  if (!root) throw new Error(`root ${revision.root} was not resolved`);
  const path = join(root.dir, revision.schema);
  const display = displayPath(revision.root, revision.schema);
  try {
    statSync(path);
  } catch {
    fail("spec/file-missing", { path, revision: revision.id }, { file: display });
  }
  const { text, sha256: hash } = readInputFile(path, display);
  if (options.verifyPin && hash !== revision.sha256)
    fail(
      "spec/hash-mismatch",
      { path, revision: revision.id, pinned: revision.sha256, actual: hash },
      { file: display },
    );
  return { revision, path, display, text, sha256: hash };
}

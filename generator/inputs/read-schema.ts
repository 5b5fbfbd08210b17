/** Reads one revision's schema.ts through its root, checking size, emptiness and the pinned hash. */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
  type Stats,
} from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { fail, GenError } from "../diagnostics/gen-error.ts";
import { displayPath, type ManifestRevision } from "./manifest.ts";
import { sha256 } from "../util/hash.ts";
import { decodeInputText } from "../util/input-text.ts";
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

export interface ReadOptions {
  /** The directory the file must stay inside once symbolic links are resolved. */
  root?: string;
  /** A tighter size limit than MAX_INPUT_BYTES. */
  limit?: number;
}

/**
 * Reads an input file whole, refusing missing, unreadable, empty and oversized files, anything
 * that is not a regular file (a FIFO would block the read, a device never ends), a file whose
 * real path leaves `root`, and bytes that are not UTF-8 text.
 */
export function readInputFile(
  path: string,
  display: string,
  options: ReadOptions = {},
): { text: string; sha256: string } {
  const where = { file: display };
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading must not wait for a writer.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const reason =
      code === "ENOENT" || code === "ENOTDIR"
        ? "no such file"
        : code === "EACCES"
          ? "permission denied"
          : code === "ELOOP"
            ? "too many levels of symbolic links"
            : (error as Error).message;
    return fail("spec/file-unreadable", { path: display, reason }, where);
  }
  let bytes: Buffer;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) fail("spec/not-a-file", { path: display, what: describeNonFile(stat) }, where);
    if (options.root !== undefined) assertInsideRoot(path, display, options.root, stat);
    const limit = options.limit ?? MAX_INPUT_BYTES;
    if (stat.size > limit) fail("spec/file-too-large", { path: display, size: stat.size, limit }, where);
    bytes = readFileSync(fd);
    // The file may have grown since fstat.
    if (bytes.length > limit)
      fail("spec/file-too-large", { path: display, size: bytes.length, limit }, where);
  } catch (error) {
    if (error instanceof GenError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return fail(
      "spec/file-unreadable",
      { path: display, reason: code === "EACCES" ? "permission denied" : (error as Error).message },
      where,
    );
  } finally {
    closeSync(fd);
  }
  if (bytes.toString("latin1").trim() === "") fail("spec/file-empty", { path: display }, where);
  const text = decodeInputText(bytes, display);
  return { text, sha256: sha256(bytes) };
}

function describeNonFile(stat: Stats): string {
  if (stat.isDirectory()) return "a directory";
  if (stat.isFIFO()) return "a FIFO (named pipe)";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSocket()) return "a socket";
  return "not a regular file";
}

/** The opened file (`stat`) must be the file at the real path, and that path inside the root's real path. */
function assertInsideRoot(path: string, display: string, root: string, stat: Stats): void {
  const real = realpathSync(path);
  const realRoot = realpathSync(root);
  const inside = relative(realRoot, real);
  const same = statSync(real);
  if (
    inside === "" ||
    inside === ".." ||
    inside.startsWith(`..${sep}`) ||
    isAbsolute(inside) ||
    same.ino !== stat.ino ||
    same.dev !== stat.dev
  )
    fail("spec/outside-root", { path: display, real, root: realRoot }, { file: display });
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
    lstatSync(path);
  } catch {
    fail("spec/file-missing", { path, revision: revision.id }, { file: display });
  }
  const { text, sha256: hash } = readInputFile(path, display, { root: root.dir });
  if (options.verifyPin && hash !== revision.sha256)
    fail(
      "spec/hash-mismatch",
      { path, revision: revision.id, pinned: revision.sha256, actual: hash },
      { file: display },
    );
  return { revision, path, display, text, sha256: hash };
}

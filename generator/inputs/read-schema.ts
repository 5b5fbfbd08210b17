/** Bounded reads of input files, and one revision's schema.ts read through its root against its pin. */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import type { Stats } from "node:fs";
import { fail, GenError } from "../diagnostics/gen-error.ts";
import { displayPath, type ManifestRevision } from "./manifest.ts";
import { isInside, sha256 } from "../util/files.ts";
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

/**
 * Reads an input file whole. Its type and size (at most `limit`) are checked before a byte is read: a
 * FIFO would block, a device never ends, a sparse file can claim gigabytes. Refused too: a file whose
 * real path leaves `root`, an empty file, and bytes that are not UTF-8 text.
 */
export function readInputFile(
  path: string,
  display: string,
  options: { root?: string; limit?: number } = {},
): { text: string; sha256: string } {
  const where = { file: display };
  const limit = options.limit ?? MAX_INPUT_BYTES;
  let fd: number | undefined;
  let bytes: Buffer;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) fail("spec/not-a-file", { path: display, what: describeNonFile(stat) }, where);
    const [real, root] = options.root === undefined ? [] : [realpathSync(path), realpathSync(options.root)];
    if (real !== undefined && root !== undefined && !isInside(root, real))
      fail("spec/outside-root", { path: display, real, root }, where);
    if (stat.size > limit) fail("spec/file-too-large", { path: display, size: stat.size, limit }, where);
    // O_NONBLOCK: should a FIFO be swapped in after the check, opening it must not wait for a writer.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    bytes = Buffer.allocUnsafe(stat.size + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < bytes.length; length += n)
      n = readSync(fd, bytes, length, bytes.length - length, null);
    if (fstatSync(fd).ino !== stat.ino || length > stat.size)
      fail("spec/file-unreadable", { path: display, reason: "it changed while it was read" }, where);
    bytes = bytes.subarray(0, length);
  } catch (error) {
    if (error instanceof GenError) throw error;
    return fail("spec/file-unreadable", { path: display, reason: reasonOf(error) }, where);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return inputText(bytes, display);
}

/** Input bytes as text, refused when empty (blank) or not UTF-8 text, with their hash. */
export function inputText(bytes: Buffer, display: string): { text: string; sha256: string } {
  if (bytes.toString("latin1").trim() === "") fail("spec/file-empty", { path: display }, { file: display });
  return { text: decodeInputText(bytes, display), sha256: sha256(bytes) };
}

/** A file of the project itself (manifest, register, release baseline), which must not lead out of it. */
export function readProjectFile(projectRoot: string, file: string, limit?: number) {
  return readInputFile(join(projectRoot, file), file, { root: projectRoot, limit });
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? "";
  if (code === "ENOENT" || code === "ENOTDIR") return "no such file";
  if (code === "EACCES") return "permission denied";
  if (code === "ELOOP") return "too many levels of symbolic links";
  return (error as Error).message;
}

function describeNonFile(stat: Stats): string {
  if (stat.isDirectory()) return "a directory";
  if (stat.isFIFO()) return "a FIFO (named pipe)";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSocket()) return "a socket";
  return "not a regular file";
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
  if (!lstatSync(path, { throwIfNoEntry: false }))
    fail("spec/file-missing", { path, revision: revision.id }, { file: display });
  const { text, sha256: hash } = readInputFile(path, display, { root: root.dir });
  if (options.verifyPin && hash !== revision.sha256)
    fail(
      "spec/hash-mismatch",
      { path, revision: revision.id, pinned: revision.sha256, actual: hash },
      { file: display },
    );
  return { revision, path, display, text, sha256: hash };
}

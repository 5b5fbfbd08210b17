/** Bounded reads of input files checked to be UTF-8 text, and a revision's schema.ts read against its pin. */
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

// C0 controls but tab and LF, a CR not before LF, DEL, C1 controls, bidi embeddings, overrides, isolates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

/**
 * The 1-based line and column of offsets in `text`, by a table of line starts: a schema asks for
 * thousands, and a scan of the text for each would be quadratic.
 */
export function positionsIn(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return positionsAt(starts);
}

/** The same, given the offset where each line starts. */
export function positionsAt(starts: readonly number[]): (offset: number) => { line: number; column: number } {
  return (offset) => {
    // Binary search for the last line that starts at or before offset.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  };
}

/**
 * Input bytes -> text. Inputs are UTF-8 with LF or CRLF line endings. Invalid bytes would pass
 * into the output as U+FFFD, control characters and bidirectional overrides can hide text from a
 * reviewer or a terminal, so each is refused here at the line and column where it starts.
 */
function decodeInputText(bytes: Uint8Array, display: string): string {
  const text = Buffer.from(bytes).toString("utf8");
  const refuse = (reason: string, index = 0) =>
    fail("spec/bad-encoding", { path: display, reason }, { file: display, ...positionsIn(text)(index) });
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    refuse("it is UTF-16 (it starts with a UTF-16 byte order mark)");
  if (looksLikeUtf16(bytes)) refuse("it looks like UTF-16 (every other byte is zero)");
  const invalid = firstInvalidUtf8(bytes, text);
  if (invalid) {
    const byte = (bytes[invalid.offset] ?? 0).toString(16).padStart(2, "0");
    refuse(`byte 0x${byte} at offset ${invalid.offset} is not valid UTF-8`, invalid.index);
  }
  const bad = FORBIDDEN.exec(text);
  if (!bad) return text;
  if (bad[0] === "\r" && !text.includes("\n"))
    refuse("its lines end in CR alone (old Mac line endings)", bad.index);
  const where = { file: display, ...positionsIn(text)(bad.index) };
  return fail("spec/control-character", { path: display, char: describe(bad[0].charCodeAt(0)) }, where);
}

function describe(code: number): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if (code === 0) return `${hex} (NUL)`;
  if (code === 13) return `${hex} (a CR not followed by LF)`;
  if (code >= 0x202a) return `${hex} (a bidirectional override)`;
  return code >= 0x80 ? `${hex} (a C1 control)` : hex;
}

/** UTF-16 without a byte order mark: ASCII text with a zero byte beside each character. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64);
  if (head.length < 2 || (head[0] !== 0 && head[1] !== 0)) return false;
  return head.filter((b) => b === 0).length * 3 >= head.length;
}

/**
 * The first ill-formed byte sequence: the decoder replaced it with U+FFFD, which a file that is
 * UTF-8 writes as EF BF BD. Returns its byte offset and the index of its U+FFFD in `text`.
 */
function firstInvalidUtf8(bytes: Uint8Array, text: string): { offset: number; index: number } | undefined {
  let offset = 0;
  let from = 0;
  for (let index = text.indexOf("\ufffd"); index !== -1; index = text.indexOf("\ufffd", index + 1)) {
    offset += Buffer.byteLength(text.slice(from, index));
    from = index;
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd)
      return { offset, index };
  }
  return undefined;
}

/**
 * Input bytes -> text. Inputs are UTF-8 with LF or CRLF line endings. Invalid bytes would pass
 * into the output as U+FFFD, control characters and bidirectional overrides can hide text from a
 * reviewer or a terminal, so each is refused here at the line and column where it starts.
 */
import { fail } from "../diagnostics/gen-error.ts";

// C0 controls but tab and LF, a CR not before LF, DEL, C1 controls, bidi embeddings, overrides, isolates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

/** 1-based line and column of a character offset in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

export function decodeInputText(bytes: Uint8Array, display: string): string {
  const text = Buffer.from(bytes).toString("utf8");
  const refuse = (reason: string, index = 0) =>
    fail("spec/bad-encoding", { path: display, reason }, { file: display, ...positionOf(text, index) });
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
  const where = { file: display, ...positionOf(text, bad.index) };
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

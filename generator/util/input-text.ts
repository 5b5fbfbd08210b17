/**
 * Input bytes -> text. Inputs are UTF-8 with LF or CRLF line endings and no control characters
 * other than tab: anything else would pass silently into the output (invalid bytes become U+FFFD)
 * or confuse the parsers' positions, so it is refused here with the line and column it starts at.
 */
import { fail } from "../diagnostics/gen-error.ts";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)/;

/** 1-based line and column of a character offset in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

export function decodeInputText(bytes: Uint8Array, display: string): string {
  const at = (line?: number, column?: number) => ({ file: display, line, column });
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    fail(
      "spec/bad-encoding",
      { path: display, reason: "it is UTF-16 (it starts with a UTF-16 byte order mark)" },
      at(1, 1),
    );
  if (looksLikeUtf16(bytes))
    fail(
      "spec/bad-encoding",
      { path: display, reason: "it looks like UTF-16 (every other byte is zero)" },
      at(1, 1),
    );
  const invalid = firstInvalidUtf8(bytes);
  if (invalid !== undefined) {
    const valid = Buffer.from(bytes.subarray(0, invalid)).toString("utf8");
    const { line, column } = positionOf(valid, valid.length);
    const byte = (bytes[invalid] ?? 0).toString(16).padStart(2, "0");
    fail(
      "spec/bad-encoding",
      { path: display, reason: `byte 0x${byte} at offset ${invalid} is not valid UTF-8` },
      at(line, column),
    );
  }
  const text = Buffer.from(bytes).toString("utf8");
  const bad = FORBIDDEN.exec(text);
  if (bad) {
    const { line, column } = positionOf(text, bad.index);
    if (bad[0] === "\r" && !text.includes("\n"))
      fail(
        "spec/bad-encoding",
        { path: display, reason: "its lines end in CR alone (old Mac line endings)" },
        at(line, column),
      );
    const code = bad[0].charCodeAt(0);
    const char = `U+${code.toString(16).toUpperCase().padStart(4, "0")}${code === 0 ? " (NUL)" : code === 13 ? " (a CR not followed by LF)" : ""}`;
    fail("spec/control-character", { path: display, char }, at(line, column));
  }
  return text;
}

/** UTF-16 without a byte order mark: ASCII text with a zero byte beside each character. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64);
  if (head.length < 2 || (head[0] !== 0 && head[1] !== 0)) return false;
  return head.filter((b) => b === 0).length * 3 >= head.length;
}

/**
 * Well-formed UTF-8 (RFC 3629, table 3-7 of the Unicode standard): each lead byte range, the
 * sequence's length, and the range its second byte must fall in (later bytes are 0x80..0xBF).
 */
const UTF8_LEAD_BYTES: readonly (readonly [
  from: number,
  to: number,
  length: number,
  min: number,
  max: number,
])[] = [
  [0x00, 0x7f, 1, 0, 0],
  [0xc2, 0xdf, 2, 0x80, 0xbf],
  [0xe0, 0xe0, 3, 0xa0, 0xbf],
  [0xe1, 0xec, 3, 0x80, 0xbf],
  [0xed, 0xed, 3, 0x80, 0x9f],
  [0xee, 0xef, 3, 0x80, 0xbf],
  [0xf0, 0xf0, 4, 0x90, 0xbf],
  [0xf1, 0xf3, 4, 0x80, 0xbf],
  [0xf4, 0xf4, 4, 0x80, 0x8f],
];

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
export function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  // Fast path: the decoder is native; only a failure needs the byte-wise walk.
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    // fall through
  }
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const lead = UTF8_LEAD_BYTES.find(([from, to]) => b >= from && b <= to);
    if (lead === undefined) return i;
    const [, , length, min, max] = lead;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      const [lo, hi] = k === 1 ? [min, max] : [0x80, 0xbf];
      if (c < lo || c > hi) return i;
    }
    i += length;
  }
  return bytes.length;
}

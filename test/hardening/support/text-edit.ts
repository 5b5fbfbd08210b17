/**
 * Line edits on a copy of a YAML input, anchored on structure ("the message line of condition
 * invalidRequest") rather than on today's wording, so the cases keep working as the register
 * grows. Each edit reports where it happened, for the expected file:line:col.
 */

export interface Edited {
  text: string;
  /** 1-based line of the edited (or first inserted) line. */
  line: number;
  /** The edited line as it was. */
  before: string;
}

function anchorIndex(lines: readonly string[], anchor: string): number {
  const index = lines.indexOf(anchor);
  if (index === -1) throw new Error(`no line "${anchor}" in the input`);
  return index;
}

/**
 * Replaces the first line after the line `anchor` (from the top when null) that matches `pattern`
 * with `replace(line)`, which may hold several lines, or be null to delete the line.
 */
export function editLine(
  text: string,
  anchor: string | null,
  pattern: RegExp,
  replace: (line: string) => string | null,
): Edited {
  const lines = text.split("\n");
  let index = anchor === null ? 0 : anchorIndex(lines, anchor) + 1;
  while (index < lines.length && !pattern.test(lines[index] ?? "")) index++;
  if (index >= lines.length) throw new Error(`no line matching ${pattern} after "${anchor}"`);
  const before = lines[index] ?? "";
  const after = replace(before);
  lines.splice(index, 1, ...(after === null ? [] : [after]));
  return { text: lines.join("\n"), line: index + 1, before };
}

/** Removes the block that starts at the line `anchor` and ends before the next line matching `next`. */
export function removeBlock(text: string, anchor: string, next: RegExp): string {
  const lines = text.split("\n");
  const start = anchorIndex(lines, anchor);
  let end = start + 1;
  while (end < lines.length && !next.test(lines[end] ?? "")) end++;
  lines.splice(start, end - start);
  return lines.join("\n");
}

/** 1-based column of `needle` on line `line` of `text`. */
export function columnOf(text: string, line: number, needle: string): number {
  const column = (text.split("\n")[line - 1] ?? "").indexOf(needle);
  if (column === -1) throw new Error(`"${needle}" is not on line ${line}`);
  return column + 1;
}

/** `line` with `from` replaced by `to`; throws when `from` is not there, so a stale case fails loudly. */
export function swap(line: string, from: string | RegExp, to: string): string {
  const after = line.replace(from, to);
  if (after === line) throw new Error(`${String(from)} not found in "${line}"`);
  return after;
}

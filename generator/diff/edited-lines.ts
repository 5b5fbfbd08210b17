/**
 * Points changes found against a git ref at the line that was edited, not at the start of the
 * register entry that holds it: the first line `git diff` reports as changed inside the entry.
 */
import { locate, type ChangeLocation } from "./locations.ts";
import type { DiffReport } from "./report.ts";

/** A file's text in the working tree, and its lines (1-based, ascending) edited since the ref. */
export type EditedFile = { text: string; edited: readonly number[] };

/**
 * The first edited line within the YAML block that starts at `line` (the line and the lines below
 * it that are indented further). A fact's location may be a sibling of what was edited (a
 * condition's code entry, when its HTTP entry changed), so when the block has no edited line, the
 * enclosing blocks are tried in turn, up to (not including) the file's top-level sections.
 */
export function editedLineWithin(text: string, line: number, edited: readonly number[]): number | undefined {
  const lines = text.split("\n");
  const indentOf = (n: number) => {
    const content = lines[n - 1] ?? "";
    return content.trim() === "" ? undefined : content.length - content.trimStart().length;
  };
  for (let start = line, indent = indentOf(start); indent !== undefined && indent > 0;) {
    let end = start;
    while (end < lines.length && (indentOf(end + 1) ?? Infinity) > indent) end += 1;
    const hit = edited.find((n) => n >= start && n <= end);
    if (hit !== undefined) return hit;
    while (start > 1 && (indentOf(start - 1) ?? Infinity) >= indent) start -= 1;
    start -= 1; // Above line 1 there is no indent, which ends the walk.
    indent = indentOf(start);
  }
  return undefined;
}

/** The report with locations in `files` (by path) moved to their edited lines, where there is one. */
export function pointAtEditedLines(report: DiffReport, files: ReadonlyMap<string, EditedFile>): DiffReport {
  const refine = <T extends { location?: ChangeLocation }>(item: T): T => {
    const file = item.location && files.get(item.location.file);
    if (!item.location || !file) return item;
    const line = editedLineWithin(file.text, item.location.line, file.edited);
    if (line === undefined || line === item.location.line) return item;
    return { ...item, location: locate({ file: item.location.file, line }) };
  };
  return { ...report, changes: report.changes.map(refine), groups: report.groups.map(refine) };
}

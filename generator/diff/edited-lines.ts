/**
 * Points changes found against a git ref at the line that was edited, not at the start of the
 * register entry that holds it: the first line `git diff` reports as changed inside the entry.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Change, ChangeGroup, ChangeLocation, DiffReport } from "./change.ts";

/** 1-based line numbers of the working tree's file that differ from the ref (a deletion marks the line after it). */
export function parseEditedLines(unifiedDiff: string): number[] {
  const lines: number[] = [];
  for (const match of unifiedDiff.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count === 0) lines.push(start + 1);
    for (let i = 0; i < count; i += 1) lines.push(start + i);
  }
  return [...new Set(lines)].sort((a, b) => a - b);
}

/**
 * The first edited line within the YAML block that starts at `location` (the line and the lines
 * below it that are indented further). A fact's location may be a sibling of what was edited (a
 * condition's code entry, when its HTTP entry changed), so when the block has no edited line, the
 * enclosing blocks are tried in turn, up to (not including) the file's top-level sections.
 */
export function editedLineWithin(
  text: string,
  location: ChangeLocation,
  edited: readonly number[],
): number | undefined {
  const lines = text.split("\n");
  const indentOf = (line: number) => {
    const content = lines[line - 1] ?? "";
    return content.trim() === "" ? undefined : content.length - content.trimStart().length;
  };
  let start = location.line;
  let indent = indentOf(start);
  while (indent !== undefined && indent > 0) {
    let end = start;
    for (let next = start + 1; next <= lines.length; next += 1) {
      const nextIndent = indentOf(next);
      if (nextIndent !== undefined && nextIndent <= indent) break;
      end = next;
    }
    const hit = edited.find((line) => line >= start && line <= end);
    if (hit !== undefined) return hit;
    let parent = start - 1;
    while (parent >= 1 && (indentOf(parent) ?? Infinity) >= indent) parent -= 1;
    if (parent < 1) return undefined;
    start = parent;
    indent = indentOf(parent);
  }
  return undefined;
}

/** The report with register locations moved to their edited lines, where `file`'s diff has one. */
export function pointAtEditedLines(
  report: DiffReport,
  projectRoot: string,
  diffs: ReadonlyMap<string, string>,
): DiffReport {
  const cache = new Map<string, { text: string; edited: number[] }>();
  const refine = (location: ChangeLocation | undefined): ChangeLocation | undefined => {
    if (!location) return location;
    const diff = diffs.get(location.file);
    if (diff === undefined) return location;
    let entry = cache.get(location.file);
    if (!entry) {
      entry = {
        text: readFileSync(join(projectRoot, location.file), "utf8"),
        edited: parseEditedLines(diff),
      };
      cache.set(location.file, entry);
    }
    const line = editedLineWithin(entry.text, location, entry.edited);
    return line === undefined || line === location.line ? location : { file: location.file, line };
  };
  const withLocation = <T extends Change | ChangeGroup>(item: T): T => {
    const location = refine(item.location);
    return location ? { ...item, location } : item;
  };
  return { ...report, changes: report.changes.map(withLocation), groups: report.groups.map(withLocation) };
}

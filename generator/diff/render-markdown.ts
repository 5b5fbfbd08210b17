/**
 * Markdown for a pull-request comment: a hidden marker (so a workflow finds and updates its own
 * comment), a summary line, then one table per level. Every cell is escaped: register text must
 * not become markup, links or mentions in the comment.
 */
import { LEVELS, type Change, type DiffReport, type Level } from "./change.ts";
import { formatChangeLocation } from "./locations.ts";
import { changeScope, summaryLine } from "./report-text.ts";

/** Identifies the diff's pull-request comment; the workflow updates the comment that holds it. */
export const MARKDOWN_MARKER = "<!-- mcp-errgen-diff -->";

/** GitHub rejects comments over 65536 characters; stay well below. */
const MAX_LENGTH = 60_000;

const TITLES: Record<Level, string> = { breaking: "Breaking", warning: "Warnings", info: "Info" };

export function renderMarkdown(report: DiffReport): string {
  const against = report.mode === "against";
  const head = against ? escapeCell(report.head) : code(report.head);
  const out = [
    MARKDOWN_MARKER,
    `## MCP error diff: ${code(report.base)} → ${head}`,
    "",
    `**${summaryLine(report.summary)}**`,
    "",
  ];
  if (against) out.push(`Revisions compared: ${report.revisions.map(code).join(", ") || "none"}.`, "");
  out.push(
    "Levels are judged for an implementation that speaks both sides. Rule ids are described in `docs/diff-rules.md`.",
  );
  let length = out.join("\n").length;
  let omitted = 0;
  for (const level of LEVELS) {
    const changes = report.changes.filter((c) => c.level === level);
    if (changes.length === 0) continue;
    const table = [
      "",
      `### ${TITLES[level]} (${changes.length})`,
      "",
      against ? "| Rule | Revision | Change | Source |" : "| Rule | Change | Source |",
      against ? "| --- | --- | --- | --- |" : "| --- | --- | --- |",
    ];
    for (const change of changes) {
      const row = renderRow(change, against);
      const size = table.join("\n").length + row.length + 1;
      if (omitted > 0 || length + size > MAX_LENGTH) omitted += 1;
      else table.push(row);
    }
    if (table.length > 5) {
      out.push(...table);
      length += table.join("\n").length + 1;
    }
  }
  if (omitted > 0)
    out.push(
      "",
      `_${omitted} more ${omitted === 1 ? "change is" : "changes are"} not shown here; \`--format json\` lists every change._`,
    );
  return out.join("\n") + "\n";
}

function renderRow(change: Change, against: boolean): string {
  const cells = [
    code(change.ruleId),
    ...(against ? [escapeCell(changeScope(change))] : []),
    escapeCell(change.message),
    change.location ? code(formatChangeLocation(change.location)) : "",
  ];
  return `| ${cells.join(" | ")} |`;
}

/** Text as a code span, falling back to escaped text when it holds a backtick or a pipe. */
function code(text: string): string {
  return /[`|\n\r]/.test(text) ? escapeCell(text) : `\`${text}\``;
}

/** Plain text for a table cell: no HTML, no markdown, no table breaks, no @mentions. */
export function escapeCell(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/@/g, "&#64;")
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`);
}

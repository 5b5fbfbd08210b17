/**
 * Markdown for a pull-request comment: a hidden marker (so a workflow finds and updates its own
 * comment), a summary line of distinct changes, then one table per level with one row per change:
 * its headline, what else the same edit does, the rules it trips (linked to docs/diff-rules.md)
 * and its source (linked to the line). Register text is escaped: it must not become markup, links
 * or mentions in the comment; only whole code spans in it render as code.
 */
import { LEVELS, type Change, type ChangeGroup, type DiffReport, type Level } from "./change.ts";
import { effectsOf } from "./group-changes.ts";
import { formatChangeLocation } from "./locations.ts";
import { changeScope, summaryLine } from "./report-text.ts";
import { RELATIVE_LINKS, type ReportLinks } from "./source-links.ts";

/** Identifies the diff's pull-request comment; the workflow updates the comment that holds it. */
export const MARKDOWN_MARKER = "<!-- mcp-errgen-diff -->";

/** GitHub rejects comments over 65536 characters; stay well below. */
const MAX_LENGTH = 60_000;

const TITLES: Record<Level, string> = { breaking: "Breaking", warning: "Warnings", info: "Info" };

export function renderMarkdown(report: DiffReport, links: ReportLinks = RELATIVE_LINKS): string {
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
    `Each row is one change, counted once at the level of its most severe effect. Levels are judged for an implementation that speaks both sides; the rules are described in [docs/diff-rules.md](${links.rule("").replace(/#$/, "")}).`,
  );
  let length = out.join("\n").length;
  let omitted = 0;
  for (const level of LEVELS) {
    const groups = report.groups.filter((g) => g.level === level);
    if (groups.length === 0) continue;
    const table = [
      "",
      `### ${TITLES[level]} (${groups.length})`,
      "",
      against ? "| Revision | Change | Rules | Source |" : "| Change | Rules | Source |",
      against ? "| --- | --- | --- | --- |" : "| --- | --- | --- |",
    ];
    for (const group of groups) {
      const row = renderRow(group, effectsOf(group, report.changes), against, links);
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

function renderRow(group: ChangeGroup, effects: Change[], against: boolean, links: ReportLinks): string {
  const [headline, ...rest] = effects;
  const change = [
    inline(group.message),
    ...rest.map((effect) => `${LEVEL_MARK[effect.level]} ${inline(effect.message)}`),
  ].join("<br>");
  const rules = [...new Set(effects.map((e) => e.ruleId))]
    .map((id) => `[${id}](${links.rule(id)})`)
    .join("<br>");
  const sources = [
    ...new Set([headline, ...rest].flatMap((e) => (e?.location ? [sourceCell(e.location, links)] : []))),
  ].join("<br>");
  const cells = [...(against ? [escapeCell(changeScope(group))] : []), change, rules, sources];
  return `| ${cells.join(" | ")} |`;
}

/** Marks the level of each further effect in a row, so a breaking effect under a headline shows. */
const LEVEL_MARK: Record<Level, string> = { breaking: "also (breaking):", warning: "also:", info: "also:" };

function sourceCell(location: NonNullable<Change["location"]>, links: ReportLinks): string {
  const text = code(formatChangeLocation(location));
  const url = links.source(location);
  return url ? `[${text}](${url})` : text;
}

/** Message text with its code spans kept as code, everything else escaped. */
export function inline(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .split(/(`[^`|]+`)/)
    .map((part, i) => (i % 2 === 1 ? part : escapeCell(part)))
    .join("");
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

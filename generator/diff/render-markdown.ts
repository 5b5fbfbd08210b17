/**
 * Markdown for a pull-request comment: a hidden marker (so a workflow finds and updates its own
 * comment), a summary line of distinct changes, then one table per level with one row per change:
 * its headline, what else the same edit does, the rules it trips (linked to docs/diff-rules.md)
 * and its source (linked to the line). Register text is escaped: it must not become markup, links
 * or mentions in the comment; only whole code spans in it render as code.
 */
import { formatLocation } from "./locations.ts";
import { changeScope, effectsOf, summaryLine, type Change, type DiffReport } from "./report.ts";
import { LEVELS, type Level } from "./rules.ts";
import { RELATIVE_LINKS, RULES_DOC_PATH, ruleLink, sourceLink, type ReportLinks } from "./source-links.ts";

/** Identifies the diff's pull-request comment; the workflow updates the comment that holds it. */
export const MARKDOWN_MARKER = "<!-- mcp-errgen-diff -->";

/** GitHub rejects comments over 65536 characters; stay well below. */
const MAX_LENGTH = 60_000;

const TITLES: Record<Level, string> = { breaking: "Breaking", warning: "Warnings", info: "Info" };

/** Marks the level of each further effect in a row, so a breaking effect under a headline shows. */
const ALSO: Record<Level, string> = { breaking: "also (breaking):", warning: "also:", info: "also:" };

export function renderMarkdown(report: DiffReport, links: ReportLinks = RELATIVE_LINKS): string {
  const against = report.mode === "against";
  const out = [
    MARKDOWN_MARKER,
    `## MCP error diff: ${code(report.base)} → ${against ? escapeCell(report.head) : code(report.head)}`,
    "",
    `**${summaryLine(report.summary)}**`,
    "",
  ];
  if (against) out.push(`Revisions compared: ${report.revisions.map(code).join(", ") || "none"}.`, "");
  const rulesDoc = `[${RULES_DOC_PATH}](${ruleLink(links, "").replace(/#$/, "")})`;
  out.push(
    "Each row is one change, counted once at the level of its most severe effect. Levels are judged for an " +
      `implementation that speaks both sides; the rules are described in ${rulesDoc}.`,
  );
  let length = out.join("\n").length;
  let omitted = 0;
  for (const level of LEVELS) {
    const groups = report.groups.filter((g) => g.level === level);
    if (groups.length === 0) continue;
    const heads = against ? ["Revision", "Change", "Rules", "Source"] : ["Change", "Rules", "Source"];
    const title = `### ${TITLES[level]} (${groups.length})`;
    const table = ["", title, "", row(heads), row(heads.map(() => "---"))];
    for (const group of groups) {
      const scope = against ? changeScope(group) : undefined;
      const line = renderRow(group.message, effectsOf(group, report.changes), scope, links);
      if (omitted > 0 || length + table.join("\n").length + line.length + 1 > MAX_LENGTH) omitted += 1;
      else table.push(line);
    }
    if (table.length > 5) {
      out.push(...table);
      length += table.join("\n").length + 1;
    }
  }
  if (omitted > 0) {
    const what = omitted === 1 ? "change is" : "changes are";
    out.push("", `_${omitted} more ${what} not shown here; \`--format json\` lists every change._`);
  }
  return out.join("\n") + "\n";
}

/** A row: the change's headline, its further effects (marked when more severe), rules and sources. */
function renderRow(
  headline: string,
  effects: Change[],
  scope: string | undefined,
  links: ReportLinks,
): string {
  const change = [inline(headline), ...effects.slice(1).map((e) => `${ALSO[e.level]} ${inline(e.message)}`)];
  const rules = [...new Set(effects.map((e) => e.ruleId))].map((id) => `[${id}](${ruleLink(links, id)})`);
  const sources = new Set(
    effects.flatMap(({ location }) => {
      if (!location) return [];
      const url = sourceLink(links, location);
      const text = code(formatLocation(location));
      return [url ? `[${text}](${url})` : text];
    }),
  );
  const cells = [change.join("<br>"), rules.join("<br>"), [...sources].join("<br>")];
  return row(scope === undefined ? cells : [escapeCell(scope), ...cells]);
}

function row(cells: string[]): string {
  return `| ${cells.join(" | ")} |`;
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

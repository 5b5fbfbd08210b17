/**
 * Text for a terminal, markdown for a pull-request comment and GitHub annotations, from the JSON report.
 * Messages carry register text: one terminal line, escaped markdown, workflow-command escaping keep it inert.
 */
import { isAbsolute, normalize } from "node:path";
import {
  formatLocation,
  type Change,
  type ChangeGroup,
  type ChangeLocation,
  type DiffReport,
} from "./report.ts";
import { LEVELS, type Level } from "./rules.ts";

const RULES_DOC_PATH = "docs/diff-rules.md";

/** Identifies the diff's pull-request comment; the workflow updates the comment that holds it. */
export const MARKDOWN_MARKER = "<!-- mcp-errgen-diff -->";

/**
 * Where rule ids and sources link to. Project files (the only ones an annotation may name) link to
 * `projectBase` ("" or a blob URL at the commit in CI); "spec" root schema lines to the upstream
 * repository at the pinned commit. Other roots ("prerelease:…") and a git ref's files get no link.
 */
export interface ReportLinks {
  isProjectFile: (file: string) => boolean;
  projectBase: string;
  upstream?: { repository: string; commit: string };
}

/** Links that only know the rules document; for reports rendered without a project at hand. */
export const RELATIVE_LINKS: ReportLinks = {
  isProjectFile: (file) => file.startsWith("spec/") && !file.startsWith("spec/upstream"),
  projectBase: "",
};

/** How each level shows: its terminal colour, markdown title, further-effect mark and annotation. */
const STYLE: Record<Level, { colour: number; title: string; also: string; annotation: string }> = {
  breaking: { colour: 31, title: "Breaking", also: "also (breaking):", annotation: "error" },
  warning: { colour: 33, title: "Warnings", also: "also:", annotation: "warning" },
  info: { colour: 36, title: "Info", also: "also:", annotation: "notice" },
};

export function renderText(report: DiffReport, options: { color: boolean }): string {
  const paint = (code: number, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines = [`${paint(1, `${report.base} → ${report.head}`)}: ${summaryLine(report.summary)}`];
  if (report.mode === "against") lines.push(`revisions compared: ${report.revisions.join(", ") || "none"}`);
  for (const { level, groups } of byLevel(report)) {
    lines.push("", paint(STYLE[level].colour, `${level} (${groups.length})`));
    for (const group of groups) {
      const scope = report.mode === "against" ? `[${changeScope(group)}] ` : "";
      const [headline, ...rest] = effectsOf(group, report.changes);
      lines.push(`  ${paint(1, group.ruleId)}  ${scope}${oneLine(group.message)}`);
      const location = formatLocation(headline?.location);
      if (location) lines.push(`    ${paint(2, location)}`);
      for (const effect of rest) {
        const mark = effect.level === level ? "" : ` (${effect.level})`;
        lines.push(`    + ${effect.ruleId}${mark}  ${oneLine(effect.message)}`);
      }
    }
  }
  return lines.join("\n") + "\n";
}

/** Register text may hold newlines or terminal escapes; neither belongs in a report line. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
}

/** GitHub rejects comments over 65536 characters; stay well below. */
const MAX_MARKDOWN_LENGTH = 60_000;

/** A summary line, then a table per level, a row per change: its effects, rules and sources, linked. */
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
  out.push(
    "Each row is one change, counted once at the level of its most severe effect. Levels are judged for an " +
      `implementation that speaks both sides; the rules are described in ` +
      `[${RULES_DOC_PATH}](${links.projectBase}${RULES_DOC_PATH}).`,
  );
  let omitted = 0;
  for (const { level, groups } of byLevel(report)) {
    const heads = against ? ["Revision", "Change", "Rules", "Source"] : ["Change", "Rules", "Source"];
    const table = [
      "",
      `### ${STYLE[level].title} (${groups.length})`,
      "",
      row(heads),
      row(heads.map(() => "---")),
    ];
    for (const group of groups) {
      const line = markdownRow(report, group, against, links);
      if (omitted > 0 || [...out, ...table].join("\n").length + line.length > MAX_MARKDOWN_LENGTH)
        omitted += 1;
      else table.push(line);
    }
    if (table.length > 5) out.push(...table);
  }
  if (omitted > 0) {
    const what = omitted === 1 ? "change is" : "changes are";
    out.push("", `_${omitted} more ${what} not shown here; \`--format json\` lists every change._`);
  }
  return out.join("\n") + "\n";
}

function markdownRow(report: DiffReport, group: ChangeGroup, against: boolean, links: ReportLinks): string {
  const effects = effectsOf(group, report.changes);
  const change = [
    inline(group.message),
    ...effects.slice(1).map((e) => `${STYLE[e.level].also} ${inline(e.message)}`),
  ];
  const rules = [...new Set(effects.map((e) => e.ruleId))].map(
    (id) => `[${id}](${links.projectBase}${RULES_DOC_PATH}#${id})`,
  );
  const sources = new Set(
    effects.flatMap(({ location }) => {
      if (!location) return [];
      const url = sourceLink(links, location);
      const text = code(formatLocation(location));
      return [url ? `[${text}](${url})` : text];
    }),
  );
  const cells = [change.join("<br>"), rules.join("<br>"), [...sources].join("<br>")];
  return row(against ? [escapeCell(changeScope(group)), ...cells] : cells);
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
function escapeCell(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/[&<>@]/g, (c) => ENTITIES[c] as string)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`);
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "&#64;" };

/** A link to the location's line, or undefined when there is none to give. */
export function sourceLink(links: ReportLinks, { file, line, entry }: ChangeLocation): string | undefined {
  const upstream = links.upstream;
  // A register entry is cited by its path, and linked without a line that any register edit would move.
  if (inRepository(links, file))
    return `${links.projectBase}${file}${entry === undefined ? `#L${line}` : ""}`;
  // A "spec" root path is written without a root prefix.
  if (upstream && isPlain(file) && /^https:\/\//.test(upstream.repository))
    return `${upstream.repository.replace(/\/$/, "")}/blob/${upstream.commit}/${file}#L${line}`;
  return undefined;
}

/** No root prefix ("prerelease:…"), no git ref ("HEAD:…"), no absolute path or "..", and on disk. */
function inRepository(links: ReportLinks, file: string): boolean {
  return isPlain(file) && links.isProjectFile(file);
}

function isPlain(file: string): boolean {
  return !file.includes(":") && !isAbsolute(file) && !normalize(file).startsWith("..");
}

/** GitHub's limit of annotations per level in one step. */
const PER_LEVEL = 10;

/** One annotation per change, naming a file only when it is this repository's; beyond PER_LEVEL
 * of a level, one notice summarises the rest (the markdown comment lists them all). */
export function renderGithub(report: DiffReport, links: ReportLinks = RELATIVE_LINKS): string {
  const levels = byLevel(report);
  // When some are left out, the notice that says so takes one of the info annotations' places.
  const overflow = levels.some(({ groups }) => groups.length > PER_LEVEL);
  const room = (level: Level) => (level === "info" && overflow ? PER_LEVEL - 1 : PER_LEVEL);
  const lines = levels.flatMap(({ level, groups }) =>
    groups.slice(0, room(level)).map((group) => annotation(report, group, links)),
  );
  const left = levels.filter(({ level, groups }) => groups.length > room(level));
  const hidden = left.reduce((sum, { level, groups }) => sum + groups.length - room(level), 0);
  if (hidden > 0) {
    const counts = left.map(({ level, groups }) => `${groups.length - room(level)} ${level}`).join(", ");
    const message =
      `${hidden} more ${hidden === 1 ? "change is" : "changes are"} not annotated (${counts}): ` +
      `GitHub shows at most ${PER_LEVEL} annotations of each level. ` +
      "The pull-request comment (npm run diff -- --format markdown) lists every change.";
    lines.push(`::notice title=${escapeProperty("more changes")}::${escapeData(message)}\n`);
  }
  return lines.join("");
}

function annotation(report: DiffReport, group: ChangeGroup, links: ReportLinks): string {
  const effects = effectsOf(group, report.changes);
  const located = effects.find((e) => e.location && inRepository(links, e.location.file))?.location;
  const properties = [
    ...(located ? [`file=${escapeProperty(located.file)}`, `line=${located.line}`] : []),
    `title=${escapeProperty(group.ruleId)}`,
  ];
  const message = [
    `${changeScope(group)}: ${group.message}`,
    ...effects.slice(1).map((e) => `also (${e.ruleId}): ${e.message}`),
  ].join("\n");
  return `::${STYLE[group.level].annotation} ${properties.join(",")}::${escapeData(message)}\n`;
}

/** As @actions/core escapes workflow command values. */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** The levels that have changes, most severe first. */
function byLevel(report: DiffReport): { level: Level; groups: ChangeGroup[] }[] {
  return LEVELS.map((level) => ({ level, groups: report.groups.filter((g) => g.level === level) })).filter(
    ({ groups }) => groups.length > 0,
  );
}

/** "5 changes: 3 breaking, 1 warning, 1 info", or "no changes". Counts distinct changes. */
function summaryLine({ total, breaking, warning, info }: DiffReport["summary"]): string {
  if (total === 0) return "no changes";
  const changes = `${total} ${total === 1 ? "change" : "changes"}`;
  const warnings = `${warning} ${warning === 1 ? "warning" : "warnings"}`;
  return `${changes}: ${breaking} breaking, ${warnings}, ${info} info`;
}

/** The revisions a change concerns: "2026-07-28", or "2025-11-25 → 2026-07-28". */
function changeScope(change: { revisions: readonly string[] }): string {
  return change.revisions.join(" → ");
}

/** A group's effects as changes, the headline first. */
export function effectsOf(group: ChangeGroup, changes: readonly Change[]): Change[] {
  const byFingerprint = new Map(changes.map((c) => [c.fingerprint, c]));
  return group.effects.flatMap((f) => byFingerprint.get(f) ?? []);
}

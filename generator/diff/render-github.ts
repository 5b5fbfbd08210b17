/**
 * GitHub workflow commands: one annotation per change, `::error` for breaking, `::warning` for
 * warning, `::notice` for info. An annotation names a file only when it is a file of this
 * repository (never a spec root's schema or a git ref's register), at the change's line. GitHub
 * shows at most 10 annotations of each level per step, so the rest are summarised in one notice;
 * the markdown comment lists them all. Values are escaped as @actions/core escapes them, so
 * register text cannot end a command early or start another.
 */
import { changeScope, effectsOf, type ChangeGroup, type DiffReport } from "./report.ts";
import { LEVELS, type Level } from "./rules.ts";
import { inRepository, RELATIVE_LINKS, type ReportLinks } from "./source-links.ts";

const COMMANDS: Record<Level, string> = { breaking: "error", warning: "warning", info: "notice" };

/** GitHub's limit of annotations per level in one step. */
const PER_LEVEL = 10;

export function renderGithub(report: DiffReport, links: ReportLinks = RELATIVE_LINKS): string {
  const byLevel = LEVELS.map((level) => ({ level, groups: report.groups.filter((g) => g.level === level) }));
  // When some are left out, the notice that says so takes one of the info annotations' places.
  const overflow = byLevel.some(({ groups }) => groups.length > PER_LEVEL);
  const room = (level: Level) => (level === "info" && overflow ? PER_LEVEL - 1 : PER_LEVEL);
  const lines = byLevel.flatMap(({ level, groups }) =>
    groups.slice(0, room(level)).map((group) => annotation(report, group, links)),
  );
  const left = byLevel.filter(({ level, groups }) => groups.length > room(level));
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
  const located = effects.find((e) => e.location && inRepository(links, e.location))?.location;
  const properties = [
    ...(located ? [`file=${escapeProperty(located.file)}`, `line=${located.line}`] : []),
    `title=${escapeProperty(group.ruleId)}`,
  ];
  const message = [
    `${changeScope(group)}: ${group.message}`,
    ...effects.slice(1).map((e) => `also (${e.ruleId}): ${e.message}`),
  ].join("\n");
  return `::${COMMANDS[group.level]} ${properties.join(",")}::${escapeData(message)}\n`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

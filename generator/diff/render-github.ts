/**
 * GitHub workflow commands: one annotation per change, `::error` for breaking, `::warning` for
 * warning, `::notice` for info. An annotation names a file only when it is a file of this
 * repository (never a spec root's schema or a git ref's register), at the change's line. GitHub
 * shows at most 10 annotations of each level per step, so the rest are summarised in one notice;
 * the markdown comment lists them all. Values are escaped as @actions/core escapes them, so
 * register text cannot end a command early or start another.
 */
import { LEVELS, type ChangeGroup, type ChangeLocation, type DiffReport, type Level } from "./change.ts";
import { effectsOf } from "./group-changes.ts";
import { changeScope } from "./report-text.ts";
import { RELATIVE_LINKS, type ReportLinks } from "./source-links.ts";

const COMMANDS: Record<Level, string> = { breaking: "error", warning: "warning", info: "notice" };

/** GitHub's limit of annotations per level in one step. */
export const ANNOTATIONS_PER_LEVEL = 10;

export function renderGithub(report: DiffReport, links: ReportLinks = RELATIVE_LINKS): string {
  const overflow = LEVELS.some(
    (level) => report.groups.filter((g) => g.level === level).length > ANNOTATIONS_PER_LEVEL,
  );
  const lines: string[] = [];
  const left: Record<Level, number> = { breaking: 0, warning: 0, info: 0 };
  for (const level of LEVELS) {
    // The summary notice takes one of the notices' places.
    const room = level === "info" && overflow ? ANNOTATIONS_PER_LEVEL - 1 : ANNOTATIONS_PER_LEVEL;
    const groups = report.groups.filter((g) => g.level === level);
    for (const group of groups.slice(0, room)) lines.push(annotation(report, group, links));
    left[level] = Math.max(0, groups.length - room);
  }
  const hidden = left.breaking + left.warning + left.info;
  if (hidden > 0) {
    const counts = LEVELS.filter((l) => left[l] > 0).map((l) => `${left[l]} ${l}`);
    lines.push(
      `::notice title=${escapeProperty("more changes")}::${escapeData(
        `${hidden} more ${hidden === 1 ? "change is" : "changes are"} not annotated (${counts.join(", ")}): ` +
          `GitHub shows at most ${ANNOTATIONS_PER_LEVEL} annotations of each level. ` +
          "The pull-request comment (npm run diff -- --format markdown) lists every change.",
      )}\n`,
    );
  }
  return lines.join("");
}

function annotation(report: DiffReport, group: ChangeGroup, links: ReportLinks): string {
  const effects = effectsOf(group, report.changes);
  const located = effects
    .map((e) => e.location)
    .find((l): l is ChangeLocation => !!l && links.inRepository(l));
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

export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

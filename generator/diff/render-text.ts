/**
 * The default, terminal format: one entry per change, grouped by level, its headline first and
 * what else the same edit does below it; coloured when asked to.
 */
import { formatLocation } from "./locations.ts";
import { changeScope, effectsOf, summaryLine, type DiffReport } from "./report.ts";
import { LEVELS, type Level } from "./rules.ts";

const COLOURS: Record<Level, number> = { breaking: 31, warning: 33, info: 36 };

export function renderText(report: DiffReport, options: { color: boolean }): string {
  const paint = (code: number, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines = [`${paint(1, `${report.base} → ${report.head}`)}: ${summaryLine(report.summary)}`];
  if (report.mode === "against") lines.push(`revisions compared: ${report.revisions.join(", ") || "none"}`);
  for (const level of LEVELS) {
    const groups = report.groups.filter((g) => g.level === level);
    if (groups.length === 0) continue;
    lines.push("", paint(COLOURS[level], `${level} (${groups.length})`));
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

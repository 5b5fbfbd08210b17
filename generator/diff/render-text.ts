/** The default, terminal format: changes grouped by level, coloured when asked to. */
import { LEVELS, type DiffReport, type Level } from "./change.ts";
import { formatChangeLocation } from "./locations.ts";
import { changeScope, comparisonTitle, summaryLine } from "./report-text.ts";

const COLOURS: Record<Level, number> = { breaking: 31, warning: 33, info: 36 };

export function renderText(report: DiffReport, options: { color: boolean }): string {
  const paint = (code: number, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines = [`${paint(1, comparisonTitle(report))}: ${summaryLine(report.summary)}`];
  if (report.mode === "against") lines.push(`revisions compared: ${report.revisions.join(", ") || "none"}`);
  for (const level of LEVELS) {
    const changes = report.changes.filter((c) => c.level === level);
    if (changes.length === 0) continue;
    lines.push("", paint(COLOURS[level], `${level} (${changes.length})`));
    for (const change of changes) {
      const scope = report.mode === "against" ? `[${changeScope(change)}] ` : "";
      lines.push(`  ${paint(1, change.ruleId)}  ${scope}${oneLine(change.message)}`);
      const location = formatChangeLocation(change.location);
      if (location) lines.push(`    ${paint(2, location)}`);
    }
  }
  return lines.join("\n") + "\n";
}

/** Register text may hold newlines or terminal escapes; neither belongs in a report line. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
}

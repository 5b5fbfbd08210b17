/**
 * GitHub workflow commands: one annotation per change, `::error` for breaking, `::warning` for
 * warning, `::notice` for info. Values are escaped as @actions/core escapes them, so register
 * text cannot end a command early or start another.
 */
import type { DiffReport, Level } from "./change.ts";
import { changeScope } from "./report-text.ts";

const COMMANDS: Record<Level, string> = { breaking: "error", warning: "warning", info: "notice" };

export function renderGithub(report: DiffReport): string {
  return report.changes
    .map((change) => {
      const properties = [
        ...(change.location
          ? [`file=${escapeProperty(change.location.file)}`, `line=${change.location.line}`]
          : []),
        `title=${escapeProperty(change.ruleId)}`,
      ];
      const message = `${changeScope(change)}: ${change.message}`;
      return `::${COMMANDS[change.level]} ${properties.join(",")}::${escapeData(message)}\n`;
    })
    .join("");
}

export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** Phrases every rendering of a report shares. */
import type { Change, DiffReport, DiffSummary } from "./change.ts";

/** "3 breaking, 1 warning, 2 info", or "no changes". */
export function summaryLine(summary: DiffSummary): string {
  if (summary.total === 0) return "no changes";
  return `${summary.breaking} breaking, ${summary.warning} ${summary.warning === 1 ? "warning" : "warnings"}, ${summary.info} info`;
}

/** "2025-11-25 → 2026-07-28", or "origin/main → working tree". */
export function comparisonTitle(report: DiffReport): string {
  return `${report.base} → ${report.head}`;
}

/** The revisions a change concerns, for reports that span several ("2026-07-28", "2025-11-25 → 2026-07-28"). */
export function changeScope(change: Change): string {
  return change.revisions.join(" → ");
}

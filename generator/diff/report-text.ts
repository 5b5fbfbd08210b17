/** Phrases every rendering of a report shares. */
import type { DiffReport, DiffSummary } from "./change.ts";

/** "5 changes: 3 breaking, 1 warning, 1 info", or "no changes". Counts distinct changes. */
export function summaryLine(summary: DiffSummary): string {
  if (summary.total === 0) return "no changes";
  return `${summary.total} ${summary.total === 1 ? "change" : "changes"}: ${summary.breaking} breaking, ${summary.warning} ${summary.warning === 1 ? "warning" : "warnings"}, ${summary.info} info`;
}

/** "2025-11-25 → 2026-07-28", or "origin/main → working tree". */
export function comparisonTitle(report: DiffReport): string {
  return `${report.base} → ${report.head}`;
}

/** The revisions a change concerns, for reports that span several ("2026-07-28", "2025-11-25 → 2026-07-28"). */
export function changeScope(change: { revisions: readonly string[] }): string {
  return change.revisions.join(" → ");
}

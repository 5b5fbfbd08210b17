/** Reading the conformance suite's checks.json and judging a scenario run. */
import type { ScenarioRun, Target } from "./scenarios.ts";

export type CheckStatus = "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED" | "INFO";

export interface Check {
  id: string;
  status: CheckStatus;
  description?: string;
  errorMessage?: string;
  /** The suite's own mark (`details.untestable`) on a check it could not exercise. */
  untestable?: boolean;
}

export interface ScenarioResult {
  scenario: string;
  specVersion: string;
  target: Target;
  /** The suite's exit code; null when it was killed or did not start. */
  exitCode: number | null;
  counts: Record<CheckStatus, number>;
  /** Checks that failed or warned, with the suite's message. */
  problems: { id: string; status: CheckStatus; message: string }[];
  /** Failed checks the run allows as untestable on its target (ScenarioRun.untestable), and why. */
  untestable: { id: string; reason: string }[];
  passed: boolean;
  seconds: number;
}

const STATUSES: readonly CheckStatus[] = ["SUCCESS", "FAILURE", "WARNING", "SKIPPED", "INFO"];

/** The checks in a checks.json text; anything that is not a check list reads as no checks. */
export function parseChecks(text: string): Check[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): Check[] => {
    if (typeof item !== "object" || item === null) return [];
    const { id, status, description, errorMessage, details } = item as Record<string, unknown>;
    if (typeof id !== "string" || !STATUSES.includes(status as CheckStatus)) return [];
    return [
      {
        id,
        status: status as CheckStatus,
        ...(typeof description === "string" ? { description } : {}),
        ...(typeof errorMessage === "string" ? { errorMessage } : {}),
        ...(typeof details === "object" &&
        details !== null &&
        (details as { untestable?: unknown }).untestable === true
          ? { untestable: true }
          : {}),
      },
    ];
  });
}

/**
 * A scenario passes when the suite ran at least one check and no check failed or warned, and it
 * exited 0. Warnings count against it: they mark SHOULD-level requirements, and the examples are
 * meant to meet those too. The one allowance: a check the run lists as untestable on its target,
 * which the suite itself marked untestable, is reported apart, and the suite's exit code 1 for it
 * is expected.
 */
export function judge(
  run: ScenarioRun,
  exitCode: number | null,
  checks: readonly Check[],
  seconds: number,
): ScenarioResult {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<CheckStatus, number>;
  for (const check of checks) counts[check.status] += 1;
  const allowed = (check: Check) =>
    check.status === "FAILURE" &&
    check.untestable === true &&
    (run.untestable?.checks.includes(check.id) ?? false);
  const problems = checks
    .filter((check) => (check.status === "FAILURE" || check.status === "WARNING") && !allowed(check))
    .map((check) => ({
      id: check.id,
      status: check.status,
      message: check.errorMessage ?? check.description ?? "",
    }));
  const untestable = checks
    .filter(allowed)
    .map((check) => ({ id: check.id, reason: run.untestable?.reason ?? "" }));
  const exitedAsExpected = exitCode === 0 || (exitCode === 1 && untestable.length > 0);
  const passed = exitedAsExpected && checks.length > 0 && problems.length === 0;
  return {
    scenario: run.scenario,
    specVersion: run.specVersion,
    target: run.target,
    exitCode,
    counts,
    problems,
    untestable,
    passed,
    seconds,
  };
}

/** A plain-text table of the results, one line per scenario run, then each problem and allowance. */
export function formatResults(results: readonly ScenarioResult[]): string {
  const label = (r: ScenarioResult) => `${r.scenario} (${r.specVersion}, ${r.target})`;
  const width = Math.max(...results.map((r) => label(r).length), 10);
  const lines = results.map((r) => {
    const verdict = r.passed ? "pass" : "FAIL";
    const { SUCCESS, FAILURE, WARNING, SKIPPED } = r.counts;
    const untestable = r.untestable.length > 0 ? ` (${r.untestable.length} of them untestable here)` : "";
    return `${verdict}  ${label(r).padEnd(width)}  ${SUCCESS} passed, ${FAILURE} failed${untestable}, ${WARNING} warnings, ${SKIPPED} skipped  ${r.seconds.toFixed(1)} s`;
  });
  for (const r of results) {
    for (const problem of r.problems)
      lines.push(`  ${label(r)}: ${problem.status} ${problem.id}: ${problem.message}`);
    for (const allowance of r.untestable)
      lines.push(`  ${label(r)}: untestable ${allowance.id}: ${allowance.reason}`);
  }
  return lines.join("\n");
}

/** Reading the conformance suite's checks.json and judging a scenario run. */

export type CheckStatus = "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED" | "INFO";

export interface Check {
  id: string;
  status: CheckStatus;
  description?: string;
  errorMessage?: string;
}

export interface ScenarioResult {
  scenario: string;
  specVersion: string;
  /** The suite's exit code; null when it was killed or did not start. */
  exitCode: number | null;
  counts: Record<CheckStatus, number>;
  /** Checks that failed or warned, with the suite's message. */
  problems: { id: string; status: CheckStatus; message: string }[];
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
    const { id, status, description, errorMessage } = item as Record<string, unknown>;
    if (typeof id !== "string" || !STATUSES.includes(status as CheckStatus)) return [];
    return [
      {
        id,
        status: status as CheckStatus,
        ...(typeof description === "string" ? { description } : {}),
        ...(typeof errorMessage === "string" ? { errorMessage } : {}),
      },
    ];
  });
}

/**
 * A scenario passes when the suite exited 0, ran at least one check, and no check failed or
 * warned. Warnings count against it: they mark SHOULD-level requirements, and the example is
 * meant to meet those too.
 */
export function judge(
  scenario: string,
  specVersion: string,
  exitCode: number | null,
  checks: readonly Check[],
  seconds: number,
): ScenarioResult {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<CheckStatus, number>;
  for (const check of checks) counts[check.status] += 1;
  const problems = checks
    .filter((check) => check.status === "FAILURE" || check.status === "WARNING")
    .map((check) => ({
      id: check.id,
      status: check.status,
      message: check.errorMessage ?? check.description ?? "",
    }));
  const passed = exitCode === 0 && checks.length > 0 && problems.length === 0;
  return { scenario, specVersion, exitCode, counts, problems, passed, seconds };
}

/** A plain-text table of the results, one line per scenario, then each problem. */
export function formatResults(results: readonly ScenarioResult[]): string {
  const width = Math.max(...results.map((r) => `${r.scenario} (${r.specVersion})`.length), 10);
  const lines = results.map((r) => {
    const name = `${r.scenario} (${r.specVersion})`.padEnd(width);
    const verdict = r.passed ? "pass" : "FAIL";
    const { SUCCESS, FAILURE, WARNING, SKIPPED } = r.counts;
    return `${verdict}  ${name}  ${SUCCESS} passed, ${FAILURE} failed, ${WARNING} warnings, ${SKIPPED} skipped  ${r.seconds.toFixed(1)} s`;
  });
  for (const r of results)
    for (const problem of r.problems)
      lines.push(`  ${r.scenario}: ${problem.status} ${problem.id}: ${problem.message}`);
  return lines.join("\n");
}

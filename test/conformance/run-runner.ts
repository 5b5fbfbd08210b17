/** Runs the committed runner (generated/conformance/bin) as a user would, and captures what it prints. */
import { execFile } from "node:child_process";
import { join } from "node:path";

export const PROJECT_ROOT = join(import.meta.dirname, "../..");
export const RUNNER = join(PROJECT_ROOT, "generated/conformance/bin/mcp-errors-conformance.js");
export const FIXTURES = join(PROJECT_ROOT, "test/fixtures/conformance");

export interface RunnerRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The runner with these arguments; never rejects: its exit code is part of the answer. */
export function runRunner(args: readonly string[], cwd = PROJECT_ROOT): Promise<RunnerRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [RUNNER, ...args],
      { cwd, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error === null ? 0 : typeof error.code === "number" ? error.code : null,
          stdout,
          stderr,
        }),
    );
  });
}

/** The summary line's counts. */
export function summaryOf(stdout: string): Record<string, number> {
  const line = stdout.trimEnd().split("\n").at(-1) ?? "";
  const count = (label: string) => Number(new RegExp(`(\\d+) ${label}`).exec(line)?.[1] ?? NaN);
  return {
    cases: count("cases"),
    passed: count("passed,"),
    failed: count("failed,"),
    expected: count("failed as expected"),
    unexpected: count("passed though expected to fail"),
    skipped: count("skipped"),
  };
}

/** Running the Go toolchain from the tests: found on PATH (CI and the project's machines have Go 1.22 or later). */
import { execFile } from "node:child_process";
import { join } from "node:path";

export const PROJECT_ROOT = join(import.meta.dirname, "../..");

export interface GoRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `go` (or gofmt) with a bounded time; never throws. */
export function runGo(
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number; command?: "go" | "gofmt" },
): Promise<GoRun> {
  return new Promise((resolve) => {
    execFile(
      options.command ?? "go",
      args,
      {
        cwd: options.cwd,
        timeout: options.timeoutMs ?? 240_000,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GOTOOLCHAIN: "local", ...options.env },
      },
      (error, stdout, stderr) =>
        resolve({
          code: error === null ? 0 : typeof error.code === "number" ? error.code : null,
          stdout,
          stderr,
        }),
    );
  });
}

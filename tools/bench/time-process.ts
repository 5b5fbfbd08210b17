/** Times fresh Node processes end to end (wall clock, spawn to exit). */
import { spawnSync } from "node:child_process";

export interface ProcessRun {
  ms: number;
  stdout: string;
  stderr: string;
}

export function timeProcess(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; expectExit?: number },
): ProcessRun {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, NO_COLOR: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const expected = options.expectExit ?? 0;
  if (result.status !== expected) {
    throw new Error(
      `benchmark command failed (exit ${result.status}, expected ${expected}): node ${args.join(" ")}\n${result.stderr}`,
    );
  }
  return { ms, stdout: result.stdout, stderr: result.stderr };
}

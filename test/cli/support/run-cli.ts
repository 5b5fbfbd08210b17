/** Runs the CLI in-process through main(), with fake streams, and captures what it prints. */
import { pathToFileURL } from "node:url";
import type { Clock } from "../../../generator/commands/command.ts";
import { main } from "../../../generator/commands/main.ts";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** Pretend both streams are terminals (colour then depends on NO_COLOR only). */
  tty?: boolean;
  /** What progress reports read the time from (the real clock when absent). */
  clock?: Clock;
}

export async function runCli(argv: string[], options: RunOptions): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text), isTTY: options.tty ?? false },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.tty ?? false },
    env: options.env ?? {},
    cwd: options.cwd,
    ...(options.clock && { clock: options.clock }),
  });
  return { code, stdout, stderr };
}

/**
 * The node arguments that run the CLI in a process of its own, as the npm scripts do (tsx as a
 * loader); the loader is named by its URL, so the process may start in a directory without node_modules.
 */
export function cliProcessArgs(projectRoot: string, ...args: string[]): string[] {
  const loader = pathToFileURL(`${projectRoot}/node_modules/tsx/dist/loader.mjs`).href;
  return ["--import", loader, `${projectRoot}/generator/cli.ts`, ...args];
}

/**
 * Starts an example server for the conformance runs and the tests: a process that prints
 * "listening on http://127.0.0.1:<port>/mcp" once it accepts requests. The Go and the Python
 * example servers both do (go-server.ts, python-server.ts).
 */
import { spawn } from "node:child_process";

/** Starting a server gets this long. */
export const START_TIMEOUT_MS = 120_000;

export interface StartedServer {
  url: string;
  stop: () => void;
}

export interface ServerCommand {
  /** How a message names the server: "the Go server". */
  label: string;
  command: string;
  args: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export async function startListeningServer(server: ServerCommand): Promise<StartedServer> {
  const child = spawn(server.command, [...server.args], {
    cwd: server.cwd,
    env: server.env ?? process.env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${server.label} did not start in time`)),
      START_TIMEOUT_MS,
    );
    let seen = "";
    child.stdout.on("data", (chunk: Buffer) => {
      seen += chunk.toString("utf8");
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(seen);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${server.label} could not start: ${error.message}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${server.label} exited with code ${String(code)}`));
    });
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { url, stop };
}

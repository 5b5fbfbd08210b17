/** Builds and starts the Go example server (examples/go-server/) for the conformance runs. */
import { execFile, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

/** Building and starting the server each get this long. */
const START_TIMEOUT_MS = 120_000;

export async function startGoServer(
  exampleDir: string,
  buildDir: string,
): Promise<{ url: string; stop: () => void }> {
  mkdirSync(buildDir, { recursive: true });
  const binary = join(buildDir, "go-server");
  await new Promise<void>((resolve, reject) => {
    execFile(
      "go",
      ["build", "-o", binary, "."],
      { cwd: exampleDir, timeout: START_TIMEOUT_MS },
      (error, _out, stderr) => (error === null ? resolve() : reject(new Error(`go build failed: ${stderr}`))),
    );
  });
  const child = spawn(binary, ["-port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the Go server did not start in time")),
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
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the Go server exited with code ${String(code)}`));
    });
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { url, stop };
}

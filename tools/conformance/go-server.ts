/** Builds and starts the Go example server (examples/go-server/) for the conformance runs. */
import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { START_TIMEOUT_MS, startListeningServer, type StartedServer } from "./example-server.ts";

export async function startGoServer(exampleDir: string, buildDir: string): Promise<StartedServer> {
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
  return startListeningServer({ label: "the Go server", command: binary, args: ["-port", "0"] });
}

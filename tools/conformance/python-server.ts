/**
 * Starts the Python example server (examples/python-server/) for the conformance runs: the
 * virtual environment `npm run python:install` makes (.tmp/python-venv, with Starlette and uvicorn
 * pinned in test/python/requirements.txt), the package from generated/python.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startListeningServer, type StartedServer } from "./example-server.ts";

/** The virtual environment's Python, under the project's root. */
export function pythonOf(projectRoot: string): string {
  return join(projectRoot, ".tmp/python-venv/bin/python");
}

export function isPythonInstalled(projectRoot: string): boolean {
  return existsSync(pythonOf(projectRoot));
}

export async function startPythonServer(projectRoot: string): Promise<StartedServer> {
  const exampleDir = join(projectRoot, "examples/python-server");
  return startListeningServer({
    label: "the Python server",
    command: pythonOf(projectRoot),
    args: [join(exampleDir, "main.py"), "--port", "0"],
    cwd: exampleDir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PYTHONPATH: join(projectRoot, "generated/python"),
      PYTHONDONTWRITEBYTECODE: "1",
    },
  });
}

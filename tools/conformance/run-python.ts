/**
 * Runs the conformance scenarios the TypeScript example server passes against the Python example
 * server (examples/python-server/), on Starlette and uvicorn in the virtual environment of
 * `npm run python:install` (run-example.ts runs them).
 *
 *   npm run conformance:install && npm run python:install && npm run conformance:python
 *
 * Exits 1 when a scenario fails or warns. Results: .tmp/conformance-python/summary.json.
 */
import { isPythonInstalled, startPythonServer } from "./python-server.ts";
import { projectRoot, runAgainstExampleServer } from "./run-example.ts";

await runAgainstExampleServer(
  {
    script: "conformance:python",
    label: "the Python server",
    how: "(Starlette and uvicorn, in .tmp/python-venv)",
    outputName: "conformance-python",
    install: { command: "`npm run python:install`", installed: () => isPythonInstalled(projectRoot) },
    start: () => startPythonServer(projectRoot),
  },
  process.argv.slice(2),
);

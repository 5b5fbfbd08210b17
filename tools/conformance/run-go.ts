/**
 * Runs the conformance scenarios the TypeScript example server passes against the Go example
 * server (examples/go-server/), built with the Go on PATH (run-example.ts runs them).
 *
 *   npm run conformance:install && npm run conformance:go
 *
 * Exits 1 when a scenario fails or warns. Results: .tmp/conformance-go/summary.json.
 */
import { join } from "node:path";
import { startGoServer } from "./go-server.ts";
import { projectRoot, runAgainstExampleServer } from "./run-example.ts";

await runAgainstExampleServer(
  {
    script: "conformance:go",
    label: "the Go server",
    how: "(built with the Go on PATH)",
    outputName: "conformance-go",
    start: (buildDir) => startGoServer(join(projectRoot, "examples/go-server"), buildDir),
  },
  process.argv.slice(2),
);

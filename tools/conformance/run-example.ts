/**
 * Runs the conformance scenarios the TypeScript example server passes against another example
 * server, listening on 127.0.0.1 on a free port; the suite talks to nothing else. The server under
 * test is the parameter: run-go.ts and run-python.ts each name theirs. The runs and the judging
 * (scenarios.ts, results.ts) are shared with run.ts, the servers are not.
 *
 * Exits 1 when a scenario fails or warns, 2 when the suite or the server's tools are not installed.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { StartedServer } from "./example-server.ts";
import { formatResults, type ScenarioResult } from "./results.ts";
import { runScenario, suiteInstalled } from "./suite.ts";
import { toolArgs } from "../tool-cli.ts";
import { SCENARIOS } from "./scenarios.ts";

const here = dirname(fileURLToPath(import.meta.url));
export const projectRoot = resolve(here, "../..");

/** The runs the TypeScript server passes; the server under test stands where it stands. */
const EXAMPLE_SERVER_SCENARIOS = SCENARIOS.filter((run) => run.target === "server");

export interface ExampleServerUnderTest {
  /** The npm script: "conformance:go". */
  script: string;
  /** As the summary names it: "the Go server". */
  label: string;
  /** How it is built or run, for the help text: "(built with the Go on PATH)". */
  how: string;
  /** The results' folder under .tmp/: "conformance-go". */
  outputName: string;
  /** What to install besides the suite, for the help text, and whether it is there. */
  install?: { command: string; installed: () => boolean };
  start: (buildDir: string) => Promise<StartedServer>;
}

export async function runAgainstExampleServer(
  server: ExampleServerUnderTest,
  argv: readonly string[],
): Promise<never> {
  const outputRoot = join(projectRoot, ".tmp", server.outputName);
  const extra = server.install === undefined ? "" : ` and ${server.install.command}`;
  toolArgs(
    {
      script: server.script,
      summary:
        `Runs the conformance scenarios the TypeScript example server passes against ${server.label.replace(/ server$/, " example server")}\n` +
        `${server.how}, on 127.0.0.1; results in .tmp/${server.outputName}/summary.json.`,
      install: `\`npm run conformance:install\` (about 20 s: the suite and the Node.js 22 it needs, from npm)${extra}, once.`,
      options: [],
      notes: [
        "Exit status: 0 every scenario passed, 1 one failed or warned, 2 the suite or the server is not installed.",
      ],
    },
    [...argv],
  );
  if (!suiteInstalled()) {
    console.error("The conformance suite is not installed: run `npm run conformance:install` first.");
    process.exit(2);
  }
  if (server.install !== undefined && !server.install.installed()) {
    console.error(`${server.label} cannot run: run ${server.install.command} first.`);
    process.exit(2);
  }

  rmSync(outputRoot, { recursive: true, force: true });
  mkdirSync(outputRoot, { recursive: true });
  const started = performance.now();
  const results: ScenarioResult[] = [];
  const running = await server.start(join(outputRoot, "build"));
  try {
    for (const run of EXAMPLE_SERVER_SCENARIOS) results.push(await runScenario(outputRoot, running.url, run));
  } finally {
    running.stop();
  }
  const totalSeconds = (performance.now() - started) / 1000;

  console.log(formatResults(results));
  console.log(
    `${results.filter((r) => r.passed).length}/${results.length} scenario runs passed against ${server.label} in ${totalSeconds.toFixed(1)} s`,
  );
  writeFileSync(
    join(outputRoot, "summary.json"),
    `${JSON.stringify({ url: running.url, totalSeconds, results }, null, 2)}\n`,
  );
  process.exit(results.every((r) => r.passed) ? 0 : 1);
}

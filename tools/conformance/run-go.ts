/**
 * Runs the conformance scenarios the TypeScript example server passes against the Go example
 * server (examples/go-server/), built with the Go on PATH and listening on 127.0.0.1 on a free
 * port; the suite talks to nothing else. Kept beside run.ts rather than inside it: the runs and
 * the judging (scenarios.ts, results.ts) are shared, the servers are not.
 *
 *   npm run conformance:install && npm run conformance:go
 *
 * Exits 1 when a scenario fails or warns. Results: .tmp/conformance-go/summary.json.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startGoServer } from "./go-server.ts";
import { formatResults, judge, parseChecks, type ScenarioResult } from "./results.ts";
import { toolArgs } from "../tool-cli.ts";
import { SCENARIOS, type ScenarioRun } from "./scenarios.ts";

toolArgs(
  {
    script: "conformance:go",
    summary:
      "Runs the conformance scenarios the TypeScript example server passes against the Go example server\n" +
      "(built with the Go on PATH), on 127.0.0.1; results in .tmp/conformance-go/summary.json.",
    install:
      "`npm run conformance:install` (about 20 s: the suite and the Node.js 22 it needs, from npm), once.",
    options: [],
    notes: ["Exit status: 0 every scenario passed, 1 one failed or warned, 2 the suite is not installed."],
  },
  process.argv.slice(2),
);

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, "../..");
const node22 = join(here, "node_modules/.bin/node");
const suite = join(here, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
const outputRoot = join(projectRoot, ".tmp/conformance-go");

/** The runs the TypeScript server passes; the Go server stands where it stands. */
const GO_SERVER_SCENARIOS = SCENARIOS.filter((run) => run.target === "server");

/** A scenario that runs longer than this is stopped and fails. */
const SCENARIO_TIMEOUT_MS = 60_000;

if (!existsSync(node22) || !existsSync(suite)) {
  console.error("The conformance suite is not installed: run `npm run conformance:install` first.");
  process.exit(2);
}

rmSync(outputRoot, { recursive: true, force: true });
mkdirSync(outputRoot, { recursive: true });
const started = performance.now();
const results: ScenarioResult[] = [];
const server = await startGoServer(join(projectRoot, "examples/go-server"), join(outputRoot, "build"));
try {
  for (const run of GO_SERVER_SCENARIOS) results.push(await runScenario(server.url, run));
} finally {
  server.stop();
}
const totalSeconds = (performance.now() - started) / 1000;

console.log(formatResults(results));
console.log(
  `${results.filter((r) => r.passed).length}/${results.length} scenario runs passed against the Go server in ${totalSeconds.toFixed(1)} s`,
);
writeFileSync(
  join(outputRoot, "summary.json"),
  `${JSON.stringify({ url: server.url, totalSeconds, results }, null, 2)}\n`,
);
process.exit(results.every((r) => r.passed) ? 0 : 1);

async function runScenario(url: string, run: ScenarioRun): Promise<ScenarioResult> {
  const { scenario, specVersion } = run;
  const outputDir = join(outputRoot, `${scenario}@${specVersion}@${run.target}`);
  const args = [
    suite,
    "server",
    "--url",
    url,
    "--scenario",
    scenario,
    "--spec-version",
    specVersion,
    "-o",
    outputDir,
  ];
  const start = performance.now();
  const exitCode = await new Promise<number | null>((resolvePromise) => {
    execFile(
      node22,
      args,
      {
        timeout: SCENARIO_TIMEOUT_MS,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1" },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error) => resolvePromise(error === null ? 0 : typeof error.code === "number" ? error.code : null),
    );
  });
  return judge(run, exitCode, readChecks(outputDir), (performance.now() - start) / 1000);
}

/** The suite writes <outputDir>/server-<scenario>-<time>/checks.json. */
function readChecks(outputDir: string): ReturnType<typeof parseChecks> {
  if (!existsSync(outputDir)) return [];
  return readdirSync(outputDir).flatMap((entry) => {
    const file = join(outputDir, entry, "checks.json");
    return existsSync(file) ? parseChecks(readFileSync(file, "utf8")) : [];
  });
}

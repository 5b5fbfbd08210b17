/**
 * Runs the official MCP conformance suite's error-related scenarios against the example
 * dual-era server, on the Node.js 22 installed beside it (`npm run conformance:install`).
 * The server listens on 127.0.0.1 on a free port; the suite talks to nothing else.
 *
 *   npm run conformance:install && npm run conformance
 *
 * Exits 1 when a scenario fails or warns. Results: .tmp/conformance/summary.json.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startDualEraServer } from "../../examples/dual-era-server/server.ts";
import { formatResults, judge, parseChecks, type ScenarioResult } from "./results.ts";
import { SCENARIOS } from "./scenarios.ts";

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, "../..");
const node22 = join(here, "node_modules/.bin/node");
const suite = join(here, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
const outputRoot = join(projectRoot, ".tmp/conformance");

/** A scenario that runs longer than this is stopped and fails. */
const SCENARIO_TIMEOUT_MS = 60_000;

if (!existsSync(node22) || !existsSync(suite)) {
  console.error("The conformance suite is not installed: run `npm run conformance:install` first.");
  process.exit(2);
}

rmSync(outputRoot, { recursive: true, force: true });
mkdirSync(outputRoot, { recursive: true });
const { server, url } = await startDualEraServer(0);
const started = performance.now();
const results: ScenarioResult[] = [];
try {
  for (const { scenario, specVersion } of SCENARIOS)
    results.push(await runScenario(url, scenario, specVersion));
} finally {
  server.closeAllConnections();
  server.close();
}
const totalSeconds = (performance.now() - started) / 1000;

console.log(formatResults(results));
console.log(
  `${results.filter((r) => r.passed).length}/${results.length} scenario runs passed in ${totalSeconds.toFixed(1)} s`,
);
writeFileSync(
  join(outputRoot, "summary.json"),
  `${JSON.stringify({ url, totalSeconds, results }, null, 2)}\n`,
);
process.exit(results.every((r) => r.passed) ? 0 : 1);

async function runScenario(url: string, scenario: string, specVersion: string): Promise<ScenarioResult> {
  const outputDir = join(outputRoot, `${scenario}@${specVersion}`);
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
      (error) => {
        if (error === null) resolvePromise(0);
        else resolvePromise(typeof error.code === "number" ? error.code : null);
      },
    );
  });
  const seconds = (performance.now() - start) / 1000;
  return judge(scenario, specVersion, exitCode, readChecks(outputDir), seconds);
}

/** The suite writes <outputDir>/server-<scenario>-<time>/checks.json. */
function readChecks(outputDir: string): ReturnType<typeof parseChecks> {
  if (!existsSync(outputDir)) return [];
  return readdirSync(outputDir).flatMap((entry) => {
    const file = join(outputDir, entry, "checks.json");
    return existsSync(file) ? parseChecks(readFileSync(file, "utf8")) : [];
  });
}

/**
 * Runs the official MCP conformance suite's error-related scenarios against the example
 * dual-era server, and through the example proxy in front of each of its eras, on the Node.js 22
 * installed beside it (`npm run conformance:install`). The server and the proxies listen on
 * 127.0.0.1 on free ports; the suite talks to nothing else.
 *
 *   npm run conformance:install && npm run conformance
 *
 * Exits 1 when a scenario fails or warns. Results: .tmp/conformance/summary.json.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { startDualEraServer } from "../../examples/dual-era-server/server.ts";
import { startProxy } from "../../examples/proxy/proxy.ts";
import { formatResults, judge, parseChecks, type ScenarioResult } from "./results.ts";
import { toolArgs } from "../tool-cli.ts";
import { SCENARIOS, type ScenarioRun, type Target } from "./scenarios.ts";

toolArgs(
  {
    script: "conformance",
    summary:
      "Runs the official MCP conformance suite's error-related scenarios against the example dual-era\n" +
      "server and through both example proxies, on 127.0.0.1; results in .tmp/conformance/summary.json.",
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
const outputRoot = join(projectRoot, ".tmp/conformance");

/** A scenario that runs longer than this is stopped and fails. */
const SCENARIO_TIMEOUT_MS = 60_000;

if (!existsSync(node22) || !existsSync(suite)) {
  console.error("The conformance suite is not installed: run `npm run conformance:install` first.");
  process.exit(2);
}

rmSync(outputRoot, { recursive: true, force: true });
mkdirSync(outputRoot, { recursive: true });
const servers: Server[] = [];
const started = performance.now();
const results: ScenarioResult[] = [];
let urls: Record<Target, string>;
try {
  const server = await startDualEraServer(0);
  servers.push(server.server);
  // Each proxy's clients speak one era; its upstream is the server's other era.
  const modernProxy = await startProxy({ upstreamUrl: server.url, clientRevision: "2026-07-28" });
  servers.push(modernProxy.server);
  const legacyProxy = await startProxy({ upstreamUrl: server.url, clientRevision: "2025-11-25" });
  servers.push(legacyProxy.server);
  urls = { server: server.url, modernProxy: modernProxy.url, legacyProxy: legacyProxy.url };
  for (const run of SCENARIOS) results.push(await runScenario(urls[run.target], run));
} finally {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}
const totalSeconds = (performance.now() - started) / 1000;

console.log(formatResults(results));
console.log(
  `${results.filter((r) => r.passed).length}/${results.length} scenario runs passed in ${totalSeconds.toFixed(1)} s`,
);
writeFileSync(
  join(outputRoot, "summary.json"),
  `${JSON.stringify({ urls, totalSeconds, results }, null, 2)}\n`,
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
      (error) => {
        if (error === null) resolvePromise(0);
        else resolvePromise(typeof error.code === "number" ? error.code : null);
      },
    );
  });
  const seconds = (performance.now() - start) / 1000;
  return judge(run, exitCode, readChecks(outputDir), seconds);
}

/** The suite writes <outputDir>/server-<scenario>-<time>/checks.json. */
function readChecks(outputDir: string): ReturnType<typeof parseChecks> {
  if (!existsSync(outputDir)) return [];
  return readdirSync(outputDir).flatMap((entry) => {
    const file = join(outputDir, entry, "checks.json");
    return existsSync(file) ? parseChecks(readFileSync(file, "utf8")) : [];
  });
}

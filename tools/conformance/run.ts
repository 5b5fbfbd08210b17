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
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { startDualEraServer } from "../../examples/dual-era-server/server.ts";
import { startProxy } from "../../examples/proxy/proxy.ts";
import { formatResults, type ScenarioResult } from "./results.ts";
import { runScenario, suiteInstalled } from "./suite.ts";
import { toolArgs } from "../tool-cli.ts";
import { SCENARIOS, type Target } from "./scenarios.ts";

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
const outputRoot = join(projectRoot, ".tmp/conformance");

if (!suiteInstalled()) {
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
  for (const run of SCENARIOS) results.push(await runScenario(outputRoot, urls[run.target], run));
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

/**
 * The official conformance suite as the runners call it: installed beside this folder with the
 * Node.js 22 it needs (`npm run conformance:install`), one scenario a run against a server's URL,
 * judged from the checks it writes. run.ts (the TypeScript server and the proxies) and
 * run-example.ts (the Go and Python servers) share it.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { judge, parseChecks, type ScenarioResult } from "./results.ts";
import type { ScenarioRun } from "./scenarios.ts";

const here = dirname(fileURLToPath(import.meta.url));
const node22 = join(here, "node_modules/.bin/node");
const suite = join(here, "node_modules/@modelcontextprotocol/conformance/dist/index.js");

/** A scenario that runs longer than this is stopped and fails. */
const SCENARIO_TIMEOUT_MS = 60_000;

/** Whether `npm run conformance:install` has put the suite and its Node.js in place. */
export function suiteInstalled(): boolean {
  return existsSync(node22) && existsSync(suite);
}

/** Runs one scenario against url, writing the suite's output under outputRoot, and judges it. */
export async function runScenario(
  outputRoot: string,
  url: string,
  run: ScenarioRun,
): Promise<ScenarioResult> {
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

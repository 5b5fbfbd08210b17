/** Entry point: `tsx generator/cli.ts <command> [options]` (the npm scripts gen, diff, spec:sync, bench). */
import { tuneJitForShortRun } from "./cli/short-run-jit.ts";

// Before the rest of the CLI loads, so its modules are compiled under the same settings.
if (process.argv[2] !== "bench") tuneJitForShortRun();

const { main } = await import("./cli/main.ts");

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});

/** Entry point: `tsx generator/cli.ts <command> [options]` (the npm scripts gen, diff, spec:sync, bench). */
import { main } from "./cli/main.ts";

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});

/**
 * The CLI entry point behind the npm scripts: `node --import tsx generator/cli.ts <command> [options]`
 * (tsx as a loader in this process; the tsx command would start a second Node to run it in).
 */
import { main } from "./commands/main.ts";

// A reader that stops early (`gen --dump-merged | head -1`) closes the pipe: stop quietly, as
// Unix filters do, instead of crashing on EPIPE.
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});

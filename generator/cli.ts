/**
 * The CLI: `<command> [options]` for gen, diff, spec:sync and bench. The npm scripts run it through
 * generator/launch.js, from a compiled copy; the code cache makes later processes compile the
 * TypeScript compiler that ts-morph bundles from saved bytecode.
 */
import { join } from "node:path";
import { bundledTypeScript, enableCodeCache } from "./cli/code-cache.ts";
import { cacheDir } from "./launcher/cache-dir.js";
import { tuneJitForShortRun } from "./cli/short-run-jit.ts";
import { GENERATOR_ROOT } from "./generator-root.ts";

// Before the rest of the CLI loads, so its modules are compiled under the same settings.
if (process.argv[2] !== "bench") tuneJitForShortRun();
// Beside the compiled copy of the generator (launcher/compiled-copy.js).
enableCodeCache([bundledTypeScript()], join(cacheDir(GENERATOR_ROOT, process.env), "v8"));

// A reader that stops early (`gen --dump-merged | head -1`) closes the pipe: stop quietly, as
// Unix filters do, instead of crashing on EPIPE.
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });

const { main } = await import("./cli/main.ts");

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});

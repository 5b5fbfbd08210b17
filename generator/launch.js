#!/usr/bin/env node
// @ts-check
/**
 * The CLI's entry point (`node generator/launch.js <command>`, behind the npm scripts): runs
 * generator/cli.ts from its compiled copy, compiling first when the sources changed
 * (see launcher/compiled-copy.js).
 */
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL, URL } from "node:url";
import { CACHE_DIR_ENV, cacheDir } from "./launcher/cache-dir.js";
import { compiledCopy } from "./launcher/compiled-copy.js";

const projectRoot = fileURLToPath(new URL("../", import.meta.url));
let dir = "";
let copy;
try {
  dir = cacheDir(projectRoot, process.env);
  copy = await compiledCopy(projectRoot, { cacheDir: dir });
} catch (error) {
  const code = /** @type {{ code?: unknown }} */ (error)?.code;
  const hint = ["EACCES", "EPERM", "EROFS"].includes(String(code))
    ? `\n  ${dir} is not writable; set ${CACHE_DIR_ENV} to a writable directory inside the project`
    : "";
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}${hint}\n`);
  process.exit(2);
}
await import(pathToFileURL(join(copy.dir, "cli.js")).href);

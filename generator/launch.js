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
import { cacheDir } from "./launcher/cache-dir.js";
import { compiledCopy } from "./launcher/compiled-copy.js";

const projectRoot = fileURLToPath(new URL("../", import.meta.url));
let copy;
try {
  copy = await compiledCopy(projectRoot, { cacheDir: cacheDir(projectRoot, process.env) });
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
await import(pathToFileURL(join(copy.dir, "cli.js")).href);

/**
 * The generator's on-disk caches, one folder each under the CLI's cache directory (beside the
 * compiled generator: node_modules/.cache/mcp-errgen/, or MCP_ERRGEN_CACHE_DIR). A cache directory
 * that cannot be named (MCP_ERRGEN_CACHE_DIR outside the project) means no cache, not a failure.
 */
import { join } from "node:path";
import { GENERATOR_ROOT } from "../generator-root.ts";
import { cacheDir } from "../launcher/cache-dir.js";
import { DiskCache } from "./disk-cache.js";

/** The folder of the cache named `name`, or undefined when there is no usable cache directory. */
export function generatorCacheDir(
  name: string,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  try {
    return join(cacheDir(GENERATOR_ROOT, env), name);
  } catch {
    return undefined;
  }
}

export function generatorCache(
  name: string,
  env: Record<string, string | undefined> = process.env,
): DiskCache {
  return new DiskCache(generatorCacheDir(name, env));
}

// @ts-check
/**
 * Where the CLI keeps what it derives from installed files, to skip that work on later runs: the
 * compiled copies of generator/ and the V8 code cache (v8/). MCP_ERRGEN_CACHE_DIR moves it; it must
 * stay inside the project, where a compiled copy's package imports resolve to node_modules.
 */
import { join, resolve } from "node:path";

export const CACHE_DIR_ENV = "MCP_ERRGEN_CACHE_DIR";

/**
 * @param {string} projectRoot mcp-errgen's own directory
 * @param {Record<string, string | undefined>} env
 */
export function cacheDir(projectRoot, env) {
  const chosen = env[CACHE_DIR_ENV];
  return chosen ? resolve(chosen) : join(projectRoot, "node_modules", ".cache", "mcp-errgen");
}

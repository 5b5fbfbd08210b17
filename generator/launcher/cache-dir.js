// @ts-check
/**
 * Where the CLI keeps what it derives from installed files, to skip that work on later runs: the
 * compiled copies of generator/ and the V8 code cache (v8/). MCP_ERRGEN_CACHE_DIR moves it; it must
 * stay inside the project, where a compiled copy's package imports resolve to node_modules.
 */
import { isAbsolute, join, relative, resolve } from "node:path";

export const CACHE_DIR_ENV = "MCP_ERRGEN_CACHE_DIR";

/**
 * @param {string} projectRoot mcp-errgen's own directory
 * @param {Record<string, string | undefined>} env
 */
export function cacheDir(projectRoot, env) {
  const chosen = env[CACHE_DIR_ENV];
  if (!chosen) return join(projectRoot, "node_modules", ".cache", "mcp-errgen");
  const dir = resolve(chosen);
  const inside = relative(projectRoot, dir);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside))
    throw new Error(
      `${CACHE_DIR_ENV}=${chosen} is not inside ${projectRoot}; the compiled generator must sit ` +
        "where its package imports resolve to the project's node_modules",
    );
  return dir;
}

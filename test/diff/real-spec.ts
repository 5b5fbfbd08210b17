/** The real spec snapshot and the project's own register, for the diff's integration tests. */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PipelineContext } from "../../generator/pipeline.ts";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

// Relative settings are resolved here, against the directory the tests run from: the contexts
// below run in other directories (temporary copies of the project).
export const specDir = resolve(process.env.MCP_SPEC_DIR ?? resolve(projectRoot, "../shared/mcp-spec"));
export const prereleaseDir = resolve(
  process.env.MCP_SPEC_PRERELEASE_DIR ?? resolve(projectRoot, "../shared/mcp-spec-prerelease"),
);

/** A pipeline context for `root` that reads the spec snapshot, whatever the caller's environment. */
export function pipelineContext(root: string, spec = specDir): PipelineContext {
  return {
    projectRoot: root,
    cwd: root,
    env: { MCP_SPEC_DIR: spec, MCP_SPEC_PRERELEASE_DIR: prereleaseDir },
    rootFlags: {},
  };
}

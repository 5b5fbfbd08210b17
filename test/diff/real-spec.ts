/** The real spec snapshot and the project's own register, for the diff's integration tests. */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PipelineContext } from "../../generator/pipeline.ts";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export const specDir = process.env.MCP_SPEC_DIR ?? resolve(projectRoot, "../shared/mcp-spec");
export const prereleaseDir =
  process.env.MCP_SPEC_PRERELEASE_DIR ?? resolve(projectRoot, "../shared/mcp-spec-prerelease");

/** A pipeline context for `root` that reads the spec snapshot, whatever the caller's environment. */
export function pipelineContext(root: string, spec = specDir): PipelineContext {
  return {
    projectRoot: root,
    cwd: root,
    env: { MCP_SPEC_DIR: spec, MCP_SPEC_PRERELEASE_DIR: prereleaseDir },
    rootFlags: {},
  };
}

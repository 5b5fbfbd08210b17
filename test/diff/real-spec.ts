/** The real spec snapshot and the project's own register, for the diff's integration tests. */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PipelineContext } from "../../generator/pipeline/pipeline.ts";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export { SPEC_DIR as specDir, PRERELEASE_DIR as prereleaseDir } from "../helpers/spec-roots.ts";
import { SPEC_DIR as specDir, PRERELEASE_DIR as prereleaseDir } from "../helpers/spec-roots.ts";

/** A pipeline context for `root` that reads the spec snapshot, whatever the caller's environment. */
export function pipelineContext(root: string, spec = specDir): PipelineContext {
  return {
    projectRoot: root,
    cwd: root,
    env: { MCP_SPEC_DIR: spec, MCP_SPEC_PRERELEASE_DIR: prereleaseDir },
    rootFlags: {},
  };
}

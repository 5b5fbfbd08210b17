/**
 * The spec roots the tests run against: $MCP_SPEC_DIR and $MCP_SPEC_PRERELEASE_DIR, or the
 * snapshots beside the project. A relative value is resolved here, once, against the directory
 * the test command was started in (as the CLI does with its own cwd), because tests pass these
 * paths on to CLI runs whose cwd is a temporary project.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const given = (value: string | undefined): string | undefined =>
  value === undefined || value === "" ? undefined : resolve(process.cwd(), value);

export const SPEC_DIR = given(process.env.MCP_SPEC_DIR) ?? resolve(PROJECT_ROOT, "../shared/mcp-spec");
export const PRERELEASE_DIR =
  given(process.env.MCP_SPEC_PRERELEASE_DIR) ?? resolve(PROJECT_ROOT, "../shared/mcp-spec-prerelease");

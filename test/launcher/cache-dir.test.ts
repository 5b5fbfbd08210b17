/** Where the CLI keeps its compiled copies and code cache, and the refusal of a place that cannot work. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CACHE_DIR_ENV, cacheDir } from "../../generator/launcher/cache-dir.js";
import { PROJECT_ROOT } from "../cli/support/temp-project.ts";

describe("cacheDir", () => {
  it("defaults to node_modules/.cache/mcp-errgen and follows the variable inside the project", () => {
    expect(cacheDir("/p", {})).toBe("/p/node_modules/.cache/mcp-errgen");
    expect(cacheDir("/p", { [CACHE_DIR_ENV]: "/p/node_modules/.cache/other" })).toBe(
      "/p/node_modules/.cache/other",
    );
  });

  it("refuses a directory outside the project, or the project itself", () => {
    for (const chosen of ["/elsewhere", "/p/../q", "/p"])
      expect(() => cacheDir("/p", { [CACHE_DIR_ENV]: chosen })).toThrow(
        `${CACHE_DIR_ENV}=${chosen} is not inside /p`,
      );
  });

  it("makes the launcher exit 2 with the reason, before compiling anything", () => {
    const run = spawnSync(process.execPath, [join(PROJECT_ROOT, "generator/launch.js"), "--version"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, [CACHE_DIR_ENV]: "/nonexistent/cache" },
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^error: MCP_ERRGEN_CACHE_DIR=\/nonexistent\/cache is not inside /);
  });
});

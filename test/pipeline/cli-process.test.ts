/** gen and gen --check through the real entry point: a real process finishes, exits and times its stages. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STAGES } from "../../generator/pipeline/pipeline.ts";
import { cliProcessArgs } from "../cli/support/run-cli.ts";
import { PROJECT_ROOT, SPEC_ENV } from "../cli/support/temp-project.ts";

const out = mkdtempSync(join(tmpdir(), "mcp-errgen-cli-process-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function gen(args: string[] = [], env: Record<string, string> = {}) {
  const run = spawnSync(
    process.execPath,
    cliProcessArgs(PROJECT_ROOT, "gen", "--out", out, "--timings", ...args),
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...SPEC_ENV, NO_COLOR: "1", ...env },
      encoding: "utf8",
    },
  );
  expect(run.error).toBeUndefined();
  const line = run.stderr.split("\n").find((l) => l.startsWith('{"timings":')) ?? "{}";
  const timings = (JSON.parse(line) as { timings?: object }).timings ?? {};
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, stages: Object.keys(timings) };
}

describe("gen in a fresh process", () => {
  it("writes the package, then finds it up to date, timing every stage each run reached", () => {
    const write = gen();
    expect(write.status).toBe(0);
    expect(write.stdout).toMatch(/^wrote .* \(\d+ files: \d+ added, 0 changed, 0 removed\)\n$/);
    expect(write.stages).toEqual(STAGES.filter((stage) => stage !== "check"));
    expect(readdirSync(out)).toContain("package.json");

    const check = gen(["--check"]);
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/ is up to date \(\d+ files\)\n$/);
    expect(check.stages).toEqual(STAGES.filter((stage) => stage !== "write"));
  });

  it("exits with the error when a stage fails while the Prettier thread is still warming up", () => {
    const failed = gen([], { MCP_SPEC_DIR: join(out, "no-such-spec-root") });
    expect(failed.status).toBe(2);
    expect(failed.stderr).toContain("error[spec/root-missing]");
    expect(failed.stages).toEqual(["load"]);
  });
});

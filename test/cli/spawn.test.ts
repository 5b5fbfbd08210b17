/** The real entry point, as npm runs it: exit codes reach the process, and output reaches its streams. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliProcessArgs } from "./support/run-cli.ts";
import { PROJECT_ROOT, SPEC_ENV } from "./support/temp-project.ts";

function cli(args: string[]) {
  return spawnSync(process.execPath, cliProcessArgs(PROJECT_ROOT, ...args), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...SPEC_ENV, NO_COLOR: "1" },
    encoding: "utf8",
  });
}

describe("generator/cli.ts in a process of its own", () => {
  it("finds the generator's own package.json", () => {
    const run = cli(["--version"]);
    const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
      version: string;
    };
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`mcp-errgen ${version}\n`);
  });

  it("exits 0 with the help on stdout", () => {
    const run = cli(["gen", "--help"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Usage: npm run gen -- [--check]");
  });

  it("stops quietly when the reader closes the pipe early", () => {
    // As `gen --dump-merged | head -1` does: the shell's exit status is the generator's.
    const run = spawnSync(
      "bash",
      [
        "-o",
        "pipefail",
        "-c",
        `"${process.execPath}" ${cliProcessArgs(PROJECT_ROOT).join(" ")} gen --dump-merged | head -c 1 >/dev/null`,
      ],
      { cwd: PROJECT_ROOT, env: { ...process.env, ...SPEC_ENV, NO_COLOR: "1" }, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("exits 2 with the diagnostic on stderr for an unknown revision", () => {
    const run = cli(["gen", "--dump-model", "--revision", "1999-01-01"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('error[usage/unknown-revision]: unknown revision "1999-01-01"');
  });
});

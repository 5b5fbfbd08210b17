/**
 * Every tool's `--help`, run as its npm script runs it (node with tsx as its loader): it answers
 * before the tool does anything, says what to install first, and an unknown option is a usage
 * error with a "did you mean". The peers and the conformance suite need not be installed for it.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { toolHelp } from "../../tools/tool-cli.ts";
import { PROJECT_ROOT } from "./support/temp-project.ts";

function tool(script: string, ...args: string[]) {
  const loader = pathToFileURL(join(PROJECT_ROOT, "node_modules/tsx/dist/loader.mjs")).href;
  return spawnSync(process.execPath, ["--import", loader, script, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    encoding: "utf8",
  });
}

const TOOLS = [
  ["bench", "tools/bench/cli.ts", "First: `npm ci`", "--runs N"],
  ["peers", "tools/peers/run.ts", "First: `npm run peers:install`", "--check"],
  ["conformance", "tools/conformance/run.ts", "First: `npm run conformance:install`", "--help"],
  ["conformance:go", "tools/conformance/run-go.ts", "First: `npm run conformance:install`", "--help"],
  ["conformance:python", "tools/conformance/run-python.ts", "First: `npm run conformance:install`", "--help"],
] as const;

describe("each tool's --help", () => {
  it.each(TOOLS)(
    "npm run %s -- --help prints its usage and what to install",
    (script, file, install, option) => {
      const run = tool(file, "--help");
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^Usage: npm run ${script} -- \\[options\\]\\n`));
      expect(run.stdout).toContain(install);
      expect(run.stdout).toContain(`  ${option}`);
    },
  );

  it("an unknown option is refused with the option meant, before the tool runs", () => {
    const run = tool("tools/bench/cli.ts", "--rnus", "3");
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      'error: unknown option --rnus (did you mean --runs?)\n  hint: run "npm run bench -- --help" for its options\n',
    );
  });

  it("an option that needs a value names it", () => {
    const run = tool("tools/peers/run.ts", "--check=yes");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("error: option --check takes no value");
  });
});

describe("the help text", () => {
  it("aligns the options and shows their defaults", () => {
    const text = toolHelp({
      script: "x",
      summary: "Does x.",
      options: [
        { name: "long-option", value: "N", default: "3", description: "how many" },
        { name: "y", description: "a flag" },
      ],
    });
    expect(text).toBe(
      [
        "Usage: npm run x -- [options]",
        "",
        "Does x.",
        "",
        "Options:",
        "  --long-option N  how many (default: 3)",
        "  --y              a flag",
        "  --help           show this help",
        "",
      ].join("\n"),
    );
  });
});

/**
 * docs/python.md's examples with the official Python SDK (its ```python sdk blocks) run in the
 * peers' environment, where `npm run peers:install` installs the SDK pinned with hashes
 * (tools/peers/python/requirements.txt), and print what the page says they print.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_DIR, PROJECT_ROOT, run } from "./python-tool.ts";

const page = readFileSync(join(PROJECT_ROOT, "docs/python.md"), "utf8");
const programs = [...page.matchAll(/```python sdk\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
const SDK_PYTHON = join(PROJECT_ROOT, ".tmp/peers/venv/bin/python");
const DIR = join(PROJECT_ROOT, ".tmp/docs-python-sdk");

function expectedOutput(program: string): string {
  const at = program.indexOf("# Output:\n");
  return program
    .slice(at + "# Output:\n".length)
    .split("\n")
    .filter((line) => line.startsWith("#"))
    .map((line) => line.replace(/^# ?/, ""))
    .join("\n");
}

describe("docs/python.md with the Python SDK", () => {
  it("has a whole program that converts to and from the SDK's errors, with its output", () => {
    expect(programs.length).toBeGreaterThanOrEqual(1);
    for (const program of programs) {
      expect(program).toContain("from mcp.shared.exceptions import MCPError");
      expect(program).toContain("# Output:\n");
    }
  });

  it("its programs print what the page says", async () => {
    if (!existsSync(SDK_PYTHON))
      throw new Error("the Python SDK is not installed: run `npm run peers:install` first");
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    for (const [i, program] of programs.entries()) {
      const file = join(DIR, `example${i}.py`);
      writeFileSync(file, program);
      const out = await run(SDK_PYTHON, [file], { env: { PYTHONPATH: PACKAGE_DIR } });
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout.trimEnd(), `example ${i}`).toBe(expectedOutput(program));
    }
  });
});

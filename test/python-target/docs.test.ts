/**
 * docs/python.md's examples run and print what the page says they print, and pass mypy --strict:
 * each ```python block is a whole program, its `# Output:` comment lines its expected output.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  INSTALL_HINT,
  PACKAGE_DIR,
  PROJECT_ROOT,
  PYTHON,
  run,
  toolsInstalled,
  VENV_BIN,
} from "./python-tool.ts";

const page = readFileSync(join(PROJECT_ROOT, "docs/python.md"), "utf8");
const programs = [...page.matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
const DIR = join(PROJECT_ROOT, ".tmp/docs-python");

function expectedOutput(program: string): string {
  const at = program.indexOf("# Output:\n");
  return program
    .slice(at + "# Output:\n".length)
    .split("\n")
    .filter((line) => line.startsWith("#"))
    .map((line) => line.replace(/^# ?/, ""))
    .join("\n");
}

describe("docs/python.md", () => {
  it("has whole programs, each with the output it prints", () => {
    expect(programs.length).toBeGreaterThanOrEqual(4);
    for (const program of programs) expect(program).toContain("# Output:\n");
  });

  it("its programs print what the page says, and pass mypy --strict", async () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    const files = programs.map((program, i) => {
      const file = join(DIR, `example${i}.py`);
      writeFileSync(file, program);
      return file;
    });
    for (const [i, file] of files.entries()) {
      const out = await run(PYTHON, [file], { env: { PYTHONPATH: PACKAGE_DIR } });
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout.trimEnd(), `example ${i}`).toBe(expectedOutput(programs[i] ?? ""));
    }
    if (!toolsInstalled()) throw new Error(INSTALL_HINT);
    const mypy = await run(
      join(VENV_BIN, "python"),
      [
        "-m",
        "mypy",
        "--strict",
        "--python-version",
        "3.10",
        "--no-incremental",
        "--cache-dir",
        "/dev/null",
        ...files,
      ],
      { env: { MYPYPATH: PACKAGE_DIR } },
    );
    expect(mypy.code, mypy.stdout + mypy.stderr).toBe(0);
  });
});

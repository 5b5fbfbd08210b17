/**
 * The Python package builds as a user's release would: a wheel and an sdist from pyproject.toml
 * (setuptools, from the pinned tools), `twine check` on both, and the wheel installed into a fresh
 * virtual environment, where every module imports and answers.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTALL_HINT, PACKAGE_DIR, PYTHON, run, toolsInstalled, VENV_BIN } from "./python-tool.ts";

const work = mkdtempSync(join(tmpdir(), "mcp-errors-python-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the Python package's wheel and sdist", () => {
  beforeAll(() => {
    if (!toolsInstalled()) throw new Error(INSTALL_HINT);
  });

  it("build, pass twine check, and install into a fresh environment where every module imports", async () => {
    // Built from a copy: setuptools writes build/ and *.egg-info beside the sources.
    const source = join(work, "source");
    const dist = join(work, "dist");
    cpSync(PACKAGE_DIR, source, { recursive: true });
    const build = await run(join(VENV_BIN, "python"), [
      "-m",
      "build",
      "--no-isolation",
      "--outdir",
      dist,
      source,
    ]);
    expect(build.code, build.stdout + build.stderr).toBe(0);
    const built = readdirSync(dist).sort();
    expect(built).toEqual([
      expect.stringMatching(/^mcp_errors-\d+\.\d+\.\d+-py3-none-any\.whl$/),
      expect.stringMatching(/^mcp_errors-\d+\.\d+\.\d+\.tar\.gz$/),
    ]);
    const twine = await run(join(VENV_BIN, "python"), [
      "-m",
      "twine",
      "check",
      "--strict",
      ...built.map((f) => join(dist, f)),
    ]);
    expect(twine.code, twine.stdout + twine.stderr).toBe(0);
    expect(twine.stdout.match(/PASSED/g)).toHaveLength(2);

    const fresh = join(work, "fresh");
    expect((await run(PYTHON, ["-m", "venv", fresh])).code).toBe(0);
    const wheel = join(dist, built.find((f) => f.endsWith(".whl")) ?? "");
    const install = await run(join(fresh, "bin/python"), [
      "-m",
      "pip",
      "install",
      "--no-index",
      "--no-deps",
      wheel,
    ]);
    expect(install.code, install.stdout + install.stderr).toBe(0);
    const script = [
      "import importlib, json, pkgutil, mcp_errors",
      "names = sorted(m.name for m in pkgutil.iter_modules(mcp_errors.__path__))",
      "modules = [importlib.import_module('mcp_errors.' + n) for n in names]",
      "typed = (importlib.resources.files('mcp_errors') / 'py.typed').is_file()",
      "error = mcp_errors.rev_2025_11_25.resource_not_found({'uri': 'file:///x'})",
      "print(json.dumps({'modules': names, 'typed': typed, 'file': mcp_errors.__file__, 'code': error.code}))",
    ].join("\n");
    const imported = await run(join(fresh, "bin/python"), ["-c", `import importlib.resources\n${script}`], {
      cwd: work,
    });
    expect(imported.code, imported.stderr).toBe(0);
    const answer = JSON.parse(imported.stdout) as {
      modules: string[];
      typed: boolean;
      file: string;
      code: number;
    };
    const expected = readdirSync(join(PACKAGE_DIR, "mcp_errors"))
      .filter((f) => f.endsWith(".py") && f !== "__init__.py")
      .map((f) => f.slice(0, -3))
      .sort();
    expect(answer.modules).toEqual(expected);
    expect(answer.modules).toContain("rev_2026_07_28");
    expect(answer.typed).toBe(true);
    expect(answer.file.startsWith(fresh)).toBe(true);
    expect(answer.code).toBe(-32002);
  });
});

/**
 * The Python example server (examples/python-server/): its pytest at the ASGI boundary (each
 * era's codes and statuses, ids kept exact, sessions that end, the bounds on a request), and
 * mypy --strict and pyright in strict mode on it, for Python 3.10, from the tools
 * `npm run python:install` pins (Starlette and uvicorn among them). The conformance suite's runs
 * against it are `npm run conformance:python`.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  INSTALL_HINT,
  PACKAGE_DIR,
  PROJECT_ROOT,
  PYRIGHT,
  run,
  toolsInstalled,
  VENV_BIN,
} from "./python-tool.ts";

const EXAMPLE = join(PROJECT_ROOT, "examples/python-server");

describe("the Python example server", () => {
  beforeAll(() => {
    if (!toolsInstalled()) throw new Error(INSTALL_HINT);
  });

  it("passes its pytest", async () => {
    const out = await run(
      join(VENV_BIN, "python"),
      ["-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
      {
        cwd: EXAMPLE,
        env: { PYTHONDONTWRITEBYTECODE: "1" },
      },
    );
    expect(out.code, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toMatch(/\b\d+ passed\b/);
    expect(out.stdout).not.toMatch(/failed|error/);
  });

  it("passes mypy --strict and pyright in strict mode", async () => {
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
        join(PROJECT_ROOT, ".tmp/mypy-python-server"),
        ".",
      ],
      { cwd: EXAMPLE, env: { MYPYPATH: PACKAGE_DIR } },
    );
    expect(mypy.code, mypy.stdout + mypy.stderr).toBe(0);
    expect(mypy.stdout).toMatch(/^Success: no issues found in \d+ source files/m);
    const pyright = await run(PYRIGHT, ["-p", join(EXAMPLE, "pyrightconfig.json")]);
    expect(pyright.code, pyright.stdout + pyright.stderr).toBe(0);
    expect(pyright.stdout).toMatch(/0 errors, 0 warnings, 0 informations/);
  });
});

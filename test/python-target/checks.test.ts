/**
 * The Python package's own checks, from the tools `npm run python:install` pins: pytest (with the
 * hypothesis property tests that its readers never raise), mypy --strict and pyright in strict mode
 * on the package and on a consumer of every public function, for Python 3.10; and the consumer run.
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

const PYTHON_TESTS = join(PROJECT_ROOT, "test/python");
const CONSUMER = join(PYTHON_TESTS, "consumer/consumer.py");

describe("the Python package's checks", () => {
  beforeAll(() => {
    if (!toolsInstalled()) throw new Error(INSTALL_HINT);
  });

  it("passes pytest, its property tests included", async () => {
    const out = await run(
      join(VENV_BIN, "python"),
      ["-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
      {
        cwd: PYTHON_TESTS,
      },
    );
    console.log(out.stdout.trimEnd().split("\n").at(-1));
    expect(out.code, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toMatch(/\b\d+ passed\b/);
    expect(out.stdout).not.toMatch(/failed|error/);
  });

  it("passes mypy --strict on the package and the consumer", async () => {
    const out = await run(
      join(VENV_BIN, "python"),
      [
        "-m",
        "mypy",
        "--strict",
        "--python-version",
        "3.10",
        "--no-incremental",
        join(PACKAGE_DIR, "mcp_errors"),
        CONSUMER,
      ],
      { env: { MYPYPATH: PACKAGE_DIR } },
    );
    expect(out.code, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^Success: no issues found in \d+ source files/m);
  });

  it("passes pyright in strict mode on the package and the consumer", async () => {
    const out = await run(PYRIGHT, ["-p", join(PYTHON_TESTS, "pyrightconfig.json")]);
    expect(out.code, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toMatch(/0 errors, 0 warnings, 0 informations/);
  });

  it("runs the consumer: each era's code and status for a missing resource, and a refused argument", async () => {
    const out = await run(join(VENV_BIN, "python"), [CONSUMER], { env: { PYTHONPATH: PACKAGE_DIR } });
    expect(out.code, out.stderr).toBe(0);
    const lines = out.stdout.trimEnd().split("\n");
    expect(lines).toContain(
      '404 {"jsonrpc":"2.0","id":7,"error":{"code":-32602,"message":"No such file","data":{"uri":"file:///missing.txt"}}}',
    );
    expect(lines).toContain(
      'True renumber -32602 {"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"u"}}}',
    );
    expect(lines).toContain('{"n":1.50,"big":123456789012345678901234567890}');
    // 2026-07-28 removed ping; a legacy initialize is legacy whatever else it carries.
    expect(lines).toContain("era legacy True False True");
    expect(lines.at(-1)).toBe("resource_not_found: data.uri must be a string, got number 5");
  });
});

/**
 * Running Python from the tests: the adapter needs only the standard library (python3 on PATH); the
 * checks (pytest, hypothesis, mypy, pyright, build, twine) run from the virtual environment that
 * `npm run python:install` makes under .tmp/ from test/python/requirements.txt, pinned with hashes.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const PROJECT_ROOT = join(import.meta.dirname, "../..");
export const PYTHON = "python3";
export const VENV = join(PROJECT_ROOT, ".tmp/python-venv");
export const VENV_BIN = join(VENV, "bin");
export const PYRIGHT = join(PROJECT_ROOT, "test/python/node_modules/.bin/pyright");
export const PACKAGE_DIR = join(PROJECT_ROOT, "generated/python");

export interface PythonRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Whether the checks' tools are installed; a test says how to install them when not. */
export function toolsInstalled(): boolean {
  return existsSync(join(VENV_BIN, "python")) && existsSync(PYRIGHT);
}

export const INSTALL_HINT = "the Python tools are not installed: run `npm run python:install` first";

/** Runs a command with a bounded time; never throws. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<PythonRun> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd ?? PROJECT_ROOT,
        timeout: options.timeoutMs ?? 540_000,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1", ...options.env },
      },
      (error, stdout, stderr) =>
        resolve({
          code: error === null ? 0 : typeof error.code === "number" ? error.code : null,
          stdout,
          stderr,
        }),
    );
  });
}

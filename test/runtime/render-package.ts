/** Renders a model through the mcp-errors target into a temporary package directory. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { formatFiles } from "../../generator/emit/format.ts";
import { renderMcpErrors, renderMcpErrorsRelease } from "../../generator/emit/mcp-errors/target.ts";
import { validateOutput } from "../../generator/emit/mcp-errors/validate.ts";
import type { MergedModel } from "../../generator/model/merged-model.ts";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const templatesRoot = join(projectRoot, "templates");
/** Pinned so golden files and package tests do not change with the generator's version. */
export const TEST_VERSION = "1.2.3";

/** Every file of the package, unformatted, at TEST_VERSION with an empty changelog. */
export function renderUnformatted(model: MergedModel): Map<string, string> {
  const release = renderMcpErrorsRelease(
    model,
    { version: TEST_VERSION, changelog: { entries: [] } },
    projectRoot,
  );
  return new Map(
    [...renderMcpErrors(model, projectRoot), ...release].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export async function renderFiles(model: MergedModel): Promise<Map<string, string>> {
  const files = renderUnformatted(model);
  return formatFiles(files);
}

export function writeFiles(dir: string, files: Map<string, string>): void {
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

export interface RenderedPackage {
  dir: string;
  files: Map<string, string>;
  /** Imports a module of the package by its path inside the package ("lib/index.js"). */
  load<T = Record<string, unknown>>(path: string): Promise<T>;
  /** Imports a revision's module by its id (lib/<id>.js, or lib/prerelease/<id>.js for a pre-release). */
  loadRevision<T = Record<string, unknown>>(id: string): Promise<T>;
  cleanup(): void;
}

/** Every file of the package, formatted and validated (every file parses, the package type-checks). */
export async function renderPackageFiles(model: MergedModel): Promise<Map<string, string>> {
  const files = await renderFiles(model);
  validateOutput(files);
  return files;
}

/** The package written in `dir`, opened for tests; `cleanup` removes `dir` when `owned`. */
export function packageAt(dir: string, files: Map<string, string>, owned: boolean): RenderedPackage {
  return {
    dir,
    files,
    load: async <T>(path: string) => (await import(pathToFileURL(join(dir, path)).href)) as T,
    async loadRevision<T>(id: string) {
      const path = files.has(`lib/${id}.js`) ? `lib/${id}.js` : `lib/prerelease/${id}.js`;
      if (!files.has(path)) throw new RangeError(`the package has no module for revision ${id}`);
      return (await import(pathToFileURL(join(dir, path)).href)) as T;
    },
    cleanup: () => {
      if (owned) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Renders, formats and validates a model, and writes the package to a fresh temp directory. */
export async function renderPackage(model: MergedModel, prefix = "mcp-errors-"): Promise<RenderedPackage> {
  const files = await renderPackageFiles(model);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFiles(dir, files);
  return packageAt(dir, files, true);
}

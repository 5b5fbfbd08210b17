/**
 * Prettier, in-process, so `gen --check` compares exactly what `gen` would write. Prettier is
 * loaded once per process, with the project's own config, and files are formatted concurrently.
 */
import { fileURLToPath } from "node:url";
import type { Options } from "prettier";

const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

type Prettier = typeof import("prettier");

let loaded: Promise<{ prettier: Prettier; options: Options }> | undefined;

function loadPrettier(): Promise<{ prettier: Prettier; options: Options }> {
  loaded ??= (async () => {
    const prettier = await import("prettier");
    // Resolved as if for a file in generated/, so the output matches `prettier --check .`.
    const config = await prettier.resolveConfig(`${PROJECT_ROOT}generated/package.json`, {
      editorconfig: false,
    });
    return { prettier, options: config ?? {} };
  })();
  return loaded;
}

/** Formats every file by its extension; the paths decide the parser, the project config the style. */
export async function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  const { prettier, options } = await loadPrettier();
  const entries = await Promise.all(
    [...files].map(async ([path, text]): Promise<[string, string]> => {
      try {
        return [path, await prettier.format(text, { ...options, filepath: path })];
      } catch (error) {
        throw new Error(`Prettier could not format ${path}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
  return new Map(entries);
}

/**
 * Prettier, in-process and one file after another, with the project's config resolved for each
 * file as if it sat in generated/, so `gen --check` compares exactly what `prettier --check .` sees.
 */
import { join } from "node:path";
import * as prettier from "prettier";
import { GENERATOR_ROOT } from "../util/generator-root.ts";

const PACKAGE_DIR = join(GENERATOR_ROOT, "generated");

/** Formats every file by its extension; the paths decide the parser, the project config the style. */
export async function formatFiles(files: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [path, text] of files) {
    const filepath = join(PACKAGE_DIR, path);
    try {
      const options = await prettier.resolveConfig(filepath, { editorconfig: false });
      out.set(path, await prettier.format(text, { ...options, filepath }));
    } catch (error) {
      throw new Error(`Prettier could not format ${path}: ${(error as Error).message}`);
    }
  }
  return out;
}

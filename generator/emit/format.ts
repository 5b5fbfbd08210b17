/**
 * Prettier, in-process, with the project's config resolved for each file as if it sat in generated/,
 * so `gen --check` compares exactly what `prettier --check .` sees. What that skips (no parser, or
 * named by .prettierignore) is written as rendered.
 */
import { join } from "node:path";
import * as prettier from "prettier";
import { GENERATOR_ROOT } from "../util/files.ts";

const PACKAGE_DIR = join(GENERATOR_ROOT, "generated");
const IGNORE_PATH = join(GENERATOR_ROOT, ".prettierignore");

/** Formats every file by its extension; the paths decide the parser, the project config the style. */
export async function formatFiles(files: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [path, text] of files) {
    const filepath = join(PACKAGE_DIR, path);
    try {
      const info = await prettier.getFileInfo(filepath, { ignorePath: IGNORE_PATH });
      if (info.ignored || info.inferredParser === null) out.set(path, text);
      else {
        const options = await prettier.resolveConfig(filepath, { editorconfig: false });
        out.set(path, await prettier.format(text, { ...options, filepath }));
      }
    } catch (error) {
      throw new Error(`Prettier could not format ${path}: ${(error as Error).message}`);
    }
  }
  return out;
}

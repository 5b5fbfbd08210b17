/**
 * Prettier with the project's config resolved as if each file sat in generated/, so `gen --check` sees
 * what `prettier --check .` sees; what that skips is written as rendered.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as prettier from "prettier";
import { GENERATOR_ROOT, sha256 } from "../util/files.ts";

const PACKAGE_DIR = join(GENERATOR_ROOT, "generated");
const IGNORE_PATH = join(GENERATOR_ROOT, ".prettierignore");
/**
 * The one speed piece `gen` keeps (Prettier is a third of its time), keyed by Prettier's version, the
 * options and the text; in node_modules, trusted like Prettier. Without it gen only takes longer.
 */
export const FORMAT_CACHE_DIR = join(GENERATOR_ROOT, "node_modules", ".cache", "mcp-errgen", "prettier");

async function formatCached(text: string, options: prettier.Options, cacheDir: string): Promise<string> {
  const entry = join(cacheDir, sha256(JSON.stringify([prettier.version, options, text])));
  try {
    return readFileSync(entry, "utf8");
  } catch {
    // Not cached yet.
  }
  const formatted = await prettier.format(text, options);
  // Written whole under a name of its own, then renamed: a parallel run never reads half an entry.
  const temp = `${entry}.${randomBytes(8).toString("hex")}.tmp`;
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(temp, formatted, { flag: "wx" });
  } catch {
    return formatted; // A read-only checkout formats every time.
  }
  try {
    renameSync(temp, entry);
  } catch {
    rmSync(temp, { force: true });
  }
  return formatted;
}

/** Formats every file by its extension; the paths decide the parser, the project config the style. */
export async function formatFiles(
  files: ReadonlyMap<string, string>,
  cacheDir = FORMAT_CACHE_DIR,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [path, text] of files) {
    const filepath = join(PACKAGE_DIR, path);
    try {
      const info = await prettier.getFileInfo(filepath, { ignorePath: IGNORE_PATH });
      if (info.ignored || info.inferredParser === null) out.set(path, text);
      else {
        const options = await prettier.resolveConfig(filepath, { editorconfig: false });
        out.set(path, await formatCached(text, { ...options, filepath }, cacheDir));
      }
    } catch (error) {
      throw new Error(`Prettier could not format ${path}: ${(error as Error).message}`);
    }
  }
  return out;
}

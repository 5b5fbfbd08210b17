/**
 * mcp-errgen's own directory: its package.json, Prettier config and templates' home. Found by
 * walking up from this module, so it is the same whether the module runs from generator/ or from
 * the compiled copy under node_modules/.cache (see launcher/compiled-copy.js).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "mcp-errgen";

function findGeneratorRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === PACKAGE_NAME
    )
      return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json named ${PACKAGE_NAME} above ${start}`);
  }
}

export const GENERATOR_ROOT = findGeneratorRoot(dirname(fileURLToPath(import.meta.url)));

/** The generator's version, from its package.json; the emitted package carries it too. */
export function generatorVersion(): string {
  return (JSON.parse(readFileSync(join(GENERATOR_ROOT, "package.json"), "utf8")) as { version: string })
    .version;
}

/**
 * mcp-errgen's own directory: its package.json, Prettier config and templates' home. Found by
 * walking up from this module, so it is the same whether the module runs from generator/ or from
 * the compiled copy under node_modules/.cache (see launcher/compiled-copy.js).
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { packageAbove, type PackageAbove } from "./launcher/package-above.js";

const PACKAGE_NAME = "mcp-errgen";

function findGenerator(): PackageAbove {
  const here = dirname(fileURLToPath(import.meta.url));
  const found = packageAbove(here, PACKAGE_NAME);
  if (!found) throw new Error(`no package.json named ${PACKAGE_NAME} above ${here}`);
  return found;
}

const generator = findGenerator();

export const GENERATOR_ROOT = generator.dir;

/** The generator's version, from its package.json; the emitted package carries it too. */
export function generatorVersion(): string {
  return generator.version;
}

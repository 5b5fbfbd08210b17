/** mcp-errgen's own directory (its package.json, Prettier config and templates) and version. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const GENERATOR_ROOT = join(import.meta.dirname, "..", "..");

/** The generator's version, from its package.json; the emitted package carries it too. */
export function generatorVersion(): string {
  return (JSON.parse(readFileSync(join(GENERATOR_ROOT, "package.json"), "utf8")) as { version: string })
    .version;
}

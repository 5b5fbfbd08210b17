// @ts-check
/**
 * The nearest package.json at or above a directory, for finding a package's own root and version
 * from one of its files. Plain JavaScript, so the launcher can use it before anything is compiled.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * @typedef {object} PackageAbove
 * @property {string} dir the directory holding the package.json
 * @property {string} name
 * @property {string} version
 */

/**
 * @param {string} start a directory
 * @param {string} [name] skip package.json files of any other name (a package's own nested ones)
 * @returns {PackageAbove | undefined}
 */
export function packageAbove(start, name) {
  for (let dir = start; ; dir = dirname(dir)) {
    let text;
    try {
      text = readFileSync(join(dir, "package.json"), "utf8");
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      const manifest = JSON.parse(text);
      if (name === undefined || manifest.name === name)
        return { dir, name: String(manifest.name), version: String(manifest.version) };
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** The project root is the nearest directory, from the cwd upwards, that holds spec/revisions.yaml. */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { MANIFEST_PATH } from "../inputs/load-manifest.ts";

export function findProjectRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, MANIFEST_PATH))) return dir;
    // At the file-system root: fall back to the cwd, so the error names the manifest it expected there.
    if (dirname(dir) === dir) return cwd;
  }
}

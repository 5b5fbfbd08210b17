/** Resolves an export subpath of the emitted package to its JavaScript file, and imports it. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

type ExportTarget = string | { [condition: string]: ExportTarget };

function pickImport(target: ExportTarget): string | undefined {
  if (typeof target === "string") return target;
  for (const condition of ["import", "default", "node"]) {
    const next = target[condition];
    if (next !== undefined) {
      const picked = pickImport(next);
      if (picked && !picked.endsWith(".d.ts")) return picked;
    }
  }
  return undefined;
}

export function resolveExport(packageDir: string, subpath: string): string {
  const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
    exports?: Record<string, ExportTarget>;
  };
  const target = pkg.exports?.[subpath];
  const file = target === undefined ? undefined : pickImport(target);
  if (!file) throw new Error(`${packageDir}/package.json exports no JavaScript for "${subpath}"`);
  return join(packageDir, file);
}

/** A revision module's JavaScript file: its subpath is "./<id>", or "./prerelease/<id>" for a pre-release. */
export function resolveRevision(packageDir: string, id: string): string {
  try {
    return resolveExport(packageDir, `./${id}`);
  } catch {
    return resolveExport(packageDir, `./prerelease/${id}`);
  }
}

export async function importFile<T = Record<string, unknown>>(file: string): Promise<T> {
  return (await import(pathToFileURL(file).href)) as T;
}

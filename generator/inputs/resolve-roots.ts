/** Where each spec root in use lives: its --flag, else its environment variable, else its default. */
import { existsSync, statSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import type { Manifest } from "./manifest.ts";

export interface ResolvedRoot {
  name: string;
  dir: string;
  via: string;
}

export interface RootOverrides {
  /** Root name -> directory given on the command line. */
  flags: Record<string, string | undefined>;
  env: Record<string, string | undefined>;
  cwd: string;
  projectRoot: string;
}

export function resolveRoots(
  manifest: Manifest,
  needed: Iterable<string>,
  o: RootOverrides,
): Map<string, ResolvedRoot> {
  const resolved = new Map<string, ResolvedRoot>();
  for (const name of new Set(needed)) {
    const def = manifest.roots.find((r) => r.name === name);
    if (!def) continue;
    const flag = o.flags[name];
    const env = o.env[def.env];
    const [raw, base, via] =
      flag !== undefined && flag !== ""
        ? [flag, o.cwd, def.flag]
        : env !== undefined && env !== ""
          ? [env, o.cwd, `$${def.env}`]
          : [def.default, o.projectRoot, `default ${def.default}/`];
    const dir = isAbsolute(raw) ? raw : resolve(base, raw);
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      fail("spec/root-missing", { root: name, tried: dir, via });
    resolved.set(name, { name, dir, via });
  }
  return resolved;
}

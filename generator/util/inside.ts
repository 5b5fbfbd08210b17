import { isAbsolute, relative, sep } from "node:path";

/** Whether `path` is `dir` or below it; both absolute, with links already resolved where it matters. */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

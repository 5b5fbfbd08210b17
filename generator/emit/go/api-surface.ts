/**
 * What the Go module declares for its users, package by package: every exported name, and for a
 * function or method its signature. Read from gofmt's layout of the rendered files, line by line:
 * a top-level declaration starts a line, and the members of a `type (` or `const (` block are the
 * lines indented once inside it.
 */
import type { ApiSurface } from "../target.ts";

const FUNC = /^func (?:\(\w+ \*?(\w+)\) )?([A-Z]\w*)(.*?) ?\{/;
const DECLARATION = /^(?:type|const|var) ([A-Z]\w*)\b/;
const BLOCK_START = /^(?:type|const|var) \($/;
const BLOCK_MEMBER = /^\t([A-Z]\w*)\b/;

/** The surface of the module's packages (the engine under internal/ is not importable). */
export function goApiSurface(files: ReadonlyMap<string, string>, moduleDir: string): ApiSurface {
  const out: ApiSurface = {};
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!path.startsWith(`${moduleDir}/`) || !path.endsWith(".go") || path.includes("/internal/")) continue;
    const pkg = path.slice(0, path.lastIndexOf("/"));
    const exports = (out[pkg] ??= {});
    let inBlock = false;
    for (const line of text.split("\n")) {
      if (inBlock) {
        if (line === ")") inBlock = false;
        else if (BLOCK_MEMBER.test(line)) exports[BLOCK_MEMBER.exec(line)?.[1] ?? ""] ??= null;
        continue;
      }
      if (BLOCK_START.test(line)) inBlock = true;
      const func = FUNC.exec(line);
      if (func) exports[func[1] ? `${func[1]}.${func[2]}` : (func[2] ?? "")] = `${func[2]}${func[3]}`;
      else if (DECLARATION.test(line)) exports[DECLARATION.exec(line)?.[1] ?? ""] ??= null;
    }
  }
  for (const pkg of Object.keys(out))
    out[pkg] = Object.fromEntries(Object.entries(out[pkg] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
  return out;
}

/**
 * The package's shared engine is TypeScript (runtime/mcp-errors/*.ts), type-checked
 * with the project. This compiles each source file on its own into lib/runtime/<name>.js and
 * .d.ts with the compiler ts-morph bundles: types stripped for the .js, declarations from the
 * sources' explicit signatures (isolatedDeclarations) for the .d.ts. Per-file transpiling needs
 * no program, so it costs milliseconds; the validate stage type-checks the result with the rest
 * of the package's declarations (the .js files only parse: their types were checked in the
 * sources). The sources import each other with ".js" specifiers, which stay valid as written.
 *
 * Compiling takes a few hundred milliseconds in a fresh process, so the result is also kept on
 * disk beside the compiled generator (node_modules/.cache/mcp-errgen/runtime/, util/disk-cache.js),
 * keyed by the sources, the compiler's version and its options: the same key always holds the
 * same output.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ts } from "ts-morph";
import type { DiskCache } from "../../util/disk-cache.js";
import { generatorCache } from "../../util/generator-cache.ts";
import { COMPILED_FROM_TYPESCRIPT } from "../validate-output.ts";

/**
 * Where a target's hand-written runtime lives, beside the project's templates folder
 * (runtime/<target>/), and where its output goes in the package.
 */
export const RUNTIME_SOURCE_DIR = "runtime";
export const RUNTIME_OUTPUT_DIR = "lib/runtime";

/** The runtime sources of the target whose templates are `templatesRoot/<target>`. */
export function runtimeSourceDir(templatesRoot: string, target: string): string {
  return join(templatesRoot, "..", RUNTIME_SOURCE_DIR, target);
}

const JS_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  removeComments: false,
};
const DECLARATION_OPTIONS: ts.CompilerOptions = {
  ...JS_OPTIONS,
  declaration: true,
  isolatedDeclarations: true,
};
/** Compiled runtimes kept on disk. */
const KEEP = 20;

const cache = new Map<string, Map<string, string>>();

function fail(file: string, diagnostics: readonly ts.Diagnostic[]): never {
  const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("; ");
  throw new Error(`${file}: cannot compile the runtime: ${text}`);
}

/** The stored output for `key`, when it is there and has the shape it was stored in. */
function readDisk(disk: DiskCache, key: string): Map<string, string> | undefined {
  const stored = disk.get(key);
  if (stored === undefined) return undefined;
  try {
    const entries: unknown = JSON.parse(stored);
    if (
      Array.isArray(entries) &&
      entries.every((e) => Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "string")
    )
      return new Map(entries as [string, string][]);
  } catch {
    // Not ours: compile instead.
  }
  return undefined;
}

function headerFor(name: string): string {
  return `${COMPILED_FROM_TYPESCRIPT} ${RUNTIME_SOURCE_DIR}/mcp-errors/${name}; do not edit.\n`;
}

/** The compiled runtime files, by package path; the same sources give the same output. */
export function compileRuntime(
  dir: string,
  disk: DiskCache = generatorCache("runtime"),
): Map<string, string> {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .sort();
  const sources = names.map((name) => [name, readFileSync(join(dir, name), "utf8")] as const);
  // The header stands for how the output is put together: a change there changes the key too.
  const key = JSON.stringify([ts.version, JS_OPTIONS, DECLARATION_OPTIONS, headerFor("*"), sources]);
  const hit = cache.get(key);
  if (hit) return hit;
  const stored = readDisk(disk, key);
  if (stored) {
    cache.set(key, stored);
    return stored;
  }
  const out = new Map<string, string>();
  for (const [name, text] of sources) {
    const base = name.slice(0, -".ts".length);
    const header = headerFor(name);
    const js = ts.transpileModule(text, {
      compilerOptions: JS_OPTIONS,
      fileName: name,
      reportDiagnostics: true,
    });
    if (js.diagnostics?.length) fail(name, js.diagnostics);
    const dts = ts.transpileDeclaration(text, {
      compilerOptions: DECLARATION_OPTIONS,
      fileName: name,
      reportDiagnostics: true,
    });
    if (dts.diagnostics?.length) fail(name, dts.diagnostics);
    out.set(`${RUNTIME_OUTPUT_DIR}/${base}.js`, header + js.outputText);
    out.set(`${RUNTIME_OUTPUT_DIR}/${base}.d.ts`, header + dts.outputText);
  }
  cache.set(key, out);
  disk.set(key, JSON.stringify([...out]));
  disk.prune(KEEP);
  return out;
}

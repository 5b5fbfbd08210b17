/** runtime/mcp-errors/*.ts compiled to lib/runtime/, and cjs/ derived from lib/ so the two cannot drift. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { transformSync, type TransformOptions } from "esbuild";
import { ts } from "ts-morph";
import { readInputFile } from "../../inputs/read-schema.ts";

/** Heads a .js compiled from a type-checked source: validate only parses it, and checks its .d.ts. */
export const COMPILED_FROM_TYPESCRIPT = "// Compiled by mcp-errgen from";

const JS_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  removeComments: false,
};
const DECLARATION_OPTIONS = { ...JS_OPTIONS, declaration: true, isolatedDeclarations: true };

/** What compileRuntime gave for the sources, by their names and texts: gen renders the package twice (its goldens). */
const compiled = new Map<string, Map<string, string>>();

/**
 * Each runtime source compiled on its own; declarations from explicit signatures (isolatedDeclarations).
 * `generated`: the sources gen writes into the folder, by name, compiled as rendered rather than as
 * the folder holds them, so that one run's package follows the shape even where the folder's copy is stale.
 */
export function compileRuntime(
  dir: string,
  generated: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const names = readdirSync(dir).filter(
    (name) => name.endsWith(".ts") && !name.endsWith(".d.ts") && !generated.has(name),
  );
  const sources = [
    ...names.map((name) => {
      const display = `runtime/mcp-errors/${name}`;
      return { name, display, text: readInputFile(join(dir, name), display, { root: dir }).text };
    }),
    ...[...generated].map(([name, text]) => ({ name, display: `runtime/mcp-errors/${name}`, text })),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const key = JSON.stringify(sources.map(({ name, text }) => [name, text]));
  const known = compiled.get(key);
  if (known) return new Map(known);
  const out = new Map<string, string>();
  for (const { name, display, text } of sources) {
    const compile = (transpile: typeof ts.transpileModule, compilerOptions: ts.CompilerOptions) => {
      const result = transpile(text, { compilerOptions, fileName: name, reportDiagnostics: true });
      if (result.diagnostics?.length) {
        const messages = result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        throw new Error(`${name}: cannot compile the runtime: ${messages.join("; ")}`);
      }
      return `${COMPILED_FROM_TYPESCRIPT} ${display}; do not edit.\n${result.outputText}`;
    };
    const base = `lib/runtime/${name.slice(0, -".ts".length)}`;
    out.set(`${base}.js`, compile(ts.transpileModule, JS_OPTIONS));
    out.set(`${base}.d.ts`, compile(ts.transpileDeclaration, DECLARATION_OPTIONS));
  }
  compiled.set(key, out);
  return new Map(out);
}

export const ESM_DIR = "lib/";
export const CJS_DIR = "cjs/";

/** The CommonJS path of an ESM file of the package, or undefined for a file that has none. */
export function commonJsPath(esmPath: string): string | undefined {
  if (!esmPath.startsWith(ESM_DIR) || !/\.(js|d\.ts)$/.test(esmPath)) return undefined;
  return CJS_DIR + esmPath.slice(ESM_DIR.length);
}

const TRANSFORM: TransformOptions = {
  loader: "js",
  format: "cjs",
  // Node 20.19, the package's engines floor.
  target: "node20",
  // With platform "node", esbuild ends each module with `0 && (module.exports = { ... })`, which
  // lets Node's CommonJS lexer (and Deno) see the named exports an ESM importer asks for.
  platform: "node",
  // The "browser" platform's escaping of `</script` in strings, kept under "node".
  supported: { "inline-script": true },
  legalComments: "inline",
};

/**
 * `cjs/`: each `lib/**.js` translated by esbuild, each `.d.ts` copied, and a package.json saying
 * `"type": "commonjs"`, so `./x.js` specifiers stay valid without renaming to .cjs/.d.cts.
 */
export function deriveCommonJs(files: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, content] of files) {
    const target = commonJsPath(path);
    if (target === undefined) continue;
    if (path.endsWith(".d.ts")) out.set(target, content);
    else
      try {
        // esbuild drops the ES module's own header, so the banner says where this file comes from.
        const banner = `// CommonJS translation of ${path} by mcp-errgen (esbuild); do not edit.`;
        out.set(target, transformSync(content, { ...TRANSFORM, sourcefile: path, banner }).code);
      } catch (error) {
        const reason = (error as { errors?: { text: string }[] }).errors?.map((e) => e.text).join("; ");
        throw new Error(`cannot transpile ${path} to CommonJS: ${reason ?? String(error)}`);
      }
  }
  out.set(`${CJS_DIR}package.json`, `${JSON.stringify({ type: "commonjs" })}\n`);
  return out;
}

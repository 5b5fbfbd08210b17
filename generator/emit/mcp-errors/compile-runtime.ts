/**
 * The package's shared engine is TypeScript (runtime/mcp-errors/*.ts), type-checked with the project. This compiles each
 * source file on its own into lib/runtime/<name>.js and .d.ts: types stripped for the .js,
 * declarations from the sources' explicit signatures (isolatedDeclarations) for the .d.ts. The
 * validate stage type-checks the result with the rest of the package's declarations. The sources
 * import each other with ".js" specifiers, which stay valid as written.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readInputFile } from "../../inputs/read-schema.ts";
import { ts } from "ts-morph";
import { COMPILED_FROM_TYPESCRIPT } from "./validate.ts";

/** Where the compiled runtime goes in the package. */
export const RUNTIME_OUTPUT_DIR = "lib/runtime";

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

function fail(file: string, diagnostics: readonly ts.Diagnostic[]): never {
  const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("; ");
  throw new Error(`${file}: cannot compile the runtime: ${text}`);
}

function headerFor(name: string): string {
  return `${COMPILED_FROM_TYPESCRIPT} runtime/mcp-errors/${name}; do not edit.\n`;
}

/** The compiled runtime files, by package path; the same sources give the same output. */
export function compileRuntime(dir: string): Map<string, string> {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .sort();
  const display = (name: string) => `runtime/mcp-errors/${name}`;
  const sources = names.map(
    (name) => [name, readInputFile(join(dir, name), display(name), { root: dir }).text] as const,
  );
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
  return out;
}

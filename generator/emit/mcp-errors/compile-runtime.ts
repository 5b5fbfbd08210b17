/**
 * The package's shared engine is TypeScript (runtime/mcp-errors/*.ts), type-checked with the
 * project. This compiles each source file on its own into lib/runtime/<name>.js and .d.ts: types
 * stripped for the .js, declarations from the sources' explicit signatures (isolatedDeclarations)
 * for the .d.ts. The validate stage type-checks the result with the rest of the package's
 * declarations. The sources import each other with ".js" specifiers, which stay valid as written.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readInputFile } from "../../inputs/read-schema.ts";
import { ts } from "ts-morph";
import { COMPILED_FROM_TYPESCRIPT } from "./validate.ts";

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

/** The compiled runtime files, by package path; the same sources give the same output. */
export function compileRuntime(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const names = readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"));
  for (const name of names.sort()) {
    const display = `runtime/mcp-errors/${name}`;
    const text = readInputFile(join(dir, name), display, { root: dir }).text;
    const header = `${COMPILED_FROM_TYPESCRIPT} ${display}; do not edit.\n`;
    const compile = (transpile: typeof ts.transpileModule, compilerOptions: ts.CompilerOptions) => {
      const result = transpile(text, { compilerOptions, fileName: name, reportDiagnostics: true });
      if (result.diagnostics?.length) {
        const messages = result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        throw new Error(`${name}: cannot compile the runtime: ${messages.join("; ")}`);
      }
      return header + result.outputText;
    };
    const base = `lib/runtime/${name.slice(0, -".ts".length)}`;
    out.set(`${base}.js`, compile(ts.transpileModule, JS_OPTIONS));
    out.set(`${base}.d.ts`, compile(ts.transpileDeclaration, DECLARATION_OPTIONS));
  }
  return out;
}

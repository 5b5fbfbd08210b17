/**
 * The runner, hand-written in runtime/conformance/ (TypeScript, type-checked with the project), each
 * module compiled on its own to the JavaScript the package ships: Node.js alone, no dependency.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ts } from "ts-morph";
import { readInputFile } from "../../inputs/read-schema.ts";

const RUNTIME_DIR = "runtime/conformance";
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  removeComments: false,
};

/** `bin/` and `lib/` of runtime/conformance, compiled: output-relative path -> JavaScript. */
export function runnerFiles(root: string, outDir: string): Map<string, string> {
  const dir = join(root, RUNTIME_DIR);
  const out = new Map<string, string>();
  for (const folder of ["bin", "lib"])
    for (const name of readdirSync(join(dir, folder)).sort()) {
      if (!name.endsWith(".ts")) continue;
      const display = `${RUNTIME_DIR}/${folder}/${name}`;
      const text = readInputFile(join(dir, folder, name), display, { root: dir }).text;
      const result = ts.transpileModule(text, {
        compilerOptions: OPTIONS,
        fileName: name,
        reportDiagnostics: true,
      });
      if (result.diagnostics?.length) {
        const messages = result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        throw new Error(`${display}: cannot compile the runner: ${messages.join("; ")}`);
      }
      // A shebang must stay the first line.
      const [, shebang = "", body = ""] = /^(#!.*\n)?([\s\S]*)$/.exec(result.outputText) ?? [];
      const head = `// Compiled by mcp-errgen from ${display}; do not edit.\n`;
      out.set(`${outDir}/${folder}/${name.slice(0, -".ts".length)}.js`, `${shebang}${head}${body}`);
    }
  return out;
}

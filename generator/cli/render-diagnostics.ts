/** Prints GenErrors the way compilers do: `file:line:col: error[kind]: message`, then `  hint: ...`. */
import { formatLocation, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { Painter } from "./io.ts";

export function renderDiagnostics(diagnostics: readonly Diagnostic[], paint: Painter): string {
  return diagnostics.map((d) => renderDiagnostic(d, paint)).join("");
}

function renderDiagnostic(d: Diagnostic, paint: Painter): string {
  const where = formatLocation(d.location);
  const head = `${where ? paint.bold(`${where}: `) : ""}${paint.red(paint.bold("error"))}${paint.dim(`[${d.kind}]`)}: `;
  return `${head}${d.message}\n${paint.cyan("  hint:")} ${d.hint}\n`;
}

/** Prints GenErrors the way compilers do: `file:line:col: error[kind]: message`, then `  hint: ...`. */
import { formatLocation, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { Painter } from "./io.ts";

export function renderDiagnostics(diagnostics: readonly Diagnostic[], paint: Painter): string {
  return diagnostics.map((d) => renderDiagnostic(d, paint, "error")).join("");
}

/** The same layout for problems that do not fail the run (a leftover directory that could not be removed). */
export function renderWarnings(diagnostics: readonly Diagnostic[], paint: Painter): string {
  return diagnostics.map((d) => renderDiagnostic(d, paint, "warning")).join("");
}

function renderDiagnostic(d: Diagnostic, paint: Painter, level: "error" | "warning"): string {
  const where = formatLocation(d.location);
  const label = level === "error" ? paint.red(paint.bold(level)) : paint.yellow(paint.bold(level));
  const head = `${where ? paint.bold(`${where}: `) : ""}${label}${paint.dim(`[${d.kind}]`)}: `;
  return `${head}${d.message}\n${paint.cyan("  hint:")} ${d.hint}\n`;
}

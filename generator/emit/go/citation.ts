/**
 * Provenance as godoc comments show it: the one place the Go target decides how a fact's source
 * reads, so a change to how register entries are named (a line today, a stable key tomorrow) is
 * made here alone.
 */
import type { Provenance } from "../../model/merged-model.ts";

/** `schema.ts:LINE` for a schema fact; the register entry and the spec lines it quotes for a register fact. */
export function citationText(p: Provenance): string {
  if (p.kind === "schema") return `${p.location.file}:${p.location.line}`;
  const cited = p.citations.map((c) => `${c.file}:${c.line}${c.endLine > c.line ? `-${c.endLine}` : ""}`);
  return `${p.location.file}:${p.location.line}${cited.length > 0 ? ` (cites ${cited.join(", ")})` : ""}`;
}

/** Every source of a fact once, in the order given. */
export function citationTexts(provenance: readonly Provenance[]): string[] {
  return [...new Set(provenance.map(citationText))];
}

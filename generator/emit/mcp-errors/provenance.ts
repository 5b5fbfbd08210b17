/** Short, stable references for `@see` lines and docs: schema file:line, register line + citations. */
import type { Provenance } from "../../model/merged-model.ts";

export function seeRefs(provenance: readonly Provenance[]): string[] {
  const refs: string[] = [];
  for (const p of provenance) {
    if (p.kind === "schema") {
      refs.push(`${p.location.file}:${p.location.line}`);
      continue;
    }
    const cited = p.citations.map((c) => `${c.file}:${c.line}${c.endLine > c.line ? `-${c.endLine}` : ""}`);
    refs.push(
      `${p.location.file}:${p.location.line}${cited.length > 0 ? ` (cites ${cited.join(", ")})` : ""}`,
    );
  }
  return [...new Set(refs)];
}

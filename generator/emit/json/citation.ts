/**
 * Provenance as the export writes it: a schema line, or the register entry by its path with the
 * spec text it quotes. Never a register line, which moves with every edit above the entry.
 */
import type { Provenance } from "../../model/merged-model.ts";

/** A schema line, or a register entry with the spec text it quotes. */
export type CitationJson =
  | { schema: string }
  | { register: string; cites: { file: string; line: number; endLine: number; quote: string }[] };

/** One fact's source: `file:line` of the schema declaration, or the register entry with its quotes. */
export function citation(p: Provenance): CitationJson {
  if (p.kind === "schema") return { schema: `${p.location.file}:${p.location.line}` };
  return {
    register: `${p.location.file} ${p.entry}`,
    cites: p.citations.map((c) => ({ file: c.file, line: c.line, endLine: c.endLine, quote: c.quote })),
  };
}

/** The sources of a fact, without repeats, in the order given. */
export function sources(provenance: readonly Provenance[]): CitationJson[] {
  const seen = new Set<string>();
  const out: CitationJson[] = [];
  for (const p of provenance) {
    const cited = citation(p);
    const key = JSON.stringify(cited);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(cited);
  }
  return out;
}

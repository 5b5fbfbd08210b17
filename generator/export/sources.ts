/**
 * How output cites a fact: a schema line, or a register entry by its stable path with the spec lines it
 * quotes, never a register line, so a register edit that changes no fact changes no citation.
 */
import type { Citation, Provenance } from "../model/merged-model.ts";

export type Source = { schema: string } | { register: string; cites: Citation[] };

/** A fact's sources, without repeats, as the JSON export writes them. */
export function sources(provenance: readonly Provenance[]): Source[] {
  const out = new Map<string, Source>();
  for (const p of provenance) {
    const cited: Source =
      p.kind === "schema"
        ? { schema: `${p.location.file}:${p.location.line}` }
        : {
            register: `${p.location.file} ${p.entry}`,
            cites: p.citations.map(({ file, line, endLine, quote }) => ({ file, line, endLine, quote })),
          };
    out.set(JSON.stringify(cited), cited);
  }
  return [...out.values()];
}

const lines = (c: Citation) => (c.endLine > c.line ? `${c.line}-${c.endLine}` : String(c.line));

/** "a.mdx:1-2, 5; b.mdx:9": each file once, its lines in the order cited. */
function citing(citations: readonly Citation[]): string {
  const byFile = new Map<string, string[]>();
  for (const c of citations) byFile.set(c.file, [...(byFile.get(c.file) ?? []), lines(c)]);
  return [...byFile].map(([file, spans]) => `${file}:${[...new Set(spans)].join(", ")}`).join("; ");
}

/** One reference per source: "schema/x/schema.ts:434", or "spec/errors.yaml conditions.x.codes[2], citing …". */
export function refs(list: readonly Source[]): string[] {
  const out = list.map((s) => {
    if ("schema" in s) return s.schema;
    return s.cites.length > 0 ? `${s.register}, citing ${citing(s.cites)}` : s.register;
  });
  return [...new Set(out)];
}

export const seeRefs = (provenance: readonly Provenance[]): string[] => refs(sources(provenance));

/** The spec text behind facts: schema lines and cited spec lines, as `file:line` or `file:line-end`. */
export function specLines(list: readonly Source[]): string[] {
  const out = list.flatMap((s) => ("schema" in s ? [s.schema] : s.cites.map((c) => `${c.file}:${lines(c)}`)));
  return [...new Set(out)];
}

/**
 * How output cites where a fact comes from: a schema line ("schema/2026-07-28/schema.ts:434"), or
 * a register entry by its path, with the spec lines its quotes come from, grouped by file
 * ("spec/errors.yaml conditions.resourceNotFound.codes[2], citing docs/…/resources.mdx:404-405,
 * 422"). Never a register line: an edit of the register that changes no fact changes no citation.
 */
import type { Citation, Provenance } from "../model/merged-model.ts";

function lines(c: Citation): string {
  return c.endLine > c.line ? `${c.line}-${c.endLine}` : String(c.line);
}

/** "a.mdx:1-2, 5; b.mdx:9": each file once, its lines in the order cited. */
function citing(citations: readonly Citation[]): string {
  const byFile = new Map<string, string[]>();
  for (const c of citations) byFile.set(c.file, [...(byFile.get(c.file) ?? []), lines(c)]);
  return [...byFile].map(([file, spans]) => `${file}:${[...new Set(spans)].join(", ")}`).join("; ");
}

/** One reference per provenance entry, without repeats. */
export function seeRefs(provenance: readonly Provenance[]): string[] {
  const refs = provenance.map((p) => {
    if (p.kind === "schema") return `${p.location.file}:${p.location.line}`;
    const cited = p.citations.length > 0 ? `, citing ${citing(p.citations)}` : "";
    return `${p.location.file} ${p.entry}${cited}`;
  });
  return [...new Set(refs)];
}

/** The spec text behind facts: schema lines and cited spec lines, as `file:line` or `file:line-end`. */
export function specLines(provenance: readonly Provenance[]): string[] {
  const out = provenance.flatMap((p) =>
    p.kind === "schema"
      ? [`${p.location.file}:${p.location.line}`]
      : p.citations.map((c) => `${c.file}:${lines(c)}`),
  );
  return [...new Set(out)];
}

/**
 * Package cases for classifyCode: the bounds of every band and the codes just outside them, every
 * code the revision sends or reads, every code it retired, and codes outside every band.
 */
import type { CodeBand, RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase } from "../corpus-case.ts";
import type { ModelView } from "../model-view.ts";

/**
 * The class classifyCode gives a code of a band that the revision does not define, by the band's
 * class (the CodeClass documentation): JSON-RPC's ranges are reserved, the implementation bands
 * left to implementations, the specification's own range unassigned.
 */
const UNDEFINED_IN: Readonly<Record<CodeBand["class"], string>> = {
  "jsonrpc-standard": "jsonrpc-reserved",
  "jsonrpc-reserved": "jsonrpc-reserved",
  "implementation-defined": "implementation-defined",
  "legacy-implementation-defined": "implementation-defined",
  specification: "unassigned",
};

/** The class of a code: the narrowest band that holds it decides, unless the revision defines or retired it. */
function classOf(r: RevisionModel, code: number): { class: string; why: string } {
  let band: CodeBand | undefined;
  for (const b of r.bands)
    if (code >= b.from && code <= b.to && (band === undefined || b.to - b.from < band.to - band.from))
      band = b;
  if (r.conditions.some((c) => c.code === code))
    return band !== undefined && UNDEFINED_IN[band.class] === "jsonrpc-reserved"
      ? { class: "standard", why: "a code the revision sends, in JSON-RPC's own range" }
      : { class: "defined", why: "a code the revision sends for a condition" };
  if (r.reserved.some((x) => x.code === code))
    return { class: "reserved", why: "a code the revision retired" };
  if (band === undefined) return { class: "application", why: "in no band: the application's own" };
  return {
    class: UNDEFINED_IN[band.class],
    why: `undefined in the ${band.class} band ${band.from}..${band.to}, the narrowest that holds it`,
  };
}

export function classifyCases(view: ModelView): CorpusCase[] {
  return view.revisions.flatMap((r) => {
    const codes = new Set<number>([0, 1, -1, 32602, -31999, -32000, -32768, -32769, -99999, 2147483647]);
    for (const b of r.bands) for (const code of [b.from - 1, b.from, b.to, b.to + 1]) codes.add(code);
    for (const c of r.conditions)
      for (const code of [c.code, ...c.recognition.acceptedCodes]) codes.add(code);
    for (const x of r.reserved) codes.add(x.code);
    return [...codes]
      .sort((a, b) => a - b)
      .map((code) => {
        const { class: answer, why } = classOf(r, code);
        return corpusCase("classify", r.id, `code=${code}`, { revision: r.id, code }, { class: answer }, why);
      });
  });
}

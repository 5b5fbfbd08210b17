/** Provenance records for merged facts: a schema location, or a register entry with its citations. */
import { citationDisplay } from "../register/parse-citation.ts";
import type { Register, RegisterFact } from "../register/register-types.ts";
import { formatPath, locate } from "../util/yaml-document.ts";
import type { Citation, Provenance } from "../model/merged-model.ts";
import type { SourceLocation } from "../model/schema-model.ts";

export function fromSchema(location: SourceLocation): Provenance {
  return { kind: "schema", location };
}

export function fromRegister(register: Register, fact: RegisterFact): Provenance {
  const citations: Citation[] = fact.cite.map((c) => ({
    file: citationDisplay(c.root, c.file),
    line: c.line,
    endLine: c.endLine,
    quote: c.quote,
  }));
  return {
    kind: "register",
    location: locate(register.yaml, fact.path),
    entry: formatPath(fact.path),
    citations,
  };
}

/** Provenance list without repeats, in first-seen order. */
export function uniqueProvenance(list: Provenance[]): Provenance[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const id = `${p.kind}|${p.location.file}:${p.location.line}:${p.location.column}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

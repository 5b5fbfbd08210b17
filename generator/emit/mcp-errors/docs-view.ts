/** The translation table of a revision's reference page: one column per other revision. */
import type { MergedModel, RevisionModel, TranslationOutcome } from "../../model/merged-model.ts";

export interface TranslationDocs {
  columns: string[];
  rows: { condition: string; cells: string[] }[];
  notes: { mark: string; from: string; text: string }[];
  hasNotes: boolean;
  /** The register's rules for codes no condition of this revision names, per destination. */
  undefinedCodes: { to: string; low: number; high: number; rule: string; reason: string }[];
  hasUndefinedCodes: boolean;
}

export function translationDocs(model: MergedModel, r: RevisionModel): TranslationDocs {
  const others = model.revisions.filter((x) => x.id !== r.id);
  const notes: TranslationDocs["notes"] = [];
  const noteMark = (text: string) => {
    let note = notes.find((n) => n.text === text);
    if (!note) {
      note = { mark: `[${notes.length + 1}]`, from: r.id, text };
      notes.push(note);
    }
    return note.mark;
  };
  const conditions = [...r.conditions].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = conditions.map((c) => ({
    condition: c.key,
    cells: others.map((to) => {
      const pair = model.translations.find((p) => p.from === r.id && p.to === to.id);
      const o = pair?.outcomes.find((x) => x.condition === c.key);
      return o ? cell(o, noteMark) : "?";
    }),
  }));
  const undefinedCodes = others.flatMap((to) => {
    const pair = model.translations.find((p) => p.from === r.id && p.to === to.id);
    return [...(pair?.undefinedCodes ?? [])]
      .sort((a, b) => a.from - b.from)
      .map((u) => ({
        to: to.id,
        low: u.from,
        high: u.to,
        rule:
          u.rule === "passthrough"
            ? "passed through"
            : `refused; fallback ${u.fallback?.condition ?? "?"} (${u.fallback?.code ?? "?"})`,
        reason: u.reason,
      }));
  });
  return {
    columns: others.map((x) => x.id),
    rows,
    notes,
    hasNotes: notes.length > 0,
    undefinedCodes,
    hasUndefinedCodes: undefinedCodes.length > 0,
  };
}

function cell(o: TranslationOutcome, noteMark: (text: string) => string): string {
  switch (o.kind) {
    case "passthrough":
      return `${o.code}`;
    case "renumber":
      return `${o.fromCode} → ${o.code}`;
    case "mapped":
      return `as ${o.toCondition} (${o.code})`;
    case "untranslatable":
      return `none; fallback ${o.fallback.condition} (${o.fallback.code}) ${noteMark(o.reason)}`;
  }
}

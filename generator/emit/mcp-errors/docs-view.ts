/**
 * The translation section of a revision's reference page. Destinations whose every outcome is the
 * same share a column (the legacy finals usually do), and destinations with the same rule for
 * undefined codes share a row, so the section grows with the number of distinct behaviours rather
 * than with the number of revisions.
 */
import type {
  MergedModel,
  RevisionModel,
  TranslationOutcome,
  TranslationPair,
} from "../../model/merged-model.ts";

export interface TranslationDocs {
  /** One per group of destinations translated alike: their ids, comma-separated. */
  columns: string[];
  rows: { condition: string; cells: string[] }[];
  notes: { mark: string; from: string; text: string }[];
  hasNotes: boolean;
  /** The register's rules for codes no condition of this revision names, per group of destinations. */
  undefinedCodes: { to: string; low: number; high: number; rule: string; reason: string }[];
  hasUndefinedCodes: boolean;
}

interface Cell {
  text: string;
  /** Why the condition cannot be translated; becomes a numbered note. */
  note?: string;
}

export function translationDocs(model: MergedModel, r: RevisionModel): TranslationDocs {
  const pairs = new Map<string, TranslationPair>();
  for (const p of model.translations) if (p.from === r.id) pairs.set(p.to, p);
  const others = model.revisions.filter((x) => x.id !== r.id);
  const conditions = [...r.conditions].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const columns = groupBy(others, (to) =>
    conditions.map((c) => {
      const o = pairs.get(to.id)?.outcomes.find((x) => x.condition === c.key);
      return o ? cell(o) : { text: "?" };
    }),
  );
  const notes: TranslationDocs["notes"] = [];
  const noteMark = (text: string) => {
    let note = notes.find((n) => n.text === text);
    if (!note) {
      note = { mark: `[${notes.length + 1}]`, from: r.id, text };
      notes.push(note);
    }
    return note.mark;
  };
  const rows = conditions.map((c, i) => ({
    condition: c.key,
    cells: columns.map(({ value }) => {
      const { text, note } = value[i] ?? { text: "?" };
      return note === undefined ? text : `${text} ${noteMark(note)}`;
    }),
  }));

  const rules = others.flatMap((to) =>
    [...(pairs.get(to.id)?.undefinedCodes ?? [])]
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
      })),
  );
  const undefinedCodes = groupBy(rules, ({ low, high, rule, reason }) => ({ low, high, rule, reason })).map(
    ({ members, value }) => ({ to: members.map((m) => m.to).join(", "), ...value }),
  );
  return {
    columns: columns.map(({ members }) => members.map((m) => m.id).join(", ")),
    rows,
    notes,
    hasNotes: notes.length > 0,
    undefinedCodes,
    hasUndefinedCodes: undefinedCodes.length > 0,
  };
}

/** Items with equal keys (compared as JSON), in order of each group's first member. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): { members: T[]; value: K }[] {
  const groups = new Map<string, { members: T[]; value: K }>();
  for (const item of items) {
    const value = key(item);
    const id = JSON.stringify(value);
    const group = groups.get(id);
    if (group) group.members.push(item);
    else groups.set(id, { members: [item], value });
  }
  return [...groups.values()];
}

function cell(o: TranslationOutcome): Cell {
  switch (o.kind) {
    case "passthrough":
      return { text: `${o.code}` };
    case "renumber":
      return { text: `${o.fromCode} → ${o.code}` };
    case "mapped":
      return { text: `as ${o.toCondition} (${o.code})` };
    case "untranslatable":
      return { text: `none; fallback ${o.fallback.condition} (${o.fallback.code})`, note: o.reason };
  }
}

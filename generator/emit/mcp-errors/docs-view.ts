/**
 * What a revision's reference page (docs/<revision>.md) shows beyond the runtime's own view:
 * statuses with null as "unspecified", how each condition is recognised, the transport's own
 * failures, the initialize counter-offer, and sources gathered into numbered footnotes instead of
 * table cells.
 *
 * The translation section: destinations whose every outcome is the same share a column (the legacy
 * finals usually do), and destinations with the same rule for undefined codes share a row, so the
 * section grows with the number of distinct behaviours rather than with the number of revisions.
 */
import type {
  MergedModel,
  Provenance,
  RecognitionRule,
  RevisionCondition,
  RevisionModel,
  TranslationOutcome,
  TranslationPair,
} from "../../model/merged-model.ts";
import { seeRefs } from "../sources.ts";
import { UNDEFINED_CODE_CLASS } from "./tables.ts";

export interface ReferenceDocs {
  conditions: {
    key: string;
    constant: string;
    code: number;
    recognisedBy: string;
    status: string;
    sources: string;
  }[];
  notes: { key: string; text: string; sources: string }[];
  hasNotes: boolean;
  transportFailures: {
    key: string;
    summary: string;
    status: number;
    body: string;
    clientAction: string;
    sources: string;
  }[];
  hasTransportFailures: boolean;
  counterOffer: null | { guidance: string; sources: string };
  toolInputSources: string;
  bands: {
    from: number;
    to: number;
    name: string;
    emitUndefined: string;
    interpret: boolean;
    exceptions: string;
    sources: string;
  }[];
  checkOrder: null | { steps: { check: string; condition: string; http: number }[]; sources: string };
  localErrors: null | { guidance: string; sources: string };
  sources: { mark: string; ref: string }[];
}

/** Numbered footnotes, shared by every table of one page; the same reference gets one number. */
class Footnotes {
  readonly list: { mark: string; ref: string }[] = [];

  marks(provenance: readonly Provenance[]): string {
    return seeRefs(provenance)
      .map((ref) => {
        let found = this.list.find((f) => f.ref === ref);
        if (!found) {
          found = { mark: `[${this.list.length + 1}]`, ref };
          this.list.push(found);
        }
        return found.mark;
      })
      .join(" ");
  }
}

export function status(value: number | null): string {
  return value === null ? "unspecified" : String(value);
}

function describeRule(rule: RecognitionRule): string {
  const parts = [
    ...(rule.method !== undefined ? [`from ${rule.method}`] : []),
    ...(rule.requiresData ? ["with its data"] : []),
    ...(rule.httpStatus !== undefined ? [`with HTTP ${rule.httpStatus}`] : []),
  ];
  return `${rule.code} ${parts.join(" ")}`;
}

/** "-32002 alone; -32602 from resources/read with its data" */
export function recognisedBy(c: RevisionCondition, fallbackOf: readonly number[]): string {
  const parts = c.recognition.codes.map((code) =>
    fallbackOf.includes(code) ? `${code} when nothing more specific matches` : `${code} alone`,
  );
  parts.push(...c.recognition.rules.map(describeRule));
  return parts.length > 0 ? parts.join("; ") : "nothing";
}

export function referenceDocs(r: RevisionModel): ReferenceDocs {
  const notes = new Footnotes();
  const conditions = [...r.conditions].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const fallbackOf = (key: string) => r.sharedCodes.filter((s) => s.fallback === key).map((s) => s.code);
  const conditionRows = conditions.map((c) => ({
    key: c.key,
    constant: c.constant,
    code: c.code,
    recognisedBy: recognisedBy(c, fallbackOf(c.key)),
    status: status(c.httpStatus.status),
    sources: notes.marks([...c.provenance, ...c.httpStatus.provenance]),
  }));
  const noteRows = conditions.flatMap((c) =>
    (c.notes ?? []).map((n) => ({ key: c.key, text: n.text, sources: notes.marks(n.provenance) })),
  );
  const transportFailures = r.transportFailures.map((f) => ({
    key: f.key,
    summary: f.summary,
    status: f.status,
    body: f.condition ?? "none named",
    clientAction: f.clientAction ?? "",
    sources: notes.marks(f.provenance),
  }));
  // Footnotes are numbered in page order.
  const counterOffer = r.counterOffer
    ? { guidance: r.counterOffer.guidance, sources: notes.marks(r.counterOffer.provenance) }
    : null;
  const toolInputSources = notes.marks([
    ...r.toolInputError.provenance,
    ...(r.toolInputError.resultType?.provenance ?? []),
  ]);
  const bands = [...r.bands]
    .sort((a, b) => a.from - b.from)
    .map((b) => ({
      from: b.from,
      to: b.to,
      name: UNDEFINED_CODE_CLASS[b.class],
      emitUndefined: b.emitUndefined,
      interpret: b.interpret,
      exceptions: [...(b.interpretExceptions ?? [])].sort((x, y) => y - x).join(", "),
      sources: notes.marks(b.provenance),
    }));
  const checkOrder = r.checkOrder
    ? { steps: r.checkOrder.steps.map((s) => ({ ...s })), sources: notes.marks(r.checkOrder.provenance) }
    : null;
  const localErrors = r.localErrors
    ? { guidance: r.localErrors.guidance, sources: notes.marks(r.localErrors.provenance) }
    : null;
  return {
    conditions: conditionRows,
    notes: noteRows,
    hasNotes: noteRows.length > 0,
    transportFailures,
    hasTransportFailures: transportFailures.length > 0,
    counterOffer,
    toolInputSources,
    bands,
    checkOrder,
    localErrors,
    sources: notes.list,
  };
}

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
      note = { mark: `(t${notes.length + 1})`, from: r.id, text };
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
      return { text: `${o.code}, HTTP ${status(o.httpStatus)}` };
    case "renumber":
      return { text: `${o.fromCode} → ${o.code}, HTTP ${status(o.httpStatus)}` };
    case "mapped":
      return { text: `as ${o.toCondition} (${o.code}), HTTP ${status(o.httpStatus)}` };
    case "untranslatable":
      return {
        text: `none; fallback ${o.fallback.condition} (${o.fallback.code}), HTTP ${status(o.httpStatus)}${o.transportFailure ? ` (transport failure ${o.transportFailure})` : ""}`,
        note: o.reason,
      };
  }
}

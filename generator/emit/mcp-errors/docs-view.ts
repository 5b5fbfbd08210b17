/**
 * What a revision's reference page (docs/<revision>.md) shows beyond the runtime's view, sources as
 * numbered footnotes. In the translation section, destinations translated alike share a column and
 * equal rules for undefined codes share a row, so it grows with the behaviours, not the revisions.
 */
import type {
  MergedModel,
  Provenance,
  RecognitionRule,
  RevisionCondition,
  RevisionModel,
  TranslationOutcome,
} from "../../model/merged-model.ts";
import { seeRefs } from "../sources.ts";
import { compareText } from "../../model/type-text.ts";
import { UNDEFINED_CODE_CLASS, pairsFrom } from "../json/export-model.ts";

/** Numbered marks for texts, in order of first use; the same text keeps its number. */
function numbering(mark: (n: number) => string) {
  const list: { mark: string; text: string }[] = [];
  const markOf = (text: string) => {
    let found = list.find((f) => f.text === text);
    if (!found) list.push((found = { mark: mark(list.length + 1), text }));
    return found.mark;
  };
  return { list, markOf };
}

const status = (value: number | null): string => (value === null ? "unspecified" : String(value));

const sortedConditions = (r: RevisionModel) => [...r.conditions].sort((a, b) => compareText(a.key, b.key));

function describeRule(rule: RecognitionRule): string {
  const parts = [
    ...(rule.method !== undefined ? [`from ${rule.method}`] : []),
    ...(rule.requiresData ? ["with its data"] : []),
    ...(rule.httpStatus !== undefined ? [`with HTTP ${rule.httpStatus}`] : []),
  ];
  return `${rule.code} ${parts.join(" ")}`;
}

/** "-32002 alone; -32602 from resources/read with its data" */
function recognisedBy(c: RevisionCondition, fallbackOf: readonly number[]): string {
  const parts = c.recognition.codes.map((code) =>
    fallbackOf.includes(code) ? `${code} when nothing more specific matches` : `${code} alone`,
  );
  parts.push(...c.recognition.rules.map(describeRule));
  return parts.length > 0 ? parts.join("; ") : "nothing";
}

export function referenceDocs(r: RevisionModel) {
  // Footnotes are shared by every table of the page. They are numbered in page order, which is
  // the order of the fields below: an object literal evaluates its fields in order.
  const footnotes = numbering((n) => `[${n}]`);
  const marks = (provenance: readonly Provenance[]) => seeRefs(provenance).map(footnotes.markOf).join(" ");
  const guidance = (g: { guidance: string; provenance: Provenance[] } | undefined) =>
    g ? { guidance: g.guidance, sources: marks(g.provenance) } : null;
  const fallbackOf = (key: string) => r.sharedCodes.filter((s) => s.fallback === key).map((s) => s.code);
  return {
    conditions: sortedConditions(r).map((c) => ({
      key: c.key,
      constant: c.constant,
      code: c.code,
      recognisedBy: recognisedBy(c, fallbackOf(c.key)),
      status: status(c.httpStatus.status),
      sources: marks([...c.provenance, ...c.httpStatus.provenance]),
    })),
    notes: sortedConditions(r).flatMap((c) =>
      (c.notes ?? []).map((n) => ({ key: c.key, text: n.text, sources: marks(n.provenance) })),
    ),
    transportFailures: r.transportFailures.map((f) => ({
      key: f.key,
      summary: f.summary,
      status: f.status,
      body: f.condition ?? "none named",
      clientAction: f.clientAction ?? "",
      sources: marks(f.provenance),
    })),
    counterOffer: guidance(r.counterOffer),
    toolInputSources: marks([
      ...r.toolInputError.provenance,
      ...(r.toolInputError.resultType?.provenance ?? []),
    ]),
    bands: [...r.bands]
      .sort((a, b) => a.from - b.from)
      .map((b) => ({
        from: b.from,
        to: b.to,
        name: UNDEFINED_CODE_CLASS[b.class],
        emitUndefined: b.emitUndefined,
        interpret: b.interpret,
        exceptions: [...(b.interpretExceptions ?? [])].sort((x, y) => y - x).join(", "),
        sources: marks(b.provenance),
      })),
    checkOrder: r.checkOrder
      ? { steps: r.checkOrder.steps.map((s) => ({ ...s })), sources: marks(r.checkOrder.provenance) }
      : null,
    localErrors: guidance(r.localErrors),
    sources: footnotes.list.map(({ mark, text }) => ({ mark, ref: text })),
  };
}

export function translationDocs(model: MergedModel, r: RevisionModel) {
  const pairs = pairsFrom(model, r);
  const others = model.revisions.filter((x) => x.id !== r.id);
  const conditions = sortedConditions(r);
  const columns = groupBy(others, (to) =>
    conditions.map((c) => {
      const o = pairs.get(to.id)?.outcomes.find((x) => x.condition === c.key);
      return o ? cell(o) : { text: "?" };
    }),
  );
  // Why a condition cannot be translated, as a numbered note under the table.
  const notes = numbering((n) => `(t${n})`);
  const rows = conditions.map((c, i) => ({
    condition: c.key,
    cells: columns.map(({ value }) => {
      const { text, note } = value[i] ?? { text: "?" };
      return note === undefined ? text : `${text} ${notes.markOf(note)}`;
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
  return {
    // One per group of destinations translated alike: their ids, comma-separated.
    columns: columns.map(({ members }) => members.map((m) => m.id).join(", ")),
    rows,
    notes: notes.list.map(({ mark, text }) => ({ mark, from: r.id, text })),
    // The register's rules for codes no condition of this revision names, per group of destinations.
    undefinedCodes: groupBy(rules, ({ low, high, rule, reason }) => ({ low, high, rule, reason })).map(
      ({ members, value }) => ({ to: members.map((m) => m.to).join(", "), ...value }),
    ),
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

function cell(o: TranslationOutcome): { text: string; note?: string } {
  const http = `HTTP ${status(o.httpStatus)}`;
  switch (o.kind) {
    case "passthrough":
      return { text: `${o.code}, ${http}` };
    case "renumber":
      return { text: `${o.fromCode} → ${o.code}, ${http}` };
    case "mapped":
      return { text: `as ${o.toCondition} (${o.code}), ${http}` };
    case "untranslatable": {
      const carrier = o.transportFailure ? ` (transport failure ${o.transportFailure})` : "";
      return {
        text: `none; fallback ${o.fallback.condition} (${o.fallback.code}), ${http}${carrier}`,
        note: o.reason,
      };
    }
  }
}

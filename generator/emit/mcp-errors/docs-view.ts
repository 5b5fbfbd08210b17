/**
 * A reference page's tables (docs/<revision>.md), sources as footnotes. Destinations translated alike
 * share a column, equal rules a row, so the page grows with the behaviours, not the revisions.
 */
import type { MergedModel, RevisionModel } from "../../model/merged-model.ts";
import type { TranslationEntry } from "../../../runtime/mcp-errors/types.js";
import { refs, sources, type Source } from "../../export/sources.ts";
import { pairsFrom, type RevisionJson } from "../../export/export-model.ts";

type ConditionJson = RevisionJson["conditions"][string];

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

function describeRule(rule: ConditionJson["recognition"]["rules"][number]): string {
  const parts = [
    ...(rule.method !== undefined ? [`from ${rule.method}`] : []),
    ...(rule.requiresData ? ["with its data"] : []),
    ...(rule.httpStatus !== undefined ? [`with HTTP ${rule.httpStatus}`] : []),
  ];
  return `${rule.code} ${parts.join(" ")}`;
}

/** "-32002 alone; -32602 from resources/read with its data" */
function recognisedBy(c: ConditionJson, fallbackOf: readonly number[]): string {
  const parts = c.recognition.codes.map((code) =>
    fallbackOf.includes(code) ? `${code} when nothing more specific matches` : `${code} alone`,
  );
  parts.push(...c.recognition.rules.map(describeRule));
  return parts.length > 0 ? parts.join("; ") : "nothing";
}

/** Reads the revision's entry of the JSON export; the check order's steps are the model's. */
export function referenceDocs(r: RevisionModel, json: RevisionJson) {
  // Footnotes are shared by every table of the page. They are numbered in page order, which is
  // the order of the fields below: an object literal evaluates its fields in order.
  const footnotes = numbering((n) => `[${n}]`);
  const marks = (...lists: Source[][]) => refs(lists.flat()).map(footnotes.markOf).join(" ");
  const guidance = (g: { guidance: string; sources: Source[] } | null) =>
    g && { guidance: g.guidance, sources: marks(g.sources) };
  const shared = Object.entries(json.sharedCodes);
  const fallbackOf = (key: string) => shared.filter(([, s]) => s.fallback === key).map(([code]) => +code);
  const conditions = Object.entries(json.conditions);
  return {
    conditions: conditions.map(([key, c]) => ({
      key,
      constant: c.constant,
      code: c.code,
      recognisedBy: recognisedBy(c, fallbackOf(key)),
      status: status(c.httpStatus),
      sources: marks(c.sources, c.httpStatusSources),
    })),
    notes: conditions.flatMap(([key, c]) =>
      c.notes.map((n) => ({ key, text: n.text, sources: marks(n.sources) })),
    ),
    transportFailures: Object.entries(json.transportFailures).map(([key, f]) => ({
      key,
      summary: f.summary,
      status: f.status,
      body:
        f.body.form === "error" && f.condition !== null
          ? `${f.condition} (${json.conditions[f.condition]?.code ?? "?"}); ${f.body.basis === "spec" ? "the text allows the body, the code is the project's choice" : "the project's choice"}`
          : "none; the project's choice",
      bodyReason: f.body.reason,
      clientAction: f.clientAction ?? "",
      sources: marks(f.sources),
    })),
    counterOffer: guidance(json.counterOffer),
    toolInputSources: marks(json.toolInputError.sources),
    bands: [...json.bands]
      .sort((a, b) => a.from - b.from)
      .map((b) => ({
        from: b.from,
        to: b.to,
        name: b.undefinedCodes,
        emitUndefined: b.emitUndefined,
        interpret: b.interpret,
        exceptions: [...b.interpretExceptions].sort((x, y) => y - x).join(", "),
        sources: marks(b.sources),
      })),
    checkOrder: r.checkOrder
      ? { steps: r.checkOrder.steps.map((s) => ({ ...s })), sources: marks(sources(r.checkOrder.provenance)) }
      : null,
    localErrors: guidance(json.localErrors),
    sources: footnotes.list.map(({ mark, text }) => ({ mark, ref: text })),
  };
}

export function translationDocs(model: MergedModel, r: RevisionModel, json: RevisionJson) {
  const others = model.revisions.filter((x) => x.id !== r.id);
  const conditions = Object.entries(json.conditions);
  const columns = groupBy(others, (to) =>
    conditions.map(([key, c]) => {
      const entry = json.translations[to.id]?.[key];
      return entry ? cell(entry, c.code) : { text: "?" };
    }),
  );
  // Why a condition cannot be translated, as a numbered note under the table.
  const notes = numbering((n) => `(t${n})`);
  const rows = conditions.map(([key], i) => ({
    condition: key,
    cells: columns.map(({ value }) => {
      const { text, note } = value[i] ?? { text: "?" };
      return note === undefined ? text : `${text} ${notes.markOf(note)}`;
    }),
  }));
  const pairs = pairsFrom(model, r);
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

function cell(entry: TranslationEntry, fromCode: number): { text: string; note?: string } {
  const http = `HTTP ${status(entry.httpStatus)}`;
  switch (entry.kind) {
    case "passthrough":
      return { text: `${entry.code}, ${http}` };
    case "renumber":
      return { text: `${fromCode} → ${entry.code}, ${http}` };
    case "mapped":
      return { text: `as ${entry.condition} (${entry.code}), ${http}` };
    case "untranslatable": {
      const carrier = entry.transportFailure ? ` (transport failure ${entry.transportFailure})` : "";
      return {
        text: `none; fallback ${entry.condition} (${entry.code}), ${http}${carrier}`,
        note: entry.reason,
      };
    }
  }
}

/** The translation section of a reference page: destinations translated alike share a column or a row. */
import { describe, expect, it } from "vitest";
import { revisionJson } from "../../generator/export/export-model.ts";
import { translationDocs } from "../../generator/emit/mcp-errors/docs-view.ts";
import type { MergedModel, RevisionModel } from "../../generator/model/merged-model.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { must } from "../helpers/must.ts";

const revision = (model: MergedModel, id: string): RevisionModel =>
  must(model.revisions.find((r) => r.id === id));
const docsOf = (model: MergedModel, id: string) =>
  translationDocs(model, revision(model, id), revisionJson(model, revision(model, id)));

/** The fixture with a copy of `source` under the id `id`: same conditions, same translations both ways. */
function withCopy(source: string, id: string): MergedModel {
  const model = structuredClone(fourRevisionModel);
  model.revisions.push({ ...structuredClone(revision(model, source)), id });
  const copies = model.translations.flatMap((t) => [
    ...(t.from === source ? [{ ...structuredClone(t), from: id }] : []),
    ...(t.to === source ? [{ ...structuredClone(t), to: id }] : []),
  ]);
  model.translations.push(...copies);
  return model;
}

describe("translationDocs", () => {
  it("has one column per destination when every destination translates differently", () => {
    const docs = docsOf(fourRevisionModel, "2025-06-18");
    expect(docs.columns).toEqual(["2025-11-25", "2026-07-28", "draft-2026-06-07"]);
    expect(docs.rows.every((row) => row.cells.length === 3)).toBe(true);
  });

  it("gives destinations translated alike one column, named after all of them", () => {
    const model = withCopy("2025-11-25", "2025-12-01");
    const docs = docsOf(model, "2026-07-28");
    const before = docsOf(fourRevisionModel, "2026-07-28");
    // The fixture's legacy finals already translate alike; the copy joins their column.
    expect(before.columns).toEqual(["2025-06-18, 2025-11-25", "draft-2026-06-07"]);
    expect(docs.columns).toEqual(["2025-06-18, 2025-11-25, 2025-12-01", "draft-2026-06-07"]);
    // Same cells and notes as before the copy: the copy adds a name, not a column.
    expect(docs.rows).toEqual(before.rows);
    expect(docs.notes).toEqual(before.notes);
  });

  it("numbers notes in the order the grouped table shows them", () => {
    const model = withCopy("2025-06-18", "2025-07-01");
    const docs = docsOf(model, "2026-07-28");
    expect(docs.notes.length).toBe(2);
    const marks = docs.rows.flatMap((row) =>
      row.cells.flatMap((c) => [...c.matchAll(/\(t(\d+)\)/g)].map((m) => m[1])),
    );
    const firstSeen = [...new Set(marks)];
    expect(firstSeen).toEqual(docs.notes.map((_, i) => String(i + 1)));
    expect(docs.notes.map((n) => n.mark)).toEqual(docs.notes.map((_, i) => `(t${i + 1})`));
  });

  it("gives destinations with the same rule for undefined codes one row", () => {
    const model = withCopy("2026-07-28", "2026-08-01");
    const docs = docsOf(model, "2025-06-18");
    expect(docs.undefinedCodes.map((u) => [u.to, u.low, u.high])).toEqual([
      ["2025-11-25", -32099, -32000],
      ["2026-07-28, draft-2026-06-07, 2026-08-01", -32099, -32020],
      ["2026-07-28, draft-2026-06-07, 2026-08-01", -32019, -32000],
    ]);
  });
});

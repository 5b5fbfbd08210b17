/** The view model refuses models the emitted package could not express safely. */
import { describe, expect, it } from "vitest";
import { buildPackageView } from "../../generator/emit/mcp-errors/view-model.ts";
import type { MergedModel, RevisionModel } from "../../generator/model/merged-model.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { must } from "../helpers/must.ts";

const clone = (): MergedModel => structuredClone(fourRevisionModel);
const build = (model: MergedModel) => buildPackageView(model, { version: "1.0.0" });
const revision = (model: MergedModel, id: string): RevisionModel =>
  must(model.revisions.find((r) => r.id === id));

describe("buildPackageView", () => {
  it("is deterministic", () => {
    expect(JSON.stringify(build(clone()))).toBe(JSON.stringify(build(clone())));
  });

  it("puts finals first and previews under their own subpaths", () => {
    const view = build(clone());
    expect(view.finals.map((r) => r.exportPath)).toEqual(["./2025-06-18", "./2025-11-25", "./2026-07-28"]);
    expect(view.previews.map((r) => [r.exportPath, r.moduleBase])).toEqual([
      ["./prerelease/draft-2026-06-07", "lib/prerelease/draft-2026-06-07"],
    ]);
    expect(view.latest.id).toBe("2026-07-28");
  });

  it("writes each shared code's try order and fallback as the model gives them", () => {
    const model = clone();
    const modern = must(build(model).revisions.find((r) => r.id === "2026-07-28"));
    const shared = JSON.parse(modern.tables.SHARED_CODES.text) as Record<string, unknown>;
    const fromModel = must(revision(model, "2026-07-28").sharedCodes.find((s) => s.code === -32602));
    expect(shared["-32602"]).toEqual({ tryInOrder: fromModel.tryInOrder, fallback: "invalidParams" });
    expect(fromModel.tryInOrder).toEqual(expect.arrayContaining(["resourceNotFound", "missingRequestMeta"]));
  });

  it.each([
    [
      "a condition key that is not an identifier",
      (m: MergedModel) => (must(revision(m, "2026-07-28").conditions[0]).key = "bad-key"),
    ],
    [
      "a reserved word as a condition key",
      (m: MergedModel) => (must(revision(m, "2026-07-28").conditions[0]).key = "delete"),
    ],
    [
      "a constant name with code in it",
      (m: MergedModel) => (must(revision(m, "2026-07-28").constants[0]).name = "X = 1; alert()"),
    ],
    ["a revision id that cannot name a file", (m: MergedModel) => (revision(m, "2026-07-28").id = "../x")],
    [
      "a declaration that clashes with an export",
      (m: MergedModel) => (must(revision(m, "2026-07-28").declarations[0]).name = "ErrorCode"),
    ],
    [
      "a revision without internalError",
      (m: MergedModel) => {
        const r = revision(m, "2025-06-18");
        r.conditions = r.conditions.filter((c) => c.key !== "internalError");
      },
    ],
    ["a missing translation pair", (m: MergedModel) => (m.translations = m.translations.slice(1))],
    [
      "an outcome whose code the destination does not use",
      (m: MergedModel) => {
        const pair = must(m.translations.find((t) => t.from === "2026-07-28" && t.to === "2025-11-25"));
        const o = must(pair.outcomes.find((x) => x.condition === "resourceNotFound"));
        if (o.kind === "renumber") o.code = -32602;
      },
    ],
    [
      "an outcome that lands on an absent condition",
      (m: MergedModel) => {
        const pair = must(m.translations.find((t) => t.from === "2025-11-25" && t.to === "2026-07-28"));
        const o = must(pair.outcomes.find((x) => x.condition === "urlElicitationRequired"));
        if (o.kind === "untranslatable") o.fallback = { condition: "noSuchCondition", code: -32603 };
      },
    ],
    ["a reference to an undeclared type", (m: MergedModel) => (revision(m, "2026-07-28").declarations = [])],
    ["a version that is not semver", () => undefined, "latest"],
  ])("refuses %s", (_, change, version = "1.0.0") => {
    const model = clone();
    change(model);
    expect(() => buildPackageView(model, { version })).toThrow();
  });

  it("refuses a code that the code alone would read as two conditions", () => {
    const model = clone();
    const resource = must(revision(model, "2026-07-28").conditions.find((c) => c.key === "resourceNotFound"));
    // Read from -32602 alone, as invalidParams (the code's fallback) is.
    resource.recognition = { ...resource.recognition, codes: [-32602], rules: [] };
    expect(() => build(model)).toThrow(
      "revision 2026-07-28: code -32602 is read from the code alone as invalidParams and resourceNotFound",
    );
  });
});

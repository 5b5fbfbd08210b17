/** What emitters take for granted of a merged model is checked at merge time, at a location. */
import { describe, expect, it } from "vitest";
import { checkModelInvariants } from "../../generator/merge/model-invariants.ts";
import type { MergedModel, RevisionModel } from "../../generator/model/merged-model.ts";
import type { Declaration } from "../../generator/model/schema-model.ts";
import { fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { must } from "../helpers/must.ts";

const REGISTER_AT = { file: "spec/errors.yaml", line: 1, column: 1 };
const clone = (): MergedModel => structuredClone(fourRevisionModel);
const revision = (model: MergedModel, id: string): RevisionModel =>
  must(model.revisions.find((r) => r.id === id));
const problems = (model: MergedModel) =>
  checkModelInvariants(model, REGISTER_AT).map((d) => ({ kind: d.kind, message: d.message, at: d.location }));

const AT = { file: "schema/2026-07-28/schema.ts", line: 7, column: 1 };
const declaration = (name: string): Declaration => ({
  name,
  kind: "type",
  extends: [],
  type: { kind: "primitive", name: "string" },
  doc: { summary: "", internal: false, deprecated: false },
  location: AT,
});

describe("checkModelInvariants", () => {
  it("finds nothing wrong with a consistent model", () => {
    expect(problems(clone())).toEqual([]);
  });

  it.each([
    [
      "a revision without internalError",
      (m: MergedModel) => {
        const r = revision(m, "2025-06-18");
        r.conditions = r.conditions.filter((c) => c.key !== "internalError");
      },
      "2025-06-18 has no internalError condition",
    ],
    [
      "a check order answering with a condition the revision lacks",
      (m: MergedModel) =>
        must(revision(m, "2026-07-28").checkOrder).steps.push({
          step: "meta",
          check: "x",
          condition: "noSuchCondition",
          http: 404,
        }),
      "its check order answers with noSuchCondition, which it does not define",
    ],
    [
      "a check order without the request _meta keys",
      (m: MergedModel) => delete revision(m, "2026-07-28").requestMeta,
      "a check order needs invalidRequest, the request _meta keys and the standard headers",
    ],
    [
      "a schema declaration named like a type the package declares",
      (m: MergedModel) => revision(m, "2026-07-28").declarations.push(declaration("Condition")),
      `2026-07-28: the schema's Condition would be exported beside the package's own type "Condition"`,
    ],
    [
      "a schema declaration named like a condition's data type",
      (m: MergedModel) =>
        revision(m, "2026-07-28").declarations.push(declaration("ResourceNotFoundErrorData")),
      `the schema's ResourceNotFoundErrorData would be exported beside the type "ResourceNotFoundErrorData" a condition exports`,
    ],
  ])("reports %s", (_, change, message) => {
    const model = clone();
    change(model);
    const found = problems(model);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.kind === "model/inconsistent")).toBe(true);
    expect(found.map((p) => p.message).join("\n")).toContain(message);
  });

  it("points at the register entry behind the fact", () => {
    const model = clone();
    const order = must(revision(model, "2026-07-28").checkOrder);
    order.steps.push({ step: "meta", check: "x", condition: "noSuchCondition", http: 404 });
    expect(problems(model)[0]?.at).toEqual(order.provenance[0]?.location);
  });

  it("points at the schema declaration whose name clashes", () => {
    const model = clone();
    revision(model, "2026-07-28").declarations.push(declaration("ParseResult"));
    expect(problems(model)).toEqual([
      {
        kind: "model/inconsistent",
        message: expect.stringContaining(`the schema's ParseResult would be exported beside`),
        at: AT,
      },
    ]);
  });

  it("lets the schema's own Error be exported as Error", () => {
    const model = clone();
    revision(model, "2026-07-28").declarations.push(declaration("Error"));
    expect(problems(model)).toEqual([]);
  });
});

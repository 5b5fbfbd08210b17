/**
 * The corpus target (generator/emit/conformance) on the fixture models: it renders for any model,
 * the same bytes twice, every case fitting its op; its wire layer follows the spec facts whatever
 * the model says, its package layer the model; input text reaches the files only inside JSON strings.
 */
import { describe, expect, it } from "vitest";
import { buildCases } from "../../generator/emit/conformance/build-corpus.ts";
import { conformanceTarget } from "../../generator/emit/conformance/target.ts";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { eightRevisionModel, fourRevisionModel } from "../fixtures/models/four-revisions.ts";
import { HOSTILE, hostileModel } from "../fixtures/models/hostile.ts";
import { PROJECT_ROOT } from "./run-runner.ts";

const render = (model: MergedModel) => conformanceTarget.render(model, PROJECT_ROOT);

describe("the corpus target", () => {
  it.each([
    ["four revisions", fourRevisionModel],
    ["eight revisions", eightRevisionModel],
  ])("renders the same files twice for the %s fixture, every case under a unique id", (_, model) => {
    const first = render(model);
    expect([...render(model)]).toEqual([...first]);
    const cases = buildCases(model);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(cases.filter((c) => c.layer === "wire").length).toBeGreaterThan(0);
    for (const [path, text] of first)
      if (path.endsWith(".json")) expect(() => JSON.parse(text), path).not.toThrow();
  });

  it("writes a model's hostile text inside JSON strings alone, line separators and < > escaped", () => {
    const files = render(hostileModel);
    const cases = buildCases(hostileModel);
    const withText = cases.filter((c) => JSON.stringify(c).includes(JSON.stringify(HOSTILE).slice(1, -1)));
    expect(withText.length).toBeGreaterThan(0);
    for (const [path, text] of files) {
      if (!path.endsWith(".json")) continue;
      expect(text, path).not.toMatch(/[\u2028\u2029]/);
      expect(text.toLowerCase(), path).not.toContain("</script");
      const parsed = JSON.parse(text) as { cases?: unknown[] };
      if (path.includes("/corpus/")) expect(parsed.cases?.length, path).toBeGreaterThan(0);
    }
  });

  it("takes the wire layer from the spec facts and the package layer from the model", () => {
    const model = structuredClone(fourRevisionModel);
    const revision = model.revisions.find((r) => r.id === "2026-07-28");
    const condition = revision?.conditions.find((c) => c.key === "methodNotFound");
    expect(condition?.httpStatus.status).toBe(404);
    if (condition !== undefined) condition.httpStatus = { ...condition.httpStatus, status: 418 };
    const cases = buildCases(model);
    const wire = cases.find((c) => c.id === "wire/server.respond/2026-07-28/methodNotFound/id=1");
    const pkg = cases.find((c) => c.id === "package/status/2026-07-28/methodNotFound");
    expect((wire?.expect as { status?: number }).status).toBe(404);
    expect(pkg?.expect).toEqual({ status: 418 });
  });
});

import { describe, expect, it } from "vitest";
import { diffAgainst, diffRevisions } from "../../generator/diff/build-report.ts";
import { formatLocation } from "../../generator/diff/report.ts";
import { RULE_LEVELS, type RuleId } from "../../generator/diff/rules.ts";

const RULES = Object.entries(RULE_LEVELS).map(([id, level]) => ({ id: id as RuleId, level }));
import { BASE_ID, HEAD_ID, makeModel, makeRevision } from "../fixtures/diff/build-model.ts";
import { rulePairs, type RuleFixture } from "../fixtures/diff/rule-pairs.ts";

function run(fixture: RuleFixture) {
  return fixture.kind === "revisions"
    ? diffRevisions(fixture.model, fixture.from, fixture.to)
    : diffAgainst(fixture.base, fixture.head, "main");
}

const byText = (a: { ruleId: string; location: string }, b: { ruleId: string; location: string }) =>
  `${a.ruleId} ${a.location}`.localeCompare(`${b.ruleId} ${b.location}`);

describe("one fixture pair per rule", () => {
  it("covers every rule of the registry", () => {
    expect(Object.keys(rulePairs).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  for (const rule of RULES) {
    it(`${rule.id}: reports exactly the rule's change, at its source line`, () => {
      const fixture = rulePairs[rule.id];
      const report = run(fixture);
      const found = report.changes.map((c) => ({
        ruleId: c.ruleId,
        location: formatLocation(c.location),
      }));
      expect(found.sort(byText)).toEqual([...fixture.expected].sort(byText));
      for (const change of report.changes) {
        expect(change.level).toBe(rule.level);
        expect(change.message).not.toBe("");
        expect(change.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      }
    });
  }

  it("never reports an unspecified status on both sides", () => {
    const base = makeRevision(BASE_ID, 0);
    const head = makeRevision(HEAD_ID, 500);
    for (const revision of [base, head])
      for (const condition of revision.conditions) condition.httpStatus = { status: null, provenance: [] };
    expect(diffRevisions(makeModel([base, head]), BASE_ID, HEAD_ID).changes).toEqual([]);
  });

  it("reports nothing for identical revisions, or an unchanged model against itself", () => {
    const base = makeRevision(BASE_ID, 0);
    const head = makeRevision(HEAD_ID, 500);
    expect(diffRevisions(makeModel([base, head]), BASE_ID, HEAD_ID).changes).toEqual([]);
    const model = makeModel([makeRevision(BASE_ID, 0), makeRevision(HEAD_ID, 500)]);
    const report = diffAgainst(model, structuredClone(model), "main");
    expect(report.changes).toEqual([]);
    expect(report.revisions).toEqual([BASE_ID, HEAD_ID]);
  });
});

describe("the rules table", () => {
  it("has unique kebab-case ids and a level for each rule", () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(["breaking", "warning", "info"]).toContain(rule.level);
    }
  });
});

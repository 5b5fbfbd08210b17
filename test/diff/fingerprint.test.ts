import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { diffAgainst, diffRevisions } from "../../generator/diff/build-report.ts";
import type { DiffReport } from "../../generator/diff/report.ts";
import type { MergedModel } from "../../generator/model/merged-model.ts";
import { must } from "../fixtures/diff/build-model.ts";
import { rulePairs, type RuleFixture } from "../fixtures/diff/rule-pairs.ts";

function run(fixture: RuleFixture, transform: (m: MergedModel) => MergedModel = (m) => m): DiffReport {
  return fixture.kind === "revisions"
    ? diffRevisions(transform(fixture.model), fixture.from, fixture.to)
    : diffAgainst(transform(fixture.base), transform(fixture.head), "main");
}

/** A copy of the model with every source line moved down and every message-like text reworded. */
function moveLinesAndReword(model: MergedModel): MergedModel {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        if ((key === "line" || key === "endLine") && typeof v === "number") out[key] = v + 7;
        else if ((key === "summary" || key === "note") && typeof v === "string") out[key] = `${v} (reworded)`;
        else out[key] = walk(v);
      }
      return out;
    }
    return value;
  };
  return walk(model) as MergedModel;
}

const fixtures = Object.values(rulePairs);

describe("fingerprints", () => {
  it("are the same across two runs", () => {
    for (const fixture of fixtures) {
      const first = run(fixture).changes.map((c) => c.fingerprint);
      const second = run(fixture, structuredClone).changes.map((c) => c.fingerprint);
      expect(second).toEqual(first);
    }
  });

  it("do not depend on line numbers", () => {
    for (const fixture of fixtures) {
      const before = run(fixture).changes;
      const after = run(fixture, moveLinesAndReword).changes;
      expect(after.map((c) => c.fingerprint)).toEqual(before.map((c) => c.fingerprint));
      // The locations did move, so the fingerprints really ignore them.
      after.forEach((change, i) => {
        const line = must(before[i]?.location, "a location").line;
        const revisionLevel = change.ruleId === "revision-added" || change.ruleId === "revision-removed";
        expect(must(change.location, "a location").line).toBe(revisionLevel ? line : line + 7);
      });
    }
  });

  it("tell every change of every fixture apart", () => {
    const all = fixtures.flatMap((f) => run(f).changes.map((c) => c.fingerprint));
    expect(new Set(all).size).toBe(all.length);
  });

  it("hash the documented input, so they are the same on every machine", () => {
    const [change] = run(rulePairs["code-renumbered"]).changes;
    expect(change?.details).toEqual({ condition: "resourceNotFound", from: -32002, to: -32602 });
    // The documented input: rule id, revisions and details as JSON with sorted keys.
    const canonical = `{
  "details": {
    "condition": "resourceNotFound",
    "from": -32002,
    "to": -32602
  },
  "revisions": [
    "2025-01-01",
    "2026-01-01"
  ],
  "ruleId": "code-renumbered"
}
`;
    expect(change?.fingerprint).toBe(createHash("sha256").update(canonical).digest("hex"));
  });
});

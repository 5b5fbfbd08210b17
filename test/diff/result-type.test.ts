/** The resultType comparison: one finding when results must carry another resultType, at the schema line. */
import { describe, expect, it } from "vitest";
import { diffRevisions } from "../../generator/diff/build-report.ts";
import { compareMessages } from "../../generator/diff/compare-policy.ts";
import { sideOf } from "../../generator/diff/report.ts";
import { formatLocation } from "../../generator/diff/report.ts";
import type { ResultTypeRule, RevisionModel } from "../../generator/model/merged-model.ts";
import { BASE_ID, fromSchema, HEAD_ID, makeModel, makeRevision } from "../fixtures/diff/build-model.ts";

/** A Result whose resultType member is at `line`, its doc comment naming `complete` the line above. */
function required(id: string, line: number, complete = "complete"): ResultTypeRule {
  return { required: true, complete, provenance: [fromSchema(id, line), fromSchema(id, line - 2)] };
}

const pair = () => ({ base: makeRevision(BASE_ID, 0), head: makeRevision(HEAD_ID, 500) });
const found = (base: RevisionModel, head: RevisionModel) =>
  compareMessages(sideOf(base), sideOf(head)).map((f) => [f.message, formatLocation(f.location), f.details]);

describe("resultType", () => {
  it("finds nothing when both sides ask the same of results, whatever their schema lines", () => {
    const { base, head } = pair();
    expect(found(base, head)).toEqual([]);
    base.resultType = required(BASE_ID, 30);
    head.resultType = required(HEAD_ID, 230);
    expect(found(base, head)).toEqual([]);
  });

  it("a resultType every result must now carry points at head's member", () => {
    const { base, head } = pair();
    head.resultType = required(HEAD_ID, 234);
    expect(found(base, head)).toEqual([
      [
        `in ${BASE_ID}, Result has no \`resultType\`; in ${HEAD_ID}, every result must carry \`resultType\` ` +
          '("complete" on a complete result; one without the field reads as "complete")',
        `schema/${HEAD_ID}/schema.ts:234`,
        {
          field: "resultType",
          from: { required: false, complete: null },
          to: { required: true, complete: "complete" },
        },
      ],
    ]);
  });

  it("a resultType head's Result no longer has points at base's member", () => {
    const { base, head } = pair();
    base.resultType = required(BASE_ID, 34);
    expect(found(base, head)).toEqual([
      [
        `in ${BASE_ID}, every result must carry \`resultType\` ` +
          `("complete" on a complete result; one without the field reads as "complete"); in ${HEAD_ID}, Result has no \`resultType\``,
        `schema/${BASE_ID}/schema.ts:34`,
        {
          field: "resultType",
          from: { required: true, complete: "complete" },
          to: { required: false, complete: null },
        },
      ],
    ]);
  });

  it("another complete value, or a member made optional, names both sides", () => {
    const { base, head } = pair();
    base.resultType = required(BASE_ID, 34);
    head.resultType = { ...required(HEAD_ID, 234, "done"), required: false };
    expect(found(base, head).map(([message, location]) => [message, location])).toEqual([
      [
        `in ${BASE_ID}, every result must carry \`resultType\` ("complete" on a complete result; one without the field reads as "complete"); ` +
          `in ${HEAD_ID}, a result may carry \`resultType\` ("done" on a complete result; one without the field reads as "done")`,
        `schema/${HEAD_ID}/schema.ts:234`,
      ],
    ]);
  });

  it("is one warning in a revision diff, and names the git ref and working tree in an --against diff", () => {
    const { base, head } = pair();
    head.resultType = required(HEAD_ID, 234);
    const report = diffRevisions(makeModel([base, head]), BASE_ID, HEAD_ID);
    expect(report.changes.map((c) => [c.ruleId, c.level, c.revisions])).toEqual([
      ["result-type-changed", "warning", [BASE_ID, HEAD_ID]],
    ]);
    expect(report.groups.map((g) => [g.subject, g.level])).toEqual([["result-type-changed", "warning"]]);

    const atRef = makeRevision(HEAD_ID, 500);
    const labelled = compareMessages(sideOf(atRef, "main"), sideOf(head, "the working tree"));
    expect(labelled.map((f) => f.message)).toEqual([
      "in main, Result has no `resultType`; in the working tree, every result must carry `resultType` " +
        '("complete" on a complete result; one without the field reads as "complete")',
    ]);
  });
});

/**
 * The `resultType` of every result, from each schema's `Result`: whether a result must carry it,
 * and the value a complete result carries (the one a result without the field stands for).
 */
import type { ResultTypeRule } from "../model/merged-model.ts";
import type { DetailValue, Finding } from "./change.ts";
import { pickLocation } from "./locations.ts";
import type { RevisionIndex } from "./revision-index.ts";

export function compareResultType(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const before = base.revision.resultType;
  const after = head.revision.resultType;
  if (before.required === after.required && before.complete === after.complete) return [];
  // The member's schema line: head's, or base's when head's Result has none (as a _meta key no
  // longer checked points at base's line). A side that declares it has that line.
  const source = declares(after) ? after : before;
  return [
    {
      ruleId: "result-type-changed",
      message: `in ${base.label}, ${describe(before)}; in ${head.label}, ${describe(after)}`,
      location: pickLocation(source.provenance, "schema"),
      details: { field: "resultType", from: value(before), to: value(after) },
    },
  ];
}

function declares(rule: ResultTypeRule): boolean {
  return rule.required || rule.complete !== null;
}

function describe(rule: ResultTypeRule): string {
  if (!declares(rule)) return "Result has no `resultType`";
  const which = `${rule.required ? "every result must" : "a result may"} carry \`resultType\``;
  if (rule.complete === null) return which;
  const complete = JSON.stringify(rule.complete);
  return `${which} (${complete} on a complete result; one without the field reads as ${complete})`;
}

function value(rule: ResultTypeRule): { [key: string]: DetailValue } {
  return { required: rule.required, complete: rule.complete };
}

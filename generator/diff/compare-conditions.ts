/**
 * Conditions: added or removed on a code that stays in use, how receivers tell them apart, their
 * schema interfaces, default messages and HTTP statuses. Conditions that bring or take a code with
 * them are reported by compare-codes.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import { locate } from "./locations.ts";
import type { Finding } from "./report.ts";
import { commonConditions, describeHttp, type Side } from "./comparison.ts";

export function compareConditions(base: Side, head: Side): Finding[] {
  return [
    ...addedOrRemoved(base, head, "added"),
    ...addedOrRemoved(head, base, "removed"),
    ...commonConditions(base, head).flatMap(([before, after]) => changed(base, head, before, after)),
  ];
}

/** Conditions of `side` that `other` lacks, on a code `other` still puts on the wire. */
function addedOrRemoved(other: Side, side: Side, kind: "added" | "removed"): Finding[] {
  return [...side.conditions.values()].flatMap((condition): Finding[] => {
    const sharing = other.wire.get(condition.code)?.conditions;
    if (other.conditions.has(condition.key) || !sharing) return [];
    const meaning = sharing.map((c) => c.key).join(", ");
    const what = `${condition.key} (${condition.code}, ${describeHttp(condition.httpStatus.status)})`;
    const message =
      kind === "added"
        ? `${what} is new in ${side.label}` + (meaning ? `; in ${other.label} the code means ${meaning}` : "")
        : `${what} is gone from ${other.label}` + (meaning ? `; there the code means ${meaning}` : "");
    return [
      {
        ruleId: kind === "added" ? "condition-added" : "condition-removed",
        message,
        location: locate(condition.provenance),
        details: { condition: condition.key, code: condition.code },
      },
    ];
  });
}

function changed(base: Side, head: Side, before: RevisionCondition, after: RevisionCondition): Finding[] {
  const condition = after.key;
  const findings: Finding[] = [];
  const recognisedBefore = describeRecognition(before);
  const recognisedAfter = describeRecognition(after);
  if (recognisedBefore !== recognisedAfter)
    findings.push({
      ruleId: "match-rule-changed",
      message: `${condition} (${after.code}): in ${base.label} receivers recognise it by ${recognisedBefore}; in ${head.label}, by ${recognisedAfter}`,
      location: locate(after.provenance),
      details: { condition, code: after.code, from: recognisedBefore, to: recognisedAfter },
    });
  const from = before.interface?.name;
  const to = after.interface?.name;
  if (from !== to)
    findings.push({
      ...(from === undefined
        ? { ruleId: "error-interface-added", message: `${condition}: the schema now types it as ${to}` }
        : to === undefined
          ? {
              ruleId: "error-interface-removed",
              message: `${condition}: the schema no longer has the interface ${from}`,
            }
          : { ruleId: "error-interface-renamed", message: `${condition}: error interface ${from} → ${to}` }),
      location: locate((to === undefined ? before : after).provenance, "schema"),
      details: { condition, from: from ?? null, to: to ?? null },
    });
  if (before.message !== after.message)
    findings.push({
      ruleId: "default-message-changed",
      message: `${condition}: default message "${before.message}" → "${after.message}"`,
      location: locate(after.provenance),
      details: { condition, from: before.message, to: after.message },
    });
  // null is "unspecified": two unspecified statuses never differ.
  const status = { from: before.httpStatus.status, to: after.httpStatus.status };
  if (status.from !== status.to)
    findings.push({
      ruleId:
        status.to === null
          ? "http-status-unspecified"
          : status.from === null
            ? "http-status-specified"
            : "http-status-changed",
      message: `${condition} (${after.code}): ${
        status.from !== null && status.to !== null
          ? `HTTP ${status.from} → ${status.to}`
          : `${describeHttp(status.from)} → ${describeHttp(status.to)}`
      }`,
      location: locate(after.provenance) ?? locate(before.provenance),
      details: { condition, code: after.code, ...status },
    });
  return findings;
}

/**
 * How a receiver reads the condition from its own code: "its code alone", or the code with the
 * evidence it needs. Further accepted codes, and a renumbering, are the code rules' business.
 */
function describeRecognition(condition: RevisionCondition): string {
  const parts = condition.recognition.codes.includes(condition.code) ? ["its code alone"] : [];
  for (const rule of condition.recognition.rules.filter((r) => r.code === condition.code)) {
    const unknown = rule.methodUnknown === "match" ? ", or any when the request is not known" : "";
    const evidence = [
      ...(rule.method !== undefined ? [`the request it answers (${rule.method}${unknown})`] : []),
      ...(rule.requiresData ? ["its error data"] : []),
      ...(rule.httpStatus !== undefined ? [`HTTP status ${rule.httpStatus}`] : []),
    ];
    parts.push(`its code and ${evidence.join(" and ")}`);
  }
  return parts.length > 0 ? parts.join("; ") : "nothing";
}

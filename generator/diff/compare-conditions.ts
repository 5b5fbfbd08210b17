/**
 * Conditions: added or removed on a code that stays in use, how receivers tell them apart, their
 * schema interfaces and default messages. Conditions that bring or take a code with them are
 * reported by compare-codes.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import type { Finding } from "./change.ts";
import { describeCondition, listKeys } from "./describe.ts";
import { pickLocation } from "./locations.ts";
import { commonConditions, type RevisionIndex } from "./revision-index.ts";

export function compareConditions(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  for (const after of head.sortedConditions) {
    const key = after.key;
    const sharing = base.wire.get(after.code)?.conditions;
    if (base.conditions.has(key) || !sharing) continue;
    findings.push({
      ruleId: "condition-added",
      message:
        `${describeCondition(after)} is new in ${head.label}` +
        (sharing.length > 0 ? `; in ${base.label} the code means ${listKeys(sharing)}` : ""),
      location: pickLocation(after.provenance, "register"),
      details: { condition: key, code: after.code },
    });
  }
  for (const before of base.sortedConditions) {
    const key = before.key;
    const sharing = head.wire.get(before.code)?.conditions;
    if (head.conditions.has(key) || !sharing) continue;
    findings.push({
      ruleId: "condition-removed",
      message:
        `${describeCondition(before)} is gone from ${head.label}` +
        (sharing.length > 0 ? `; there the code means ${listKeys(sharing)}` : ""),
      location: pickLocation(before.provenance, "register"),
      details: { condition: key, code: before.code },
    });
  }
  for (const [before, after] of commonConditions(base, head)) {
    const key = after.key;
    const recognitionBefore = describeRecognition(before);
    const recognitionAfter = describeRecognition(after);
    if (recognitionBefore !== recognitionAfter)
      findings.push({
        ruleId: "match-rule-changed",
        message: `${key} (${after.code}): receivers recognise it by ${recognitionBefore} → ${recognitionAfter}`,
        location: pickLocation(after.provenance, "register"),
        details: { condition: key, code: after.code, from: recognitionBefore, to: recognitionAfter },
      });
    const from = before.interface?.name;
    const to = after.interface?.name;
    if (from !== to) {
      const ruleId =
        from === undefined
          ? "error-interface-added"
          : to === undefined
            ? "error-interface-removed"
            : "error-interface-renamed";
      findings.push({
        ruleId,
        message:
          ruleId === "error-interface-added"
            ? `${key}: the schema now types it as ${to}`
            : ruleId === "error-interface-removed"
              ? `${key}: the schema no longer has the interface ${from}`
              : `${key}: error interface ${from} → ${to}`,
        location:
          ruleId === "error-interface-removed"
            ? pickLocation(before.provenance, "schema")
            : pickLocation(after.provenance, "schema"),
        details: { condition: key, from: from ?? null, to: to ?? null },
      });
    }
    if (before.message !== after.message)
      findings.push({
        ruleId: "default-message-changed",
        message: `${key}: default message "${before.message}" → "${after.message}"`,
        location: pickLocation(after.provenance, "register"),
        details: { condition: key, from: before.message, to: after.message },
      });
  }
  return findings;
}

/**
 * How a receiver reads the condition from its own code: "code -32602 alone", or the code with the
 * evidence it needs. Further accepted codes are the accepted-code rules' business.
 */
function describeRecognition(condition: RevisionCondition): string {
  // Its own code is named "its code": a renumbering is the code rules' business.
  const parts = condition.recognition.codes.includes(condition.code) ? ["its code alone"] : [];
  for (const rule of condition.recognition.rules.filter((r) => r.code === condition.code)) {
    const evidence = [
      ...(rule.method !== undefined
        ? [`method ${rule.method} (unknown method: ${rule.methodUnknown === "match" ? "match" : "no match"})`]
        : []),
      ...(rule.requiresData ? ["data"] : []),
      ...(rule.httpStatus !== undefined ? [`HTTP ${rule.httpStatus}`] : []),
    ];
    parts.push(`its code with ${evidence.join(" and ")}`);
  }
  return parts.length > 0 ? parts.join("; ") : "nothing";
}

/**
 * Conditions: added or removed on a code that stays in use, how receivers tell them apart, their
 * schema interfaces, default messages and HTTP statuses. Conditions that bring or take a code with
 * them are reported by compare-codes.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import { locate, type Finding } from "./report.ts";
import { commonConditions, compareKeyed, describeHttp, finding, type Side } from "./comparison.ts";
import type { RuleId } from "./rules.ts";

export function compareConditions(base: Side, head: Side): Finding[] {
  const describe = (c: RevisionCondition) => `${c.key} (${c.code}, ${describeHttp(c.httpStatus.status)})`;
  // Only a code that stays in use: what the other side means by it, undefined when it has no use.
  const meaning = (other: Side, c: RevisionCondition) => {
    const sharing = other.wire.get(c.code)?.conditions;
    return sharing?.map((s) => s.key).join(", ");
  };
  return [
    ...compareKeyed([...base.conditions.values()], [...head.conditions.values()], {
      key: (c) => c.key,
      subject: (condition, c) => ({ condition, code: c.code }),
      absent: undefined,
      ruleId: { added: "condition-added", removed: "condition-removed" },
      added: (c) => {
        const there = meaning(base, c);
        const also = there ? `; in ${base.label} the code means ${there}` : "";
        return there === undefined ? undefined : `${describe(c)} is new in ${head.label}${also}`;
      },
      removed: (c) => {
        const there = meaning(head, c);
        const also = there ? `; there the code means ${there}` : "";
        return there === undefined ? undefined : `${describe(c)} is gone from ${head.label}${also}`;
      },
    }),
    ...commonConditions(base, head).flatMap(([before, after]) => changed(base, head, before, after)),
  ];
}

function changed(base: Side, head: Side, before: RevisionCondition, after: RevisionCondition): Finding[] {
  const { key: condition, code } = after;
  const register = locate(after.provenance);
  const findings: Finding[] = [];
  const [was, is] = [describeRecognition(before), describeRecognition(after)];
  if (was !== is) {
    const message = `in ${base.label} receivers recognise it by ${was}; in ${head.label}, by ${is}`;
    const details = { condition, code, from: was, to: is };
    findings.push(finding("match-rule-changed", `${condition} (${code}): ${message}`, register, details));
  }
  const [from, to] = [before.interface?.name, after.interface?.name];
  if (from !== to) {
    const [ruleId, message]: [RuleId, string] =
      from === undefined
        ? ["error-interface-added", `the schema now types it as ${to}`]
        : to === undefined
          ? ["error-interface-removed", `the schema no longer has the interface ${from}`]
          : ["error-interface-renamed", `error interface ${from} → ${to}`];
    const location = locate((to === undefined ? before : after).provenance, "schema");
    const details = { condition, from: from ?? null, to: to ?? null };
    findings.push(finding(ruleId, `${condition}: ${message}`, location, details));
  }
  if (before.message !== after.message) {
    const message = `${condition}: default message "${before.message}" → "${after.message}"`;
    const details = { condition, from: before.message, to: after.message };
    findings.push(finding("default-message-changed", message, register, details));
  }
  // null is "unspecified": two unspecified statuses never differ.
  const [statusBefore, statusAfter] = [before.httpStatus.status, after.httpStatus.status];
  if (statusBefore !== statusAfter) {
    const ruleId =
      statusAfter === null
        ? "http-status-unspecified"
        : statusBefore === null
          ? "http-status-specified"
          : "http-status-changed";
    const message =
      statusBefore !== null && statusAfter !== null
        ? `HTTP ${statusBefore} → ${statusAfter}`
        : `${describeHttp(statusBefore)} → ${describeHttp(statusAfter)}`;
    const details = { condition, code, from: statusBefore, to: statusAfter };
    const location = register ?? locate(before.provenance);
    findings.push(finding(ruleId, `${condition} (${code}): ${message}`, location, details));
  }
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

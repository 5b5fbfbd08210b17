/**
 * Register checks that need a merged revision's data shapes and statuses: conditions sharing a code
 * can be told apart, no legacy JSON-RPC error travels with 404, and a check order's statuses hold.
 */
import type { RevisionCondition, RevisionModel } from "../model/merged-model.ts";
import { typeText } from "../model/type-text.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { Register } from "../register/register-types.ts";

export function checkSharedCodes(
  register: Register,
  revision: RevisionModel,
  problems: RegisterProblems,
): void {
  const pathOf = (c: RevisionCondition, field: string) => {
    const condition = register.conditions.find((r) => r.key === c.key);
    const entry = condition?.codes.find((e) => e.revisions.includes(revision.id));
    return [...(entry?.path ?? ["conditions", c.key]), field];
  };

  // A condition must be readable from its own code, alone or with evidence.
  for (const c of revision.conditions) {
    const reads = c.recognition.codes.includes(c.code) || c.recognition.rules.some((r) => r.code === c.code);
    if (!reads)
      problems.add(
        "register/shared-code-ambiguous",
        {
          revision: revision.id,
          code: c.code,
          conditions: revision.conditions.filter((o) => o.code === c.code).map((o) => o.key),
        },
        pathOf(c, "match"),
      );
  }

  for (const shared of revision.sharedCodes) {
    const { code } = shared;
    const byCode = revision.conditions.filter((c) => c.recognition.codes.includes(code));
    const group = revision.conditions.filter(
      (c) => byCode.includes(c) || c.recognition.rules.some((r) => r.code === code),
    );
    const params = { revision: revision.id, code, conditions: group.map((c) => c.key) };
    const ambiguous = (c: RevisionCondition) =>
      problems.add("register/shared-code-ambiguous", params, pathOf(c, "match"));
    for (const extra of byCode.slice(1)) ambiguous(extra);

    const shapes = new Set<string>();
    for (const c of group) {
      for (const rule of c.recognition.rules.filter((r) => r.code === code)) {
        // Data tells conditions apart only when the data is always there and no two shapes coincide.
        if (rule.requiresData && rule.method === undefined) {
          const key = c.data ? typeText(c.data.type) : "";
          if (!c.data || c.data.optional || shapes.has(key)) ambiguous(c);
          shapes.add(key);
        }
        // A status tells a condition apart only if no other condition of the code travels with it.
        if (
          rule.httpStatus !== undefined &&
          group.some((other) => other !== c && other.httpStatus.status === rule.httpStatus)
        )
          ambiguous(c);
      }
    }
  }

  if (revision.era === "legacy")
    for (const c of revision.conditions)
      if (c.httpStatus.status === 404)
        problems.invalid(
          ["conditions", c.key, "http"],
          `404 means "session expired" in ${revision.id}; no JSON-RPC error travels with it there`,
        );

  const rule = register.policy.checkOrder.find((r) => r.revisions.includes(revision.id));
  rule?.steps.forEach((step, i) => {
    const condition = revision.conditions.find((c) => c.key === step.condition);
    if (!condition || condition.httpStatus.status === step.http) return;
    problems.invalid(
      [...rule.path, "steps", i, "http"],
      `${step.condition} travels with ${condition.httpStatus.status ?? "no specified status"} in ${revision.id}, not ${step.http}`,
    );
  });
}

/**
 * Checks on one merged revision that need resolved data shapes and statuses: conditions sharing
 * a code say how a receiver tells them apart, their HTTP statuses agree unless the status is the
 * tell, and the documented check order uses each condition's own status.
 */
import type { Origin, RevisionCondition, RevisionModel } from "../model/merged-model.ts";
import type { ConditionSources } from "../model/build-revision.ts";
import { formatPath } from "../util/yaml-document.ts";
import type { RegisterProblems } from "./problems.ts";
import type { Register } from "./register-types.ts";
import { typeText } from "../model/type-text.ts";

const ORIGINS: Origin[] = ["transport", "handler"];

export function checkSharedCodes(
  register: Register,
  revision: RevisionModel,
  sources: ConditionSources,
  problems: RegisterProblems,
): void {
  const byCode = new Map<number, RevisionCondition[]>();
  for (const condition of revision.conditions)
    byCode.set(condition.code, [...(byCode.get(condition.code) ?? []), condition]);

  for (const [code, group] of byCode) {
    if (group.length < 2) continue;
    const keys = group.map((c) => c.key);
    const pathOf = (c: RevisionCondition) => [
      ...(sources.get(c.key)?.entry.path ?? ["conditions", c.key]),
      "match",
    ];
    const ambiguous = (c: RevisionCondition) =>
      problems.add(
        "register/shared-code-ambiguous",
        { revision: revision.id, code, conditions: keys },
        pathOf(c),
      );

    const fallbacks = group.filter((c) => c.match === "fallback");
    for (const extra of fallbacks.slice(1)) ambiguous(extra);
    for (const c of group.filter((c) => c.match === "unique")) ambiguous(c);

    // Data tells conditions apart only when the data is always there and no two shapes coincide.
    const byData = group.filter((c) => c.match === "data");
    const shapes = new Set<string>();
    for (const c of byData) {
      const key = c.data ? typeText(c.data.type) : "";
      if (!c.data || c.data.optional || shapes.has(key)) ambiguous(c);
      shapes.add(key);
    }

    // Statuses must agree, except for conditions that the status itself identifies.
    const others = group.filter((c) => c.match !== "status");
    const lastOther = others.at(-1);
    for (const origin of ORIGINS) {
      const statuses = new Set(others.map((c) => c.http[origin]));
      if (lastOther && statuses.size > 1)
        problems.add(
          "register/status-conflict",
          {
            revision: revision.id,
            code,
            origin,
            statuses: others.map((c) => `${c.key} ${c.http[origin]}`).join(", "),
          },
          pathOf(lastOther),
        );
    }
    for (const c of group.filter((c) => c.match === "status")) {
      const distinct = ORIGINS.some((origin) =>
        group.every((other) => other === c || other.http[origin] !== c.http[origin]),
      );
      if (!distinct) ambiguous(c);
    }
  }

  const rule = register.policy.checkOrder.find((r) => r.revisions.includes(revision.id));
  rule?.steps.forEach((step, i) => {
    const condition = revision.conditions.find((c) => c.key === step.condition);
    if (!condition || condition.http.transport === step.http) return;
    const path = [...rule.path, "steps", i, "http"];
    problems.add(
      "register/invalid-value",
      {
        path: formatPath(path),
        reason: `${step.condition} travels with ${condition.http.transport} before dispatch in ${revision.id}, not ${step.http}`,
      },
      path,
    );
  });
}

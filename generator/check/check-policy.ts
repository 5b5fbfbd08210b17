/**
 * Load-time consistency of the register's revision-wide rules: which rules every revision needs,
 * ranges that run forwards and never overlap, and conditions that exist where a rule names them.
 */
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import { checkRevisionList, presentRevisions } from "./check-conditions.ts";
import { checkRequestRules } from "./check-request-checks.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { PolicyRule, Register, RegisterPolicy } from "../register/register-types.ts";
import { mentionedRevisions } from "../register/walk-register.ts";

export function checkPolicy(register: Register, problems: RegisterProblems): void {
  const { policy } = register;
  for (const name of Object.keys(policy) as (keyof RegisterPolicy)[])
    for (const rule of policy[name] as PolicyRule[])
      checkRevisionList(register, problems, rule.revisions, [...rule.path, "revisions"]);

  coverage(register, problems, "counterOffer", { required: false });
  coverage(register, problems, "envelope", { required: true });
  coverage(register, problems, "toolInputError", { required: true });
  coverage(register, problems, "checkOrder", { required: false });
  coverage(register, problems, "requestMeta", { required: false });
  coverage(register, problems, "toolParamHeaders", { required: false });
  coverage(register, problems, "localErrors", { required: false });

  ranges(register, problems, "bands");
  ranges(register, problems, "translateUndefined");

  const conditions = new Map(register.conditions.map((c) => [c.key, c]));
  const mustExist = (key: string, path: YamlPath, revisions: readonly string[]) => {
    const condition = conditions.get(key);
    if (!condition)
      return problems.add("register/unknown-condition", { path: formatPath(path), condition: key }, path);
    const present = presentRevisions(condition);
    for (const revision of revisions)
      if (register.revisions.includes(revision) && !present.has(revision))
        problems.add(
          "register/invalid-value",
          { path: formatPath(path), reason: `"${key}" does not exist in ${revision}` },
          path,
        );
  };

  for (const band of policy.bands)
    band.interpretExceptions.forEach((code, i) => {
      const at = [...band.path, "interpretExceptions", i];
      if (code < band.from || code > band.to)
        problems.add(
          "register/invalid-value",
          { path: formatPath(at), reason: `${code} lies outside the band ${band.from}..${band.to}` },
          at,
        );
      if (band.interpret)
        problems.add(
          "register/invalid-value",
          { path: formatPath(at), reason: "exceptions only make sense in a band with `interpret: false`" },
          at,
        );
    });

  for (const rule of policy.reserved) {
    const at = [...rule.path, "formerCondition"];
    if (!conditions.has(rule.formerCondition))
      problems.add(
        "register/unknown-condition",
        { path: formatPath(at), condition: rule.formerCondition },
        at,
      );
  }

  for (const rule of policy.toolInputError) {
    if (rule.form === "protocol-error" && rule.code === undefined)
      problems.add("register/missing-key", { path: formatPath(rule.path), key: "code" }, rule.path);
    if (rule.form === "tool-result" && rule.code !== undefined)
      problems.add(
        "register/invalid-value",
        { path: formatPath([...rule.path, "code"]), reason: "a tool-result form carries no error code" },
        [...rule.path, "code"],
      );
  }

  for (const rule of policy.checkOrder)
    rule.steps.forEach((step, i) =>
      mustExist(step.condition, [...rule.path, "steps", i, "condition"], rule.revisions),
    );
  checkRequestRules(register, problems);

  // One key per revision; a named condition must exist where the failure does.
  const failureKeys = new Map<string, Set<string>>();
  for (const rule of policy.transportFailures) {
    for (const revision of rule.revisions) {
      const keys = failureKeys.get(revision) ?? new Set<string>();
      if (keys.has(rule.key))
        problems.add(
          "register/invalid-value",
          {
            path: formatPath([...rule.path, "key"]),
            reason: `"${rule.key}" is listed twice for ${revision}`,
          },
          [...rule.path, "key"],
        );
      keys.add(rule.key);
      failureKeys.set(revision, keys);
    }
    if (rule.condition !== undefined) mustExist(rule.condition, [...rule.path, "condition"], rule.revisions);
  }
  for (const condition of register.conditions)
    for (const rule of condition.whenAbsent) {
      const key = rule.untranslatable?.transportFailure;
      if (key === undefined) continue;
      const at = [...rule.path, "untranslatable", "transportFailure"];
      for (const revision of rule.to)
        if (register.revisions.includes(revision) && !failureKeys.get(revision)?.has(key))
          problems.add(
            "register/invalid-value",
            { path: formatPath(at), reason: `${revision} has no transport failure "${key}"` },
            at,
          );
    }

  for (const rule of policy.translateUndefined) {
    if (rule.rule === "untranslatable" && rule.fallback === undefined)
      problems.add("register/missing-key", { path: formatPath(rule.path), key: "fallback" }, rule.path);
    if (rule.rule === "passthrough" && rule.fallback !== undefined)
      problems.add(
        "register/invalid-value",
        { path: formatPath([...rule.path, "fallback"]), reason: "a passthrough rule has no fallback" },
        [...rule.path, "fallback"],
      );
    if (rule.fallback !== undefined) mustExist(rule.fallback, [...rule.path, "fallback"], rule.revisions);
  }
}

/** `required`: every covered revision has exactly one entry; otherwise at most one. */
function coverage(
  register: Register,
  problems: RegisterProblems,
  name:
    | "counterOffer"
    | "envelope"
    | "toolInputError"
    | "checkOrder"
    | "requestMeta"
    | "toolParamHeaders"
    | "localErrors",
  options: { required: boolean },
): void {
  const seen = new Set<string>();
  for (const rule of register.policy[name] as PolicyRule[])
    rule.revisions.forEach((revision, i) => {
      if (seen.has(revision))
        problems.add("register/policy-revision-twice", { rule: name, revision }, [
          ...rule.path,
          "revisions",
          i,
        ]);
      seen.add(revision);
    });
  if (options.required)
    for (const revision of mentionedRevisions(register))
      if (!seen.has(revision))
        problems.add("register/policy-revision-uncovered", { rule: name, revision }, ["policy", name], {
          key: true,
        });
}

/** Ranges run from the lower bound up, and two ranges of one revision never overlap. */
function ranges(register: Register, problems: RegisterProblems, name: "bands" | "translateUndefined"): void {
  const rules = register.policy[name];
  rules.forEach((rule, i) => {
    if (rule.from > rule.to)
      problems.add(
        "register/invalid-value",
        {
          path: formatPath([...rule.path, "from"]),
          reason: `from (${rule.from}) must not exceed to (${rule.to}); from is the more negative bound`,
        },
        [...rule.path, "from"],
      );
    for (const other of rules.slice(0, i)) {
      const shared = rule.revisions.filter((r) => other.revisions.includes(r));
      if (shared.length > 0 && rule.from <= other.to && other.from <= rule.to)
        problems.add(
          "register/invalid-value",
          {
            path: formatPath(rule.path),
            reason: `${rule.from}..${rule.to} overlaps ${formatPath(other.path)} (${other.from}..${other.to}) in ${shared.join(", ")}`,
          },
          rule.path,
        );
    }
  });
}

/**
 * The consistency of the register's revision-wide rules: which rules every revision needs, ranges
 * that run forwards and never overlap, and conditions that exist where a rule names them.
 */
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import { presentRevisions } from "./check-conditions.ts";
import { checkRequestRules } from "./check-request-checks.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { PolicyRule, Register } from "../register/register-types.ts";
import { mentionedRevisions } from "../register/walk-register.ts";

/** Rules a revision has at most one of; `true`: exactly one. */
const ONE_PER_REVISION = {
  counterOffer: false,
  envelope: true,
  toolInputError: true,
  checkOrder: false,
  requestMeta: false,
  toolParamHeaders: false,
  localErrors: false,
} as const;

export function checkPolicy(register: Register, problems: RegisterProblems): void {
  const { policy } = register;
  for (const [name, required] of Object.entries(ONE_PER_REVISION))
    onePerRevision(register, problems, name as keyof typeof ONE_PER_REVISION, required);
  ranges(register, problems, "bands");
  ranges(register, problems, "translateUndefined");

  const mustExist = (key: string, path: YamlPath, revisions: readonly string[]) => {
    const condition = register.conditions.find((c) => c.key === key);
    if (!condition)
      return problems.add("register/unknown-condition", { path: formatPath(path), condition: key }, path);
    const present = presentRevisions(condition);
    for (const revision of revisions)
      if (register.revisions.includes(revision) && !present.has(revision))
        problems.invalid(path, `"${key}" does not exist in ${revision}`);
  };

  for (const band of policy.bands)
    band.interpretExceptions.forEach((code, i) => {
      const at = [...band.path, "interpretExceptions", i];
      if (code < band.from || code > band.to)
        problems.invalid(at, `${code} lies outside the band ${band.from}..${band.to}`);
      if (band.interpret)
        problems.invalid(at, "exceptions only make sense in a band with `interpret: false`");
    });

  for (const rule of policy.reserved)
    if (!register.conditions.some((c) => c.key === rule.formerCondition)) {
      const at = [...rule.path, "formerCondition"];
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
      problems.invalid([...rule.path, "code"], "a tool-result form carries no error code");
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
        problems.invalid([...rule.path, "key"], `"${rule.key}" is listed twice for ${revision}`);
      failureKeys.set(revision, keys.add(rule.key));
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
          problems.invalid(at, `${revision} has no transport failure "${key}"`);
    }

  for (const rule of policy.translateUndefined) {
    if (rule.rule === "untranslatable" && rule.fallback === undefined)
      problems.add("register/missing-key", { path: formatPath(rule.path), key: "fallback" }, rule.path);
    if (rule.rule === "passthrough" && rule.fallback !== undefined)
      problems.invalid([...rule.path, "fallback"], "a passthrough rule has no fallback");
    if (rule.fallback !== undefined) mustExist(rule.fallback, [...rule.path, "fallback"], rule.revisions);
  }
}

/** At most one rule of `name` per revision; `required`: every covered revision has one. */
function onePerRevision(
  register: Register,
  problems: RegisterProblems,
  name: keyof typeof ONE_PER_REVISION,
  required: boolean,
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
  if (!required) return;
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
      problems.invalid(
        [...rule.path, "from"],
        `from (${rule.from}) must not exceed to (${rule.to}); from is the more negative bound`,
      );
    for (const other of rules.slice(0, i)) {
      const shared = rule.revisions.filter((r) => other.revisions.includes(r));
      if (shared.length > 0 && rule.from <= other.to && other.from <= rule.to)
        problems.invalid(
          rule.path,
          `${rule.from}..${rule.to} overlaps ${formatPath(other.path)} (${other.from}..${other.to}) in ${shared.join(", ")}`,
        );
    }
  });
}

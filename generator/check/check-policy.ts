/**
 * The register's revision-wide rules: which rules every revision needs, ranges that run forwards
 * and never overlap, conditions that exist where a rule names them, and the data checkRequest
 * needs where a revision has a check order.
 */
import type { RegisterProblems } from "../register/problems.ts";
import type { PolicyRule, Register } from "../register/register-types.ts";
import { mentionedRevisions } from "../register/walk-register.ts";
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import { mustExist as conditionExists } from "./check-conditions.ts";

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
  const covered = (revision: string) => register.revisions.includes(revision);
  const mustExist = (key: string, path: YamlPath, revisions: readonly string[]) =>
    conditionExists(register, problems, { key, path, revisions });

  for (const [name, required] of Object.entries(ONE_PER_REVISION)) {
    const rule = name as keyof typeof ONE_PER_REVISION;
    const seen = new Set<string>();
    for (const { path, revisions } of policy[rule] as PolicyRule[])
      revisions.forEach((revision, i) => {
        const at = [...path, "revisions", i];
        if (seen.has(revision)) problems.add("register/policy-revision-twice", { rule, revision }, at);
        seen.add(revision);
      });
    for (const revision of required ? mentionedRevisions(register) : [])
      if (!seen.has(revision))
        problems.add("register/policy-revision-uncovered", { rule, revision }, ["policy", rule], {
          key: true,
        });
  }

  // Ranges run from the lower bound up, and two ranges of one revision never overlap.
  for (const rules of [policy.bands, policy.translateUndefined])
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

  for (const band of policy.bands)
    band.interpretExceptions.forEach((code, i) => {
      const at = [...band.path, "interpretExceptions", i];
      if (code < band.from || code > band.to)
        problems.invalid(at, `${code} lies outside the band ${band.from}..${band.to}`);
      if (band.interpret)
        problems.invalid(at, "exceptions only make sense in a band with `interpret: false`");
    });

  for (const rule of policy.reserved) mustExist(rule.formerCondition, [...rule.path, "formerCondition"], []);

  for (const rule of policy.toolInputError) {
    if (rule.form === "protocol-error" && rule.code === undefined) problems.missing(rule.path, "code");
    if (rule.form === "tool-result" && rule.code !== undefined)
      problems.invalid([...rule.path, "code"], "a tool-result form carries no error code");
  }

  for (const rule of policy.checkOrder) {
    rule.steps.forEach((step, i) =>
      mustExist(step.condition, [...rule.path, "steps", i, "condition"], rule.revisions),
    );
    rule.revisions.forEach((revision, i) => {
      const at = [...rule.path, "revisions", i];
      for (const name of ["requestMeta", "requestHeaders"] as const)
        if (covered(revision) && !policy[name].some((r) => r.revisions.includes(revision)))
          problems.add(
            "register/request-checks-incomplete",
            { path: formatPath(at), revision, rule: name },
            at,
          );
    });
  }

  // The tool-argument headers are checked in the headerMismatch step, so they need a check order.
  for (const rule of policy.toolParamHeaders)
    rule.revisions.forEach((revision, i) => {
      if (!covered(revision) || policy.checkOrder.some((r) => r.revisions.includes(revision))) return;
      const at = [...rule.path, "revisions", i];
      problems.add("register/tool-param-headers-unchecked", { path: formatPath(at), revision }, at);
    });

  // Header names are case-insensitive (RFC 9110), so "Mcp-Name" and "MCP-Name" are one header.
  const headers = new Set<string>();
  for (const rule of policy.requestHeaders) {
    for (const revision of rule.revisions) {
      const id = `${revision} ${rule.header.toLowerCase()}`;
      if (headers.has(id))
        problems.invalid(
          [...rule.path, "header"],
          `"${rule.header}" is listed twice for ${revision} (header names are case-insensitive)`,
        );
      headers.add(id);
    }
    rule.bodyField.forEach((field, i) => {
      if (rule.bodyField.findIndex((f) => f.method === field.method) < i)
        problems.invalid([...rule.path, "bodyField", i, "method"], `"${field.method}" is listed twice`);
    });
  }

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
  for (const rule of register.conditions.flatMap((c) => c.whenAbsent)) {
    const key = rule.untranslatable?.transportFailure;
    if (key === undefined) continue;
    const at = [...rule.path, "untranslatable", "transportFailure"];
    for (const revision of rule.to)
      if (covered(revision) && !failureKeys.get(revision)?.has(key))
        problems.invalid(at, `${revision} has no transport failure "${key}"`);
  }

  for (const rule of policy.translateUndefined) {
    if (rule.rule === "untranslatable" && rule.fallback === undefined)
      problems.missing(rule.path, "fallback");
    if (rule.rule === "passthrough" && rule.fallback !== undefined)
      problems.invalid([...rule.path, "fallback"], "a passthrough rule has no fallback");
    if (rule.fallback !== undefined) mustExist(rule.fallback, [...rule.path, "fallback"], rule.revisions);
  }
}

/**
 * The register's conditions, without any schema: every covered revision is accounted for exactly
 * once, rules speak only of revisions where they can apply, and every condition named exists.
 */
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { Register, RegisterCondition } from "../register/register-types.ts";
import { allFacts, mentionedRevisions } from "../register/walk-register.ts";

const presentRevisions = (condition: RegisterCondition) =>
  new Set(condition.codes.flatMap((c) => c.revisions));

/** The condition `key`, named at `path`, must exist in each of `revisions` (`why` says what for). */
export function mustExist(
  register: Register,
  problems: RegisterProblems,
  at: { key: string; path: YamlPath; revisions: readonly string[]; why?: string },
): void {
  const condition = register.conditions.find((c) => c.key === at.key);
  if (!condition) {
    problems.add("register/unknown-condition", { path: formatPath(at.path), condition: at.key }, at.path);
    return;
  }
  const present = presentRevisions(condition);
  for (const revision of at.revisions)
    if (register.revisions.includes(revision) && !present.has(revision))
      problems.invalid(at.path, `"${at.key}" does not exist in ${revision}${at.why ?? ""}`);
}

/** Each revision of `list` (at `path`) must be one of `known`, and listed once. */
export function checkRevisionList(
  problems: RegisterProblems,
  list: readonly string[],
  path: YamlPath,
  known: readonly string[],
): void {
  list.forEach((revision, i) => {
    const at = [...path, i];
    if (!known.includes(revision))
      problems.add("register/unknown-revision", { path: formatPath(at), revision, known: [...known] }, at);
    else if (list.indexOf(revision) < i) problems.invalid(at, `${revision} is listed twice`);
  });
}

type Listing = { path: YamlPath; revisions?: string[]; to?: unknown };

/** Every revision list of every entry names revisions of the register's own list, each once. */
export function checkRevisionLists(register: Register, problems: RegisterProblems): void {
  // Bands and translateUndefined rules have a `to` too: a code, not a list.
  const check = (list: unknown, path: YamlPath) => {
    if (Array.isArray(list)) checkRevisionList(problems, list as string[], path, register.revisions);
  };
  for (const fact of allFacts(register) as Listing[]) {
    check(fact.revisions, [...fact.path, "revisions"]);
    check(fact.to, [...fact.path, "to"]);
  }
  for (const { absent, path } of register.conditions) check(absent, [...path, "absent"]);
}

/** No revision in the `field` lists of two of `rules` (the rules of one kind). */
function onceEach(problems: RegisterProblems, rules: Listing[], field: "revisions" | "to", what: string) {
  const seen = new Set<string>();
  for (const rule of rules)
    ((rule[field] ?? []) as string[]).forEach((revision, i) => {
      if (seen.has(revision))
        problems.invalid([...rule.path, field, i], `${revision} is listed in more than one ${what} rule`);
      seen.add(revision);
    });
}

export function checkConditions(register: Register, problems: RegisterProblems): void {
  const registerIds = new Map<string, string>();
  for (const condition of register.conditions) {
    const { key, registerId } = condition;
    const other = registerId === undefined ? undefined : registerIds.get(registerId);
    if (other !== undefined)
      problems.invalid(
        [...condition.path, "registerId"],
        `${registerId} is already the registerId of "${other}"; list it under \`registers\` instead`,
      );
    else if (registerId !== undefined) registerIds.set(registerId, key);
    checkCoverage(register, problems, condition);
    checkRules(register, problems, condition);
    checkWhenAbsent(register, problems, condition);
  }
}

/** Every covered revision is in exactly one of codes[].revisions or absent; aliases name codes. */
function checkCoverage(register: Register, problems: RegisterProblems, condition: RegisterCondition): void {
  const seen = new Set<string>();
  const visit = (list: readonly string[], path: YamlPath) =>
    list.forEach((revision, i) => {
      if (seen.has(revision))
        problems.add("register/revision-twice", { condition: condition.key, revision }, [...path, i]);
      seen.add(revision);
    });
  for (const code of condition.codes) visit(code.revisions, [...code.path, "revisions"]);
  visit(condition.absent, [...condition.path, "absent"]);
  for (const revision of mentionedRevisions(register))
    if (!seen.has(revision)) {
      const params = { condition: condition.key, revision };
      problems.add("register/revision-uncovered", params, condition.path, { key: true });
    }

  const codes = new Set(condition.codes.map((c) => c.code));
  for (const entry of condition.codes) {
    const alias = [...entry.path, "draftAliasOf"];
    if (entry.draftAliasOf !== undefined && !codes.has(entry.draftAliasOf))
      problems.invalid(
        alias,
        `${entry.draftAliasOf} is not a code of "${condition.key}"; an alias names the code the draft number became`,
      );
    if (entry.draftAliasOf === entry.code) problems.invalid(alias, "a code cannot alias itself");
    if ((entry.match === "method") !== (entry.method !== undefined))
      problems.invalid([...entry.path, "method"], "`method` goes with `match: method`, and only there");
    if (entry.requiresData === true && entry.match !== "method")
      problems.invalid(
        [...entry.path, "requiresData"],
        "`requiresData` goes with `match: method`, and only there (`match: data` implies it)",
      );
  }
}

/** HTTP and receive rules speak only of revisions where the condition has a code, each once. */
function checkRules(register: Register, problems: RegisterProblems, condition: RegisterCondition): void {
  const { key } = condition;
  const present = presentRevisions(condition);
  const onlyPresent = (rule: { revisions: string[]; path: YamlPath }, what: string) =>
    rule.revisions.forEach((revision, i) => {
      if (register.revisions.includes(revision) && !present.has(revision))
        problems.invalid(
          [...rule.path, "revisions", i],
          `"${key}" has no code in ${revision}, so it has no ${what} there`,
        );
    });
  for (const rule of condition.http) onlyPresent(rule, "HTTP status");
  onceEach(problems, condition.http, "revisions", "http");

  for (const rule of condition.accepts) {
    onlyPresent(rule, "receive rule");
    // A rule with evidence (method or data) may name the condition's own shared code.
    if (rule.method !== undefined || rule.requiresData === true) continue;
    for (const revision of rule.revisions) {
      const own = condition.codes.find((c) => c.revisions.includes(revision))?.code;
      rule.codes.forEach((code, i) => {
        if (code === own)
          problems.invalid(
            [...rule.path, "codes", i],
            `${code} is already the code of "${key}" in ${revision}; accepts lists further codes`,
          );
      });
    }
  }
  onceEach(problems, condition.accepts, "revisions", "accepts");
}

/** Each revision the condition is absent from has one rule that says how to send it there. */
function checkWhenAbsent(register: Register, problems: RegisterProblems, condition: RegisterCondition): void {
  const { key } = condition;
  const covered = (revision: string) => register.revisions.includes(revision);
  for (const rule of condition.whenAbsent) {
    rule.to.forEach((revision, i) => {
      if (covered(revision) && !condition.absent.includes(revision))
        problems.invalid(
          [...rule.path, "to", i],
          `"${key}" is not absent from ${revision}; list it under \`absent\` first`,
        );
    });
    if ((rule.mapTo === undefined) === (rule.untranslatable === undefined))
      problems.invalid(rule.path, "give exactly one of `mapTo` and `untranslatable`");
    const target = rule.mapTo ?? rule.untranslatable?.fallback;
    if (target === undefined) continue;
    const at =
      rule.mapTo !== undefined ? [...rule.path, "mapTo"] : [...rule.path, "untranslatable", "fallback"];
    // A condition cannot stand in for itself.
    if (target === key)
      problems.add("register/unknown-condition", { path: formatPath(at), condition: key }, at);
    else
      mustExist(register, problems, {
        key: target,
        path: at,
        revisions: rule.to,
        why: " either, so it cannot stand in there",
      });
  }
  onceEach(problems, condition.whenAbsent, "to", "whenAbsent");
  const translated = new Set(condition.whenAbsent.flatMap((r) => r.to));
  condition.absent.forEach((revision, i) => {
    const at = [...condition.path, "absent", i];
    if (covered(revision) && !translated.has(revision))
      problems.add("register/translation-missing", { condition: key, revision }, at);
  });
}

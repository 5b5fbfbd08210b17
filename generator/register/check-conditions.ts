/**
 * Load-time consistency of the register's conditions, without any schema: every covered revision
 * is accounted for exactly once, rules only speak of revisions where they can apply, and every
 * condition named by another entry exists.
 */
import { formatPath, type YamlPath } from "../util/yaml-document.ts";
import type { RegisterProblems } from "./problems.ts";
import type { Register, RegisterCondition } from "./register-types.ts";
import { mentionedRevisions } from "./walk-register.ts";

/** Revisions where the condition has a code. */
export function presentRevisions(condition: RegisterCondition): Set<string> {
  return new Set(condition.codes.flatMap((c) => c.revisions));
}

/** Checks a list of revision ids: each must be one the register covers, and listed once. */
export function checkRevisionList(
  register: Register,
  problems: RegisterProblems,
  list: readonly string[],
  path: YamlPath,
): void {
  const seen = new Set<string>();
  list.forEach((revision, i) => {
    const at = [...path, i];
    if (!register.revisions.includes(revision))
      problems.add(
        "register/unknown-revision",
        { path: formatPath(at), revision, known: register.revisions },
        at,
      );
    else if (seen.has(revision))
      problems.add(
        "register/invalid-value",
        { path: formatPath(at), reason: `${revision} is listed twice` },
        at,
      );
    seen.add(revision);
  });
}

export function checkConditions(register: Register, problems: RegisterProblems): void {
  const byKey = new Map(register.conditions.map((c) => [c.key, c]));
  const registerIds = new Map<string, string>();
  for (const condition of register.conditions) {
    if (condition.registerId) {
      const other = registerIds.get(condition.registerId);
      if (other)
        problems.add(
          "register/invalid-value",
          {
            path: formatPath([...condition.path, "registerId"]),
            reason: `${condition.registerId} is already the registerId of "${other}"; list it under \`registers\` instead`,
          },
          [...condition.path, "registerId"],
        );
      else registerIds.set(condition.registerId, condition.key);
    }
    checkCoverage(register, problems, condition);
    checkCodes(problems, condition);
    checkRules(register, problems, condition, byKey);
  }
}

/** Every covered revision is in exactly one of codes[].revisions or absent. */
function checkCoverage(register: Register, problems: RegisterProblems, condition: RegisterCondition): void {
  const seen = new Set<string>();
  const visit = (list: readonly string[], path: YamlPath) => {
    checkRevisionList(register, problems, list, path);
    list.forEach((revision, i) => {
      if (seen.has(revision))
        problems.add("register/revision-twice", { condition: condition.key, revision }, [...path, i]);
      seen.add(revision);
    });
  };
  condition.codes.forEach((code) => visit(code.revisions, [...code.path, "revisions"]));
  visit(condition.absent, [...condition.path, "absent"]);
  for (const revision of mentionedRevisions(register))
    if (!seen.has(revision))
      problems.add("register/revision-uncovered", { condition: condition.key, revision }, condition.path, {
        key: true,
      });
}

function checkCodes(problems: RegisterProblems, condition: RegisterCondition): void {
  const codes = new Set(condition.codes.map((c) => c.code));
  for (const entry of condition.codes) {
    if (entry.draftAliasOf !== undefined && !codes.has(entry.draftAliasOf)) {
      const at = [...entry.path, "draftAliasOf"];
      problems.add(
        "register/invalid-value",
        {
          path: formatPath(at),
          reason: `${entry.draftAliasOf} is not a code of "${condition.key}"; an alias names the code the draft number became`,
        },
        at,
      );
    }
    if (entry.draftAliasOf === entry.code) {
      const at = [...entry.path, "draftAliasOf"];
      problems.add(
        "register/invalid-value",
        { path: formatPath(at), reason: "a code cannot alias itself" },
        at,
      );
    }
  }
}

function checkRules(
  register: Register,
  problems: RegisterProblems,
  condition: RegisterCondition,
  byKey: Map<string, RegisterCondition>,
): void {
  const present = presentRevisions(condition);
  const absent = new Set(condition.absent);
  const onlyPresent = (list: readonly string[], path: YamlPath, what: string) =>
    list.forEach((revision, i) => {
      if (register.revisions.includes(revision) && !present.has(revision))
        problems.add(
          "register/invalid-value",
          {
            path: formatPath([...path, i]),
            reason: `"${condition.key}" has no code in ${revision}, so it has no ${what} there`,
          },
          [...path, i],
        );
    });
  const once = (lists: { revisions: readonly string[]; path: YamlPath }[], what: string) => {
    const seen = new Set<string>();
    for (const { revisions, path } of lists)
      revisions.forEach((revision, i) => {
        if (seen.has(revision))
          problems.add(
            "register/invalid-value",
            { path: formatPath([...path, i]), reason: `${revision} is listed in more than one ${what} rule` },
            [...path, i],
          );
        seen.add(revision);
      });
  };

  for (const rule of condition.http) {
    checkRevisionList(register, problems, rule.revisions, [...rule.path, "revisions"]);
    onlyPresent(rule.revisions, [...rule.path, "revisions"], "HTTP status");
  }
  once(
    condition.http.map((r) => ({ revisions: r.revisions, path: [...r.path, "revisions"] })),
    "http",
  );

  for (const rule of condition.accepts) {
    checkRevisionList(register, problems, rule.revisions, [...rule.path, "revisions"]);
    onlyPresent(rule.revisions, [...rule.path, "revisions"], "receive rule");
    for (const revision of rule.revisions) {
      const own = condition.codes.find((c) => c.revisions.includes(revision))?.code;
      rule.codes.forEach((code, i) => {
        // A rule with evidence (method or data) may name the condition's own shared code.
        if (code === own && rule.method === undefined && rule.requiresData !== true)
          problems.add(
            "register/invalid-value",
            {
              path: formatPath([...rule.path, "codes", i]),
              reason: `${code} is already the code of "${condition.key}" in ${revision}; accepts lists further codes`,
            },
            [...rule.path, "codes", i],
          );
      });
    }
  }
  for (const code of condition.codes) {
    if ((code.match === "method") !== (code.method !== undefined))
      problems.add(
        "register/invalid-value",
        {
          path: formatPath([...code.path, "method"]),
          reason: "`method` goes with `match: method`, and only there",
        },
        [...code.path, "method"],
      );
    if (code.requiresData === true && code.match !== "method")
      problems.add(
        "register/invalid-value",
        {
          path: formatPath([...code.path, "requiresData"]),
          reason: "`requiresData` goes with `match: method`, and only there (`match: data` implies it)",
        },
        [...code.path, "requiresData"],
      );
  }
  once(
    condition.accepts.map((r) => ({ revisions: r.revisions, path: [...r.path, "revisions"] })),
    "accepts",
  );

  for (const rule of condition.notes)
    if (rule.revisions) checkRevisionList(register, problems, rule.revisions, [...rule.path, "revisions"]);

  const translated = new Set<string>();
  for (const rule of condition.whenAbsent) {
    const toPath = [...rule.path, "to"];
    checkRevisionList(register, problems, rule.to, toPath);
    rule.to.forEach((revision, i) => {
      if (register.revisions.includes(revision) && !absent.has(revision))
        problems.add(
          "register/invalid-value",
          {
            path: formatPath([...toPath, i]),
            reason: `"${condition.key}" is not absent from ${revision}; list it under \`absent\` first`,
          },
          [...toPath, i],
        );
      if (translated.has(revision))
        problems.add(
          "register/invalid-value",
          {
            path: formatPath([...toPath, i]),
            reason: `${revision} is listed in more than one whenAbsent rule`,
          },
          [...toPath, i],
        );
      translated.add(revision);
    });
    if ((rule.mapTo === undefined) === (rule.untranslatable === undefined))
      problems.add(
        "register/invalid-value",
        { path: formatPath(rule.path), reason: "give exactly one of `mapTo` and `untranslatable`" },
        rule.path,
      );
    const target = rule.mapTo ?? rule.untranslatable?.fallback;
    const targetPath =
      rule.mapTo !== undefined ? [...rule.path, "mapTo"] : [...rule.path, "untranslatable", "fallback"];
    if (target !== undefined) {
      const other = byKey.get(target);
      if (!other || target === condition.key)
        problems.add(
          "register/unknown-condition",
          { path: formatPath(targetPath), condition: target },
          targetPath,
        );
      else {
        const otherPresent = presentRevisions(other);
        for (const revision of rule.to)
          if (register.revisions.includes(revision) && !otherPresent.has(revision))
            problems.add(
              "register/invalid-value",
              {
                path: formatPath(targetPath),
                reason: `"${target}" does not exist in ${revision} either, so it cannot stand in there`,
              },
              targetPath,
            );
      }
    }
  }
  for (const revision of condition.absent)
    if (register.revisions.includes(revision) && !translated.has(revision))
      problems.add("register/translation-missing", { condition: condition.key, revision }, [
        ...condition.path,
        "absent",
        condition.absent.indexOf(revision),
      ]);
}

/**
 * Condition keys become the package's names (constructor, error type, guard): a key that is a
 * reserved word, a magic property (`then`), a name the package has, or whose names another
 * condition takes (`parse` beside `parseError`) is refused at the key, before anything is emitted.
 */
import { conditionExports, conditionKeyClash } from "../model/names.ts";
import { formatPath } from "../util/yaml-document.ts";
import type { RegisterProblems } from "../register/problems.ts";
import type { Register } from "../register/register-types.ts";

export function checkConditionNames(register: Register, problems: RegisterProblems): void {
  const owner = new Map<string, string>();
  for (const condition of register.conditions) {
    const { key, path } = condition;
    const at = { path: formatPath(path), name: key };
    const clash = conditionKeyClash(key);
    if (clash) {
      problems.add("register/reserved-name", { ...at, clash }, path, { key: true });
      continue;
    }
    const interfaces = condition.codes.flatMap((c) => (c.interface ? [c.interface] : []));
    const names = conditionExports(key, interfaces);
    const other = names.map((name) => owner.get(name)).find((o) => o !== undefined);
    if (other !== undefined) {
      const shared = names.filter((name) => owner.get(name) === other).join(" and ");
      const clash = `condition "${other}": both would be exported as ${shared}`;
      problems.add("register/reserved-name", { ...at, clash }, path, { key: true });
      continue;
    }
    for (const name of names) owner.set(name, key);
  }
}

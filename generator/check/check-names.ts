/**
 * Condition keys become names in the emitted package: a constructor (`key`), a guard
 * (`isKeyError`) and a type (`KeyError`, unless the schema names one). A key that is a reserved
 * word, a property with a meaning of its own (`then`), a binding the package already has, or that
 * derives the same names as another key is refused here, at the key's position, before anything is
 * emitted.
 */
import {
  conditionKeyClash,
  CONDITION_KEY,
  derivedTypeName,
  MAX_CONDITION_KEY_LENGTH,
} from "../model/names.ts";
import { formatPath } from "../util/yaml-document.ts";
import type { RegisterProblems } from "../register/problems.ts";

export function checkConditionNames(keys: readonly string[], problems: RegisterProblems): void {
  const derived = new Map<string, string>();
  for (const key of keys) {
    const path = ["conditions", key];
    const shown = formatPath(["conditions"]);
    if (key.length > MAX_CONDITION_KEY_LENGTH || !CONDITION_KEY.test(key)) {
      problems.add(
        "register/invalid-value",
        {
          path: `${shown}.${key.slice(0, 80)}`,
          reason: `a condition key is a camelCase identifier of at most ${MAX_CONDITION_KEY_LENGTH} characters`,
        },
        path,
        { key: true },
      );
      continue;
    }
    const clash = conditionKeyClash(key);
    if (clash) {
      problems.add("register/reserved-name", { path: `${shown}.${key}`, name: key, clash }, path, {
        key: true,
      });
      continue;
    }
    const type = derivedTypeName(key);
    const other = derived.get(type);
    if (other !== undefined)
      problems.add(
        "register/reserved-name",
        {
          path: `${shown}.${key}`,
          name: key,
          clash: `condition "${other}": both would be exported as ${type} and is${type}`,
        },
        path,
        { key: true },
      );
    else derived.set(type, key);
  }
}

/**
 * `gen` refuses while spec/errors.yaml holds a stub left by `--add-revision … --like`: any entry
 * with a `todo:` key. Run before the register's shape is checked, so the message says what the
 * stub needs rather than that `todo` is not a register field.
 */
import { isMap, isPair, isScalar, visit } from "yaml";
import { GenError, diagnostic, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { LocatedYaml } from "../util/yaml-document.ts";

export function checkOnboardingStubs(yaml: LocatedYaml): void {
  const file = yaml.file;
  const problems: Diagnostic[] = [];
  visit(yaml.doc, {
    Map(_, map) {
      if (!isMap(map)) return;
      const todo = map.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === "todo");
      if (!todo || !isScalar(todo.key)) return;
      const { line, col } = yaml.lineCounter.linePos(todo.key.range?.[0] ?? 0);
      const what = String(isScalar(todo.value) ? todo.value.value : todo.value);
      problems.push(diagnostic("register/onboarding-stub", { what }, { file, line, column: col }));
    },
  });
  if (problems.length > 0) throw new GenError(problems);
}

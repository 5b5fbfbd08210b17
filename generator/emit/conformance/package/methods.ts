/**
 * The package's method checks (isMethod, isRemovedMethod), per revision from its method table:
 * every method it has, with and without its sender and kind; the methods other revisions have and
 * it lacks; the removed ones; and strings that are no method (a case or a space off, prototype
 * names).
 */
import { removedMethods } from "../../../export/export-model.ts";
import type { RevisionModel } from "../../../model/merged-model.ts";
import { compareText } from "../../../model/type-text.ts";
import { corpusCase, type CorpusCase } from "../corpus-case.ts";
import type { ModelView } from "../model-view.ts";

const NOT_METHODS = ["", "Tools/List", "tools/list ", "__proto__", "constructor", "toString"];

/** Each method of the revision, once, with every sender and the kind its table gives. */
function methodsOf(r: RevisionModel): Map<string, { from: Set<string>; kind: string }> {
  const out = new Map<string, { from: Set<string>; kind: string }>();
  for (const m of r.methods) {
    const entry = out.get(m.method) ?? { from: new Set<string>(), kind: m.kind };
    entry.from.add(m.from);
    out.set(m.method, entry);
  }
  return out;
}

export function methodCases(view: ModelView): CorpusCase[] {
  const everyMethod = [...new Set(view.revisions.flatMap((r) => r.methods.map((m) => m.method)))].sort(
    compareText,
  );
  const cases: CorpusCase[] = [];
  for (const r of view.revisions) {
    const own = methodsOf(r);
    for (const [method, { from, kind }] of [...own].sort(([a], [b]) => compareText(a, b))) {
      const other = kind === "request" ? "notification" : "request";
      cases.push(
        corpusCase(
          "isMethod",
          r.id,
          `${method}`,
          { revision: r.id, method },
          { is: true },
          `${r.id} has ${method}`,
        ),
        corpusCase(
          "isMethod",
          r.id,
          `${method}/kind=${other}`,
          { revision: r.id, method, kind: other },
          { is: false },
          `${method} is a ${kind} in ${r.id}, not a ${other}`,
        ),
        ...["client", "server"].map((sender) =>
          corpusCase(
            "isMethod",
            r.id,
            `${method}/from=${sender}`,
            { revision: r.id, method, from: sender },
            { is: from.has(sender) },
            `${method} is sent by the ${[...from].sort().join(" and ")} in ${r.id}`,
          ),
        ),
      );
    }
    for (const method of everyMethod.filter((m) => !own.has(m)))
      cases.push(
        corpusCase(
          "isMethod",
          r.id,
          `${method}/not-here`,
          { revision: r.id, method },
          { is: false },
          `another revision has ${method}; ${r.id} does not`,
        ),
      );
    for (const method of NOT_METHODS)
      cases.push(
        corpusCase(
          "isMethod",
          r.id,
          `not-a-method=${JSON.stringify(method)}`,
          { revision: r.id, method },
          { is: false },
          "no schema names it: the check is exact, and a prototype's name is no method",
        ),
      );
    const removed = new Set(removedMethods(view.model, r));
    for (const method of [...removed].sort(compareText))
      cases.push(
        corpusCase(
          "isRemovedMethod",
          r.id,
          method,
          { revision: r.id, method },
          { removed: true },
          `an earlier final revision has ${method} and ${r.id} does not`,
        ),
      );
    for (const method of [...own.keys(), ...NOT_METHODS].filter((m) => !removed.has(m)).sort(compareText))
      cases.push(
        corpusCase(
          "isRemovedMethod",
          r.id,
          `kept=${JSON.stringify(method)}`,
          { revision: r.id, method },
          { removed: false },
          own.has(method) ? `${r.id} has ${method}` : "no revision has it, so none removed it",
        ),
      );
  }
  cases.push(
    corpusCase(
      "isMethod",
      "any",
      "unknown-revision",
      { revision: "1999-01-01", method: "tools/list" },
      { refused: true },
      "an unknown revision is refused",
    ),
    corpusCase(
      "isRemovedMethod",
      "any",
      "unknown-revision",
      { revision: "1999-01-01", method: "ping" },
      { refused: true },
      "an unknown revision is refused",
    ),
  );
  return cases;
}

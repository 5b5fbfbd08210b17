/**
 * Package cases that read one table each: which revision ids the package knows, the code constants
 * it declares, each condition's status, and each revision's transport failures.
 */
import type { RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase } from "../corpus-case.ts";
import type { ModelView } from "../model-view.ts";

/** Ids that are no revision, prototype names among them. */
const NOT_REVISIONS = ["1999-01-01", "__proto__", "constructor", "toString", "", "DRAFT"];

export function revisionCases(view: ModelView): CorpusCase[] {
  return [
    ...view.revisions.map((r) =>
      corpusCase(
        "revision",
        r.id,
        "known",
        { id: r.id },
        { known: true, era: r.era },
        `${r.id} is a ${r.status} revision of the ${r.era} era`,
      ),
    ),
    ...[...NOT_REVISIONS, `${view.revisions[0]?.id ?? ""} `].map((id) =>
      corpusCase(
        "revision",
        "any",
        `unknown=${JSON.stringify(id)}`,
        { id },
        { known: false, era: null },
        "no revision has this id: ids compare exactly, and a name on Object.prototype is no id",
      ),
    ),
  ];
}

export function constantsCases(view: ModelView): CorpusCase[] {
  return view.revisions.map((r) =>
    corpusCase(
      "constants",
      r.id,
      "all",
      { revision: r.id, names: r.constants.map((c) => c.name) },
      { constants: Object.fromEntries(r.constants.map((c) => [c.name, c.value])) },
      "every code constant the revision declares, with its value from the schema or the register",
    ),
  );
}

function unknownConditions(r: RevisionModel): string[] {
  return ["noSuchCondition", "__proto__", "toString", "constructor", ...r.absentConditions.slice(0, 1)];
}

export function statusCases(view: ModelView): CorpusCase[] {
  return [
    ...view.revisions.flatMap((r) => [
      ...r.conditions.map((c) =>
        corpusCase(
          "status",
          r.id,
          c.key,
          { revision: r.id, condition: c.key },
          { status: c.httpStatus.status },
          c.httpStatus.status === null
            ? "no cited text gives it a status: unspecified"
            : `the status the register cites for ${c.key} in ${r.id}`,
        ),
      ),
      ...unknownConditions(r).map((key) =>
        corpusCase(
          "status",
          r.id,
          `unknown=${key}`,
          { revision: r.id, condition: key },
          { refused: true },
          "a name that is no condition of the revision is refused, not answered with null",
        ),
      ),
    ]),
    ...["1999-01-01", "__proto__"].map((revision) =>
      corpusCase(
        "status",
        "any",
        `unknown-revision=${revision}`,
        { revision, condition: "internalError" },
        { refused: true },
        "an unknown revision is refused",
      ),
    ),
  ];
}

export function transportFailuresCases(view: ModelView): CorpusCase[] {
  return [
    ...view.revisions.map((r) =>
      corpusCase(
        "transportFailures",
        r.id,
        "all",
        { revision: r.id },
        {
          failures: Object.fromEntries(
            [...r.transportFailures]
              .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
              .map((f) => [
                f.key,
                {
                  status: f.status,
                  condition: f.condition,
                  summary: f.summary,
                  clientAction: f.clientAction ?? null,
                },
              ]),
          ),
        },
        "the failures the revision's HTTP transport answers before dispatch, as the register gives them",
      ),
    ),
    corpusCase(
      "transportFailures",
      "any",
      "unknown-revision",
      { revision: "1999-01-01" },
      { refused: true },
      "an unknown revision is refused",
    ),
  ];
}

/**
 * Package cases that read one table each: which revision ids the package knows, the code constants
 * it declares, each condition's status, and each revision's transport failures.
 */
import type { RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
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
                  body: { ...f.body },
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

/**
 * The whole answer to each transport failure of each revision, from the register: its status, and
 * its body, the condition's error (with the request's id where one is given, none otherwise), or
 * null where the status goes alone; a key the revision lacks, or a misspelt one, is refused.
 */
export function transportFailureResponseCases(view: ModelView): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const r of view.revisions) {
    const failures = [...r.transportFailures].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const f of failures) {
      const condition = f.body.form === "error" ? r.conditions.find((c) => c.key === f.condition) : undefined;
      if (f.body.form === "error" && condition === undefined)
        throw new Error(`${r.id} ${f.key}: no condition ${String(f.condition)}`);
      const error = condition && { code: condition.code, message: condition.message };
      const ids: [string, Json | undefined][] = [
        ["no-id", undefined],
        ["id=1", 1],
        ["id=req-1", "req-1"],
        ["id=null", null],
      ];
      for (const [name, id] of ids)
        cases.push(
          corpusCase(
            "transportFailureResponse",
            r.id,
            `${f.key}/${name}`,
            { revision: r.id, failure: f.key, ...(id === undefined ? {} : { id }) },
            {
              status: f.status,
              body:
                error === undefined
                  ? null
                  : {
                      jsonrpc: r.jsonrpcVersion,
                      ...(typeof id === "string" || typeof id === "number" ? { id } : {}),
                      error,
                    },
            },
            `${f.key}: ${f.status} with ${error === undefined ? "no body" : `${String(f.condition)}'s error`} (${f.body.basis}); an id that is no request id is left out, as the transport text describes its error bodies`,
          ),
        );
    }
  }
  const first = view.revisions.find((r) => r.transportFailures.length > 0);
  if (first !== undefined) {
    const key = first.transportFailures[0]?.key ?? "";
    cases.push(
      corpusCase(
        "transportFailureResponse",
        first.id,
        "misspelt-key",
        { revision: first.id, failure: key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase() },
        { refused: true },
        "a key the revision's transport does not have is a mistake, refused, not an answer",
      ),
    );
  }
  for (const r of view.revisions.filter((r) => r.transportFailures.length === 0))
    cases.push(
      corpusCase(
        "transportFailureResponse",
        r.id,
        "none-here",
        { revision: r.id, failure: "unknownSession" },
        { refused: true },
        `${r.id}'s transport has no transport failures`,
      ),
    );
  cases.push(
    corpusCase(
      "transportFailureResponse",
      "any",
      "unknown-revision",
      { revision: "1999-01-01", failure: "invalidOrigin" },
      { refused: true },
      "an unknown revision is refused",
    ),
  );
  return cases;
}

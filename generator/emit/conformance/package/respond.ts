/**
 * Package cases for respond: the revision's id rule (a string or finite number is kept; anything
 * else is left out where the envelope allows, null elsewhere), the status of the error's condition,
 * and what is no error object.
 */
import type { RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
import type { ErrorJson, ModelView } from "../model-view.ts";

/** Request ids: [name, the request as the case gives it, the id the body gets when kept]. */
const IDS: [string, { id?: Json; idText?: string }][] = [
  ["number", { id: 7 }],
  ["zero", { id: 0 }],
  ["fraction", { id: 1.5 }],
  ["large", { id: 1e21 }],
  ["string", { id: "r-1" }],
  ["empty-string", { id: "" }],
  ["null", { id: null }],
  ["absent", {}],
  ["true", { id: true }],
  ["object", { id: {} }],
  ["array", { id: [1] }],
  ["beyond-a-double", { idText: "1e400" }],
];

/** An error read by its code alone, so its status is the one condition's that code names. */
function byCode(r: RevisionModel, code: number) {
  return r.conditions.find((c) => c.recognition.codes.includes(code) && c.code === code);
}

export function respondCases(view: ModelView): CorpusCase[] {
  return [
    ...view.revisions.flatMap((r) => {
      const generic = view.generic(r);
      const error: ErrorJson = { code: generic.code, message: generic.message };
      const idCases = IDS.map(([name, request]) => {
        const id = request.idText !== undefined ? Number(request.idText) : request.id;
        return corpusCase(
          "respond",
          r.id,
          `id=${name}`,
          { revision: r.id, request, error },
          { status: generic.httpStatus.status, body: view.body(r, id, error) },
          r.envelope.idOptional
            ? "an id that is no string or finite number is left out: the envelope's id is optional"
            : "an id that is no string or finite number is null: the envelope's id is required",
        );
      });
      const errors: [string, ErrorJson][] = [
        ["methodNotFound", { code: -32601, message: "Method not found" }],
        ["parseError", { code: -32700, message: "Parse error" }],
        ["with-data", { code: -32603, message: "Internal error", data: { detail: [1, "x", null] } }],
        ["unknown-code", { code: 1234, message: "Application error" }],
      ];
      const errorCases = errors.map(([name, e]) => {
        const condition = byCode(r, e.code);
        return corpusCase(
          "respond",
          r.id,
          `error=${name}`,
          { revision: r.id, request: { id: 7 }, error: e },
          { status: condition?.httpStatus.status ?? null, body: view.body(r, 7, e) },
          condition === undefined
            ? "a code no condition names: no status"
            : `the status of ${condition.key}, the condition its code names`,
        );
      });
      const refusals = (
        [
          ["code-string", { code: "x", message: "m" }],
          ["code-fraction", { code: 1.5, message: "m" }],
          ["message-missing", { code: -32603 }],
          ["not-an-object", "Internal error"],
        ] as [string, Json][]
      ).map(([name, e]) =>
        corpusCase(
          "respond",
          r.id,
          `refused=${name}`,
          { revision: r.id, request: { id: 7 }, error: e },
          { refused: true },
          "only an error object { code: integer, message: string } is answered",
          ["untyped-input"],
        ),
      );
      return [...idCases, ...errorCases, ...refusals];
    }),
    corpusCase(
      "respond",
      "any",
      "unknown-revision",
      { revision: "1999-01-01", request: { id: 7 }, error: { code: -32603, message: "m" } },
      { refused: true },
      "an unknown revision",
    ),
  ];
}

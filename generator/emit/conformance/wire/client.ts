/** The wire layer's client cases: the condition a client of each revision reads from an error response. */
import { RECOGNITION, type RecognitionCase } from "../../../../spec/facts/spec-facts.ts";
import { asJson, caseName, corpusCase, type CorpusCase } from "../corpus-case.ts";
import { factRevisions, responseText } from "./facts.ts";

/** What tells a probe from the others of its revision: its code, and the evidence it carries. */
function probeName(p: RecognitionCase): string {
  const data =
    p.data === undefined
      ? undefined
      : p.data !== null && typeof p.data === "object"
        ? Object.keys(p.data).join("+")
        : typeof p.data;
  return caseName({
    code: p.code,
    data,
    method: p.method,
    "params.uri": (p.params as { uri?: string } | undefined)?.uri,
    status: p.httpStatus,
  });
}

/** The spec facts' recognition probes whose reading the spec decides. */
export function clientRecogniseCases(revisions: readonly string[]): CorpusCase[] {
  const known = new Set<string>(factRevisions(revisions));
  return RECOGNITION.filter((p) => known.has(p.revision) && p.choice !== true).map((p) =>
    corpusCase(
      "client.recognise",
      p.revision,
      probeName(p),
      {
        revision: p.revision,
        response: {
          ...(p.httpStatus === undefined ? {} : { status: p.httpStatus }),
          body: responseText("p-1", {
            code: p.code,
            message: "probe",
            ...(p.data === undefined ? {} : { data: asJson(p.data) }),
          }),
        },
        request: {
          ...(p.method === undefined ? {} : { method: p.method }),
          ...(p.params === undefined ? {} : { params: asJson(p.params) }),
        },
      },
      { condition: p.expect },
      p.why,
    ),
  );
}

/**
 * The corpus from the model and the spec facts: every case, checked against its op's shapes, with
 * unique ids, in files by layer, op and group, sorted by id so that a fact's change touches the
 * lines of its own cases alone.
 */
import type { MergedModel } from "../../model/merged-model.ts";
import type { CorpusCase } from "./corpus-case.ts";
import { caseSchema } from "./corpus-schema.ts";
import { ModelView } from "./model-view.ts";
import { checkRequestCases } from "./package/check-request.ts";
import { classifyCases } from "./package/classify.ts";
import { constructCases } from "./package/construct.ts";
import { parseCases } from "./package/parse.ts";
import { respondCases } from "./package/respond.ts";
import {
  constantsCases,
  revisionCases,
  statusCases,
  transportFailureResponseCases,
  transportFailuresCases,
} from "./package/tables.ts";
import { translateResponseCases } from "./package/translate-response.ts";
import { translateCases } from "./package/translate.ts";
import { upstreamFailureCases } from "./package/upstream.ts";
import { clientRecogniseCases } from "./wire/client.ts";
import { proxyForwardCases } from "./wire/proxy.ts";
import {
  serverCheckCases,
  serverMethodCases,
  serverRespondCases,
  serverTransportCases,
} from "./wire/server.ts";
import { methodCases } from "./package/methods.ts";
import { requestEraCases } from "./package/request-era.ts";

export interface CorpusFile {
  /** Relative to the corpus folder: `<layer>/<op>/<group>.json`. */
  path: string;
  cases: CorpusCase[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Built once per model: the target's render and its release both read them. */
const built = new WeakMap<MergedModel, CorpusCase[]>();

export function buildCases(model: MergedModel): CorpusCase[] {
  let cases = built.get(model);
  if (cases === undefined) built.set(model, (cases = collect(model)));
  return cases;
}

function collect(model: MergedModel): CorpusCase[] {
  const view = new ModelView(model);
  const ids = model.revisions.map((r) => r.id);
  const cases = [
    ...serverRespondCases(ids),
    ...serverCheckCases(ids),
    ...serverTransportCases(ids),
    ...serverMethodCases(ids),
    ...clientRecogniseCases(ids),
    ...proxyForwardCases(ids),
    ...revisionCases(view),
    ...constantsCases(view),
    ...statusCases(view),
    ...transportFailuresCases(view),
    ...transportFailureResponseCases(view),
    ...constructCases(view),
    ...parseCases(view),
    ...classifyCases(view),
    ...respondCases(view),
    ...translateCases(view),
    ...translateResponseCases(view),
    ...upstreamFailureCases(view),
    ...checkRequestCases(view),
    ...requestEraCases(view),
    ...methodCases(view),
  ];
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) throw new Error(`the corpus has two cases with the id ${c.id}`);
    seen.add(c.id);
    const checked = caseSchema.safeParse(c);
    if (!checked.success)
      throw new Error(`corpus case ${c.id} does not fit its op: ${checked.error.message}`);
  }
  return cases.sort((a, b) => byText(a.id, b.id));
}

/** The cases in their files: `<layer>/<op>/<group>.json`, the group being the id's third segment. */
export function corpusFiles(cases: readonly CorpusCase[]): CorpusFile[] {
  const files = new Map<string, CorpusCase[]>();
  for (const c of cases) {
    const path = `${c.id.split("/").slice(0, 3).join("/")}.json`;
    const list = files.get(path);
    if (list === undefined) files.set(path, [c]);
    else list.push(c);
  }
  return [...files].sort(([a], [b]) => byText(a, b)).map(([path, list]) => ({ path, cases: list }));
}

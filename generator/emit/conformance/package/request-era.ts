/**
 * The package's era rule (requestEra): a case for every step of each modern revision's rule, the
 * step's signal alone and beside every later one (the first decides), the header steps before the
 * body is read and under a lower-case header name, and the request that shows no signal. Each case
 * says which step it takes; the register's rule gives the era.
 */
import { revisionJson } from "../../../export/export-model.ts";
import type { RequestEraStep, RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, slug, type CorpusCase, type Json } from "../corpus-case.ts";
import type { ModelView } from "../model-view.ts";

interface Placed {
  headers: Record<string, string>;
  /** A JSON-RPC request whose params may carry `_meta`; undefined: the body is not read yet. */
  body?: { method: string; meta?: Record<string, Json> };
}

/**
 * A request that shows the step's signal, and no other unless `onto` already does. A header `onto`
 * already sets keeps its value: one header cannot show two values.
 */
function show(step: RequestEraStep, r: RevisionModel, legacyVersion: string, onto: Placed): Placed {
  const body = onto.body ?? { method: "tools/list" };
  const taken = Object.keys(onto.headers).some((name) => name.toLowerCase() === step.name.toLowerCase());
  if (taken && (step.signal === "header" || step.signal === "legacyVersionHeader")) return onto;
  switch (step.signal) {
    case "metaKey":
      return { ...onto, body: { ...body, meta: { ...body.meta, [step.name]: r.protocolVersion } } };
    case "method":
      return { ...onto, body: { ...body, method: step.name } };
    case "header":
      // A version header that names no legacy revision; any other header with a value of its own.
      return {
        ...onto,
        headers: { ...onto.headers, [step.name]: /version/i.test(step.name) ? r.protocolVersion : "s-1" },
      };
    case "legacyVersionHeader":
      return { ...onto, headers: { ...onto.headers, [step.name]: legacyVersion } };
  }
}

function bodyText(body: Placed["body"]): string | undefined {
  if (body === undefined) return undefined;
  const params = body.meta === undefined ? {} : { _meta: body.meta };
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: body.method, params });
}

export function requestEraCases(view: ModelView): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const add = (r: RevisionModel, name: string, placed: Placed, era: string, why: string) => {
    const body = bodyText(placed.body);
    cases.push(
      corpusCase(
        "requestEra",
        r.id,
        slug(name),
        { revision: r.id, headers: placed.headers, ...(body === undefined ? {} : { body }) },
        { era },
        why,
      ),
    );
  };
  for (const r of view.revisions) {
    const rule = r.requestEra;
    if (rule === undefined) continue;
    // The newest protocol version the rule reads as legacy.
    const legacyVersion = revisionJson(view.model, r).requestEra?.legacyVersions.at(-1);
    if (legacyVersion === undefined) throw new Error(`${r.id}'s era rule names no legacy version`);
    rule.steps.forEach((step, i) => {
      const what = `step ${i + 1} (${step.signal} ${step.name})`;
      const alone = show(step, r, legacyVersion, { headers: {}, body: { method: "tools/list" } });
      add(r, `${what} alone`, alone, step.era, `${step.check}: ${step.era}`);
      const later = rule.steps
        .slice(i + 1)
        .reduce((placed, next) => show(next, r, legacyVersion, placed), alone);
      if (i + 1 < rule.steps.length)
        add(
          r,
          `${what} beside every later signal`,
          later,
          step.era,
          `the first signal decides: ${step.check}`,
        );
      if (step.signal === "header" || step.signal === "legacyVersionHeader") {
        add(
          r,
          `${what} before the body is read`,
          { headers: alone.headers },
          step.era,
          "before the body is read only the header steps apply, and this one shows",
        );
        const lower = Object.fromEntries(Object.entries(alone.headers).map(([k, v]) => [k.toLowerCase(), v]));
        add(
          r,
          `${what} lower-case`,
          { ...alone, headers: lower },
          step.era,
          "header names are case-insensitive",
        );
      }
    });
    add(
      r,
      "no signal",
      { headers: {}, body: { method: "tools/list" } },
      rule.otherwise,
      "a request that shows none",
    );
    add(
      r,
      "no signal, body not read",
      { headers: {} },
      rule.otherwise,
      "no header shows, and the body is not read",
    );
    cases.push(
      corpusCase(
        "requestEra",
        r.id,
        "unparsable-body",
        { revision: r.id, headers: {}, body: "{" },
        { era: rule.otherwise },
        "a body that does not parse shows no signal, and the reader never throws on it",
      ),
    );
  }
  for (const r of view.revisions.filter((r) => r.requestEra === undefined))
    cases.push(
      corpusCase(
        "requestEra",
        r.id,
        "no-era-rule",
        { revision: r.id, headers: {} },
        { refused: true },
        `${r.id} has no era rule (the modern revision's rule places a dual-era server's requests)`,
      ),
    );
  cases.push(
    corpusCase(
      "requestEra",
      "any",
      "unknown-revision",
      { revision: "1999-01-01", headers: {} },
      { refused: true },
      "an unknown revision is refused",
    ),
  );
  return cases;
}

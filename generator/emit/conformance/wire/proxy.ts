/**
 * The wire layer's proxy cases: an upstream's error carried to a client of another revision where
 * the condition exists on both sides. A stand-in for a condition the client's revision lacks is
 * the project's choice, so those are package cases.
 */
import { EXAMPLE_DATA, TRANSLATIONS } from "../../../../spec/facts/spec-facts.ts";
import { asJson, corpusCase, type CorpusCase } from "../corpus-case.ts";
import {
  exampleData,
  factOf,
  factRevisions,
  JSONRPC_VERSION,
  METHOD_OF,
  responseText,
  specStatus,
} from "./facts.ts";

export function proxyForwardCases(revisions: readonly string[]): CorpusCase[] {
  const known = new Set<string>(factRevisions(revisions));
  return TRANSLATIONS.filter((t) => t.kind === "same" && known.has(t.from) && known.has(t.to)).map((t) => {
    const source = factOf(t.from, t.condition);
    const target = factOf(t.to, t.condition);
    if (source === undefined || target === undefined)
      throw new Error(`spec facts: ${t.condition} is not in both ${t.from} and ${t.to}`);
    const data = exampleData(t.condition);
    const method = METHOD_OF[t.condition] ?? "tools/call";
    const uri = (EXAMPLE_DATA[t.condition] as { uri?: string } | undefined)?.uri;
    return corpusCase(
      "proxy.forward",
      t.from,
      `${t.to}/${t.condition}`,
      {
        from: t.from,
        to: t.to,
        response: {
          ...(source.httpStatus === null ? {} : { status: source.httpStatus }),
          body: responseText("upstream-9", { code: source.code, message: "upstream's message", ...data }),
        },
        request: { id: 7, method, ...(uri === undefined ? {} : { params: asJson({ uri }) }) },
      },
      {
        ...specStatus(target),
        body: { jsonrpc: JSONRPC_VERSION, id: 7, error: { code: target.code, ...data } },
      },
      `${t.condition} is ${source.code} in ${t.from} and ${target.code} in ${t.to}; the client gets its own revision's code, its status there (${target.source}), and its request's id`,
    );
  });
}

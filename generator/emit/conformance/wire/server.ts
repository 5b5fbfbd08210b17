/**
 * The wire layer's server cases: the error a server of each revision sends for each condition, what
 * its checks of a modern request answer, and the status of each transport failure.
 */
import {
  CLIENT_METHODS,
  FACTS,
  REMOVED_IN_2026,
  REQUEST_CHECK_CASES,
  TRANSPORT_FAILURE_SOURCES,
  TRANSPORT_FAILURES,
} from "../../../../spec/facts/spec-facts.ts";
import { asJson, corpusCase, slug, type CorpusCase, type Json } from "../corpus-case.ts";
import { exampleData, factOf, factRevisions, JSONRPC_VERSION, specStatus } from "./facts.ts";

/** Every condition of every revision, answering a request with a number id, and one with a string id. */
export function serverRespondCases(revisions: readonly string[]): CorpusCase[] {
  const known = new Set<string>(factRevisions(revisions));
  return FACTS.filter((f) => known.has(f.revision)).flatMap((fact) => {
    const data = exampleData(fact.condition);
    const ids: [string, Json][] = [
      ["id=1", 1],
      ["id=req-1", "req-1"],
    ];
    return ids.map(([name, id]) =>
      corpusCase(
        "server.respond",
        fact.revision,
        `${fact.condition}/${name}`,
        { revision: fact.revision, condition: fact.condition, ...data, request: { id } },
        {
          ...specStatus(fact),
          body: { jsonrpc: JSONRPC_VERSION, id, error: { code: fact.code, ...data } },
        },
        `${fact.condition} is ${fact.code} in ${fact.revision}; status: ${fact.source}; the answer carries the request's id`,
      ),
    );
  });
}

/** The spec's request checks: what a modern server answers before dispatch, its choices left out. */
export function serverCheckCases(revisions: readonly string[]): CorpusCase[] {
  const known = new Set<string>(factRevisions(revisions));
  return REQUEST_CHECK_CASES.filter((c) => known.has(c.revision) && c.choice !== true).map((c) => {
    const id = (c.body as { id?: Json }).id;
    let expect: Json = null;
    if (c.expect !== null) {
      const fact = factOf(c.revision, c.expect.condition);
      if (fact === undefined) throw new Error(`spec facts: ${c.expect.condition} is not in ${c.revision}`);
      expect = {
        ...(c.expect.httpStatus === null ? {} : { status: c.expect.httpStatus }),
        // An id that is no RequestId (a string or a number) is not echoed: the 2026 error's id is
        // optional and never null.
        body: {
          jsonrpc: JSONRPC_VERSION,
          ...(typeof id === "string" || typeof id === "number" ? { id } : {}),
          error: { code: fact.code },
        },
      };
    }
    return corpusCase(
      "server.check",
      c.revision,
      slug(c.name),
      {
        revision: c.revision,
        headers: c.headers,
        body: JSON.stringify(c.body),
        ...(c.tools === undefined ? {} : { tools: asJson(c.tools) }),
      },
      expect,
      c.why,
    );
  });
}

/** Each revision's transport failures, by key, with the status its transport page gives. */
export function serverTransportCases(revisions: readonly string[]): CorpusCase[] {
  return factRevisions(revisions).flatMap((revision) =>
    Object.entries(TRANSPORT_FAILURES[revision])
      .filter(([key]) => TRANSPORT_FAILURE_SOURCES[key]?.choice !== true)
      .map(([key, status]) =>
        corpusCase(
          "server.transportFailure",
          revision,
          key,
          { revision, failure: key },
          { status },
          `${key}: ${status}, ${TRANSPORT_FAILURE_SOURCES[key]?.source ?? "the revision's transport page"}`,
        ),
      ),
  );
}

/**
 * A client's request for each method a revision's ClientRequest union has (dispatched: null), and,
 * for each revision with a method table in the facts, the client requests of the other that it
 * lacks: 2026-07-28 removed ping, initialize, logging/setLevel, the resource subscriptions and
 * tasks/*, and a 2026 server answers them -32601 with 404 (streamable-http.mdx:271-272).
 */
export function serverMethodCases(revisions: readonly string[]): CorpusCase[] {
  const known = new Set<string>(factRevisions(revisions));
  const tabled = Object.keys(CLIENT_METHODS).filter((r) => known.has(r)) as (keyof typeof CLIENT_METHODS)[];
  const everyRequest = [...new Set(tabled.flatMap((r) => CLIENT_METHODS[r]?.requests ?? []))].sort();
  return tabled.flatMap((revision) => {
    const own = new Set(CLIENT_METHODS[revision]?.requests ?? []);
    const fact = factOf(revision, "methodNotFound");
    if (fact === undefined) throw new Error(`spec facts: methodNotFound is not in ${revision}`);
    return everyRequest.map((method) => {
      const id = 1;
      const removed = revision === "2026-07-28" && REMOVED_IN_2026.includes(method);
      return corpusCase(
        "server.method",
        revision,
        own.has(method) ? method : `${method}/not-here`,
        { revision, method, request: { id, method } },
        own.has(method)
          ? null
          : { ...specStatus(fact), body: { jsonrpc: JSONRPC_VERSION, id, error: { code: fact.code } } },
        own.has(method)
          ? `${revision}'s ClientRequest union has ${method}: the server dispatches it`
          : `${revision} has no ${method}${removed ? " (2026-07-28 removed it)" : ""}: methodNotFound, ${fact.code}; status: ${fact.source}`,
      );
    });
  });
}

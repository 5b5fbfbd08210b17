/**
 * The spec facts the wire layer is written from (spec/facts/spec-facts.ts: hand-written from the
 * spec's text, never from the model), narrowed to the revisions the model has, and what the wire
 * compares of them: a status only where the spec gives it, never the project's choice.
 */
import {
  EXAMPLE_DATA,
  FACTS,
  JSONRPC_VERSION,
  type Fact,
  type Revision,
} from "../../../../spec/facts/spec-facts.ts";
import { asJson, type Json } from "../corpus-case.ts";

export { JSONRPC_VERSION };

/** The request a condition answers, where recognising it depends on the method. */
export const METHOD_OF: Readonly<Record<string, string>> = { resourceNotFound: "resources/read" };

export function factOf(revision: string, condition: string): Fact | undefined {
  return FACTS.find((f) => f.revision === revision && f.condition === condition);
}

/** `{ status }` where the spec ties one to the fact, else nothing: the wire compares no choice. */
export function specStatus(fact: Fact | undefined): { status?: number } {
  return fact !== undefined && fact.httpStatus !== null && fact.choice !== true
    ? { status: fact.httpStatus }
    : {};
}

/** The spec's example data of a condition, where it has some. */
export function exampleData(condition: string): { data?: Json } {
  const data = EXAMPLE_DATA[condition];
  return data === undefined ? {} : { data: asJson(data) };
}

/** The revisions both the facts and the model have, in the model's order. */
export function factRevisions(modelRevisions: readonly string[]): Revision[] {
  const known = new Set<string>(FACTS.map((f) => f.revision));
  return modelRevisions.filter((id): id is Revision => known.has(id));
}

/** An error response's text, as a peer sends it. */
export function responseText(id: Json, error: { code: number; message: string; data?: Json }): string {
  return JSON.stringify({ jsonrpc: JSONRPC_VERSION, id, error });
}

/**
 * Package cases for the constructors: each condition's error built with no options, a message of
 * the caller's, its example data, data beyond its shape, and data that breaks it at every depth.
 * A built error keeps its condition, so it reads back as that condition and travels with its
 * status, even where its code is shared.
 */
import type { RevisionCondition, RevisionModel } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
import type { ModelView } from "../model-view.ts";
import { DATA_EXTRAS, DATA_FAULTS } from "./data-faults.ts";
import { exampleOf } from "./read-back.ts";

const REFUSED = { refused: true };

function built(c: RevisionCondition, message: string, data: Json | undefined): Json {
  return {
    error: { code: c.code, message, ...(data === undefined ? {} : { data }) },
    condition: c.key,
    status: c.httpStatus.status,
  };
}

function conditionCases(view: ModelView, r: RevisionModel, c: RevisionCondition): CorpusCase[] {
  const required = view.dataRequired(c);
  const add = (name: string, options: { message?: string; data?: Json }, expect: Json, why: string) =>
    corpusCase(
      "construct",
      r.id,
      `${c.key}/${name}`,
      { revision: r.id, condition: c.key, ...options },
      expect,
      why,
    );
  const cases = [
    add(
      "no-options",
      {},
      required ? REFUSED : built(c, c.message, undefined),
      required ? "its data is required" : "its code and default message",
    ),
  ];
  const example = exampleOf(c.key);
  if (c.data === undefined) {
    cases.push(
      add(
        "message",
        { message: "Custom message" },
        built(c, "Custom message", undefined),
        "the caller's message",
      ),
      add(
        "free-data",
        { data: { detail: "free" } },
        built(c, c.message, { detail: "free" }),
        "no shape: any data",
      ),
      add(
        "data-not-an-object",
        { data: "not an object" },
        built(c, c.message, "not an object"),
        "no shape: any data",
      ),
    );
    return cases;
  }
  if (example !== undefined)
    cases.push(
      add("example-data", { data: example }, built(c, c.message, example), "the spec's example data fits"),
      add(
        "message-and-data",
        { message: "With data", data: example },
        built(c, "With data", example),
        "the caller's message, with data",
      ),
    );
  const extra = DATA_EXTRAS[c.key];
  if (extra !== undefined)
    cases.push(
      add(
        "data-beyond-its-shape",
        { data: extra },
        c.data.exact ? REFUSED : built(c, c.message, extra),
        c.data.exact
          ? "an exact shape takes no other field"
          : "fields the shape does not name travel with it",
      ),
    );
  for (const fault of DATA_FAULTS[c.key] ?? [])
    cases.push(
      add(
        `fault/${fault.name}`,
        { data: fault.data },
        REFUSED,
        `data that breaks its shape ${fault.depth} level(s) down is refused`,
      ),
    );
  return cases;
}

export function constructCases(view: ModelView): CorpusCase[] {
  return [
    ...view.revisions.flatMap((r) => [
      ...r.conditions.flatMap((c) => conditionCases(view, r, c)),
      corpusCase(
        "construct",
        r.id,
        "unknown-condition",
        { revision: r.id, condition: "noSuchCondition" },
        REFUSED,
        "a name that is no condition of the revision",
      ),
    ]),
    corpusCase(
      "construct",
      "any",
      "unknown-revision",
      { revision: "1999-01-01", condition: "internalError" },
      REFUSED,
      "an unknown revision",
    ),
  ];
}

/**
 * Package cases for translate: every condition of every revision towards every revision (itself
 * included), as the register's translation tables say, and the branches for what names no
 * condition: an error that is no error object, a code with a meaning on either side, a code in a
 * range the destination refuses, and a code that means nothing anywhere.
 */
import type { RevisionModel, TranslationOutcome, UndefinedCodeRule } from "../../../model/merged-model.ts";
import { corpusCase, type CorpusCase, type Json } from "../corpus-case.ts";
import type { Difference } from "../differences.ts";
import type { ErrorJson, ModelView } from "../model-view.ts";
import { dataFor, readBack } from "./read-back.ts";
import { TRANSLATE_REASONS } from "./texts.ts";

type Request = { id?: Json; method?: string; params?: { [key: string]: Json } };

function translateCase(
  from: RevisionModel,
  to: RevisionModel,
  name: string,
  input: { error: Json; request: Request; httpStatus?: number },
  expect: Json,
  why: string,
  differences?: Difference[],
): CorpusCase {
  return corpusCase(
    "translate",
    from.id,
    `${to.id}/${name}`,
    { from: from.id, to: to.id, ...input },
    expect,
    why,
    differences,
  );
}

/** The answer for an error the destination cannot take as it is: the fallback, in the destination's envelope. */
function untranslatable(
  view: ModelView,
  to: RevisionModel,
  request: Request,
  fallback: { condition: string; code: number },
  message: string,
  rest: { reason: string; condition: string | null; httpStatus: number | null; transportFailure?: string },
): Json {
  const error = { code: fallback.code, message };
  return {
    ok: false,
    reason: rest.reason,
    condition: rest.condition,
    fallback: error,
    fallbackCondition: fallback.condition,
    httpStatus: rest.httpStatus,
    ...(rest.transportFailure === undefined ? {} : { transportFailure: rest.transportFailure }),
    body: view.body(to, request.id, error),
  };
}

/** The generic error standing in for what cannot be read or forwarded. */
function generic(
  view: ModelView,
  to: RevisionModel,
  request: Request,
  message: string,
  reason: string,
  condition: string | null = null,
) {
  const g = view.generic(to);
  return untranslatable(view, to, request, { condition: g.key, code: g.code }, message, {
    reason,
    condition,
    httpStatus: g.httpStatus.status,
  });
}

/** What a translation table's outcome answers, for the error given. */
function outcomeAnswer(
  view: ModelView,
  to: RevisionModel,
  request: Request,
  o: TranslationOutcome,
  error: ErrorJson,
): Json {
  if (o.kind === "untranslatable")
    return untranslatable(view, to, request, o.fallback, error.message, {
      reason: o.reason,
      condition: o.condition,
      httpStatus: o.httpStatus,
      ...(o.transportFailure === undefined ? {} : { transportFailure: o.transportFailure }),
    });
  const sent = {
    code: o.code,
    message: error.message,
    ...(error.data === undefined ? {} : { data: error.data }),
  };
  return {
    ok: true,
    error: sent,
    rule: o.kind,
    condition: o.condition,
    toCondition: o.kind === "mapped" ? o.toCondition : o.condition,
    httpStatus: o.httpStatus,
    body: view.body(to, request.id, sent),
  };
}

/** Every condition of `from` towards `to`, its error given the evidence both sides read it by. */
function tableCases(view: ModelView, from: RevisionModel, to: RevisionModel): CorpusCase[] {
  return from.conditions.flatMap((c) => {
    const given = dataFor(c);
    const o = view.outcome(from, to, c.key);
    if (given === undefined || o === undefined) return [];
    const target = view.condition(
      to,
      o.kind === "untranslatable" ? o.fallback.condition : o.kind === "mapped" ? o.toCondition : o.condition,
    );
    const hints = readBack(from, c).hints;
    const method = hints.method ?? (target === undefined ? undefined : readBack(to, target).hints.method);
    const request: Request = { id: 1, ...(method === undefined ? {} : { method }) };
    const error: ErrorJson = { code: c.code, message: c.message, ...given };
    return [
      translateCase(
        from,
        to,
        c.key,
        { error, request, ...(hints.httpStatus === undefined ? {} : { httpStatus: hints.httpStatus }) },
        outcomeAnswer(view, to, request, o, error),
        o.kind === "untranslatable"
          ? `${to.id} cannot express ${c.key}: ${o.fallback.condition} stands in`
          : `${c.key} towards ${to.id}: ${o.kind}, code ${o.code}`,
      ),
    ];
  });
}

/** The register's rules for codes no condition names, from `from` into `to` (within one revision: any pair's into it). */
function undefinedRules(view: ModelView, from: RevisionModel, to: RevisionModel): UndefinedCodeRule[] {
  const pair =
    from.id === to.id
      ? view.model.translations.find((p) => p.to === to.id)
      : view.model.translations.find((p) => p.from === from.id && p.to === to.id);
  return (pair?.undefinedCodes ?? []).filter((rule) => rule.rule === "untranslatable" && rule.fallback);
}

/** Whether a code means something in a revision: a condition sends or reads it, or it is retired. */
function meaningful(r: RevisionModel, code: number): boolean {
  return (
    r.conditions.some(
      (c) =>
        c.code === code ||
        c.recognition.codes.includes(code) ||
        c.recognition.rules.some((x) => x.code === code),
    ) || r.reserved.some((x) => x.code === code)
  );
}

/** An error whose code no condition of `from` names. */
function undefinedCodeCase(
  view: ModelView,
  from: RevisionModel,
  to: RevisionModel,
  code: number,
): CorpusCase {
  const request: Request = { id: 1 };
  const error = { code, message: "m", data: { detail: "kept" } };
  const name = `unnamed-code=${code}`;
  if (meaningful(from, code) || meaningful(to, code))
    return translateCase(
      from,
      to,
      name,
      { error, request },
      generic(view, to, request, "m", TRANSLATE_REASONS.meaningful(code, from.id, to.id)),
      "a code that names no condition of the source but means something on one side is not forwarded",
    );
  const rule = undefinedRules(view, from, to).find((x) => code >= x.from && code <= x.to);
  if (rule?.fallback !== undefined)
    return translateCase(
      from,
      to,
      name,
      { error, request },
      untranslatable(view, to, request, rule.fallback, "m", {
        reason: rule.reason,
        condition: null,
        httpStatus: rule.httpStatus,
      }),
      `the register refuses codes ${rule.from}..${rule.to} on the way into ${to.id}`,
    );
  return translateCase(
    from,
    to,
    name,
    { error, request },
    {
      ok: true,
      error,
      rule: "passthrough",
      condition: null,
      toCondition: null,
      httpStatus: null,
      body: view.body(to, 1, error),
    },
    "a code that means nothing on either side goes as it is, data and all",
  );
}

/** Branches for what names no condition; what is no error object only towards the revision after it. */
function branchCases(view: ModelView, from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const next = view.revisions[(view.revisions.indexOf(from) + 1) % view.revisions.length];
  const request: Request = { id: "r-1" };
  const g = view.generic(from);
  const untyped: [string, Json, string][] = [
    ["code-string", { code: "x", message: "m" }, "m"],
    ["code-fraction", { code: 1.5, message: "m" }, "m"],
    ["message-missing", { code: g.code }, view.generic(to).message],
    ["not-an-object", "Internal error", view.generic(to).message],
  ];
  const codes = new Set<number>([1234, -32001, -32002, -32020, -32042, -32050, -32099, -32100]);
  return [
    ...(next === to ? untyped : []).map(([name, error, message]) =>
      translateCase(
        from,
        to,
        `not-an-error/${name}`,
        { error, request },
        generic(view, to, request, message, TRANSLATE_REASONS.notAnError),
        "what is no error object gets the generic error, with its message where it has one",
        ["untyped-input"],
      ),
    ),
    ...[...codes]
      .filter((code) => !from.conditions.some((c) => c.code === code || c.recognition.codes.includes(code)))
      .map((code) => undefinedCodeCase(view, from, to, code)),
    translateCase(
      from,
      to,
      "message-lone-surrogate",
      { error: { code: g.code, message: "\ud800" }, request },
      outcomeAnswer(view, to, request, view.outcome(from, to, g.key) as TranslationOutcome, {
        code: g.code,
        message: "\ud800",
      }),
      "the message goes as it is",
      ["lone-surrogate"],
    ),
  ];
}

/**
 * A -32602 answering resources/read, read on the source's side by the register's uri rule before
 * it is translated: a missing resource (its data whole, fields beyond the uri too), or invalid
 * params when the data has no uri or not the request's.
 */
function uriRuleCases(view: ModelView, from: RevisionModel, to: RevisionModel): CorpusCase[] {
  const rnf = view.condition(from, "resourceNotFound");
  const rule = rnf?.recognition.rules.find((x) => x.code === -32602 && x.method === "resources/read");
  if (rnf === undefined || rule === undefined) return [];
  const uri = "file:///a.txt";
  const variants: [string, Json, { [key: string]: Json } | undefined, string, string][] = [
    [
      "uri-and-more",
      { uri, reason: "gone", detail: { at: 1 } },
      { uri },
      "resourceNotFound",
      "a missing resource: its data goes whole",
    ],
    [
      "no-uri",
      { reason: "gone" },
      undefined,
      "invalidParams",
      "no uri in its data: invalid params, with its data",
    ],
    [
      "other-uri",
      { uri },
      { uri: "file:///b.txt" },
      "invalidParams",
      "not the uri the request named: invalid params",
    ],
  ];
  return variants.flatMap(([name, data, params, key, why]) => {
    const o = view.outcome(from, to, key);
    if (o === undefined) return [];
    const request: Request = { id: 1, method: "resources/read", ...(params === undefined ? {} : { params }) };
    const error = { code: -32602, message: "m", data };
    return [
      translateCase(
        from,
        to,
        `resources-read/${name}`,
        { error, request },
        outcomeAnswer(view, to, request, o, error),
        why,
      ),
    ];
  });
}

export function translateCases(view: ModelView): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const from of view.revisions)
    for (const to of view.revisions) {
      cases.push(...tableCases(view, from, to));
      if (from.id !== to.id) cases.push(...branchCases(view, from, to), ...uriRuleCases(view, from, to));
    }
  return cases;
}

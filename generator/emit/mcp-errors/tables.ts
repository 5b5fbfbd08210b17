/**
 * The tables each revision module exports as readable data (CONDITIONS, HTTP_STATUS,
 * SHARED_CODES, TRANSLATIONS, ..., and the request checks of a modern revision), typed by the
 * runtime that reads them. The JSON export writes the same entries with their sources, so it
 * builds them with the encoders below. The merge stage has checked what they take for granted
 * (merge/model-invariants.ts): every outcome lands on a condition its destination defines.
 */
import type * as merged from "../../model/merged-model.ts";
import type * as runtime from "../../../runtime/mcp-errors/types.js";
import { specLines } from "../sources.ts";
import { dataRule } from "./data-spec.ts";

/** The tables every revision module exports, without its id, era and protocol version. */
export type Tables = Omit<
  runtime.TranslatingTables,
  "REVISION" | "ERA" | "PROTOCOL_VERSION" | "META_KEYS" | "HEADERS" | "PARAM_HEADERS" | "CHECK_ORDER"
> & { readonly TRANSPORT_FAILURES: { readonly [failure: string]: runtime.TransportFailure } };

/** What checkRequest reads in a revision with a check order; PARAM_HEADERS only where the register gives it. */
export interface RequestCheckTables {
  META_KEYS: Record<string, runtime.MetaKey>;
  HEADERS: Record<string, runtime.HeaderRule>;
  PARAM_HEADERS: runtime.ParamHeaderRule | null;
  CHECK_ORDER: string[];
}

/** What classifyCode answers for a code in a band that the revision does not define. */
export const UNDEFINED_CODE_CLASS: Record<merged.CodeBand["class"], runtime.CodeBand["undefinedCodes"]> = {
  "jsonrpc-standard": "jsonrpc-reserved",
  "jsonrpc-reserved": "jsonrpc-reserved",
  "implementation-defined": "implementation-defined",
  "legacy-implementation-defined": "implementation-defined",
  specification: "unassigned",
};

export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
export const byKey = <T>(entries: [string, T][]): Record<string, T> =>
  Object.fromEntries(entries.sort(([a], [b]) => compareText(a, b)));
export const descending = (codes: readonly number[]): number[] => [...codes].sort((a, b) => b - a);

export function recognitionRule({
  code,
  method,
  methodUnknown,
  requiresData,
  httpStatus,
}: merged.RecognitionRule) {
  return {
    code,
    ...(method !== undefined ? { method } : {}),
    ...(methodUnknown !== undefined ? { methodUnknown } : {}),
    ...(requiresData ? { requiresData } : {}),
    ...(httpStatus !== undefined ? { httpStatus } : {}),
  };
}

export function translationEntry(o: merged.TranslationOutcome): runtime.TranslationEntry {
  if (o.kind === "untranslatable")
    return {
      kind: o.kind,
      code: o.fallback.code,
      condition: o.fallback.condition,
      httpStatus: o.httpStatus,
      reason: o.reason,
      ...(o.transportFailure !== undefined ? { transportFailure: o.transportFailure } : {}),
    };
  return {
    kind: o.kind === "passthrough" ? "same" : o.kind,
    code: o.code,
    condition: o.kind === "mapped" ? o.toCondition : o.condition,
    httpStatus: o.httpStatus,
  };
}

export function undefinedCodeEntry(rule: merged.UndefinedCodeRule): runtime.UndefinedCodeRule {
  return {
    from: rule.from,
    to: rule.to,
    condition: rule.fallback?.condition ?? "",
    code: rule.fallback?.code ?? 0,
    httpStatus: rule.httpStatus,
    reason: rule.reason,
  };
}

/** The first translation pair out of `r` into each revision, by destination. */
export function pairsFrom(
  model: merged.MergedModel,
  r: merged.RevisionModel,
): Map<string, merged.TranslationPair> {
  const pairs = new Map<string, merged.TranslationPair>();
  for (const p of model.translations) if (p.from === r.id && !pairs.has(p.to)) pairs.set(p.to, p);
  return pairs;
}

/** The register's ranges of undefined codes refused on the way from `r` into each revision that has some. */
export function refusedUndefinedCodes(
  model: merged.MergedModel,
  r: merged.RevisionModel,
): [string, merged.UndefinedCodeRule[]][] {
  const pairs = pairsFrom(model, r);
  // Within one revision the rules of any pair into it hold: a modern peer gets no undefined
  // specification-band code from its own kind either.
  const into = model.translations.find((p) => p.to === r.id);
  return model.revisions
    .map((other): [string, merged.UndefinedCodeRule[]] => [
      other.id,
      [...((other.id === r.id ? into : pairs.get(other.id))?.undefinedCodes ?? [])]
        .filter((rule) => rule.rule === "untranslatable" && rule.fallback)
        .sort((a, b) => a.from - b.from),
    ])
    .filter(([, rules]) => rules.length > 0);
}

export function sharedCodes(r: merged.RevisionModel) {
  return Object.fromEntries(
    [...r.sharedCodes]
      .sort((a, b) => b.code - a.code)
      .map((s) => [String(s.code), { tryInOrder: [...s.tryInOrder], fallback: s.fallback }]),
  );
}

export const reservedCodes = (r: merged.RevisionModel): merged.ReservedCode[] =>
  [...r.reserved].sort((a, b) => b.code - a.code);

export const bodyFields = (h: merged.RequestHeader) =>
  Object.fromEntries(h.bodyField.map((f) => [f.method, [...f.path]]));

export const paramHeaders = (p: merged.ToolParamHeaders) => ({
  prefix: p.prefix,
  annotation: p.annotation,
  base64: p.base64,
});

export function revisionTables(model: merged.MergedModel, r: merged.RevisionModel): Tables {
  const decls = new Map(r.declarations.map((d) => [d.name, d]));
  const pairs = pairsFrom(model, r);
  const tool = r.toolInputError;
  return {
    CONDITIONS: byKey(
      r.conditions.map((c): [string, runtime.ConditionEntry] => [
        c.key,
        {
          code: c.code,
          message: c.message,
          data: dataRule(c.data, decls),
          acceptedCodes: descending(c.recognition.acceptedCodes),
          recognition: {
            codes: descending(c.recognition.codes),
            rules: c.recognition.rules.map(recognitionRule),
          },
        },
      ]),
    ),
    HTTP_STATUS: byKey(r.conditions.map((c) => [c.key, c.httpStatus.status])),
    SHARED_CODES: sharedCodes(r),
    TRANSPORT_FAILURES: byKey(
      r.transportFailures.map((f) => [
        f.key,
        {
          status: f.status,
          jsonrpc: f.condition,
          summary: f.summary,
          clientAction: f.clientAction ?? null,
          source: specLines(f.provenance),
        },
      ]),
    ),
    TRANSLATIONS: Object.fromEntries(
      model.revisions.flatMap((other) => {
        const pair = pairs.get(other.id);
        return pair ? [[other.id, byKey(pair.outcomes.map((o) => [o.condition, translationEntry(o)]))]] : [];
      }),
    ),
    UNDEFINED_CODES: Object.fromEntries(
      refusedUndefinedCodes(model, r).map(([to, rules]) => [to, rules.map(undefinedCodeEntry)]),
    ),
    CODE_BANDS: [...r.bands]
      .sort((a, b) => b.to - a.to || a.from - b.from)
      .map((b) => ({ from: b.from, to: b.to, undefinedCodes: UNDEFINED_CODE_CLASS[b.class] })),
    RESERVED_CODES: reservedCodes(r).map((x) => ({ code: x.code, formerly: x.formerCondition })),
    ENVELOPE: { jsonrpc: r.jsonrpcVersion, idOptional: r.envelope.idOptional },
    TOOL_INPUT_ERROR:
      tool.form === "protocol-error"
        ? { form: "protocol-error", code: tool.code ?? 0 }
        : { form: "tool-result", resultType: tool.resultType?.value ?? null },
    RESULT_TYPE: { required: r.resultType.required, complete: r.resultType.complete },
  };
}

export function requestCheckTables(r: merged.RevisionModel): RequestCheckTables | null {
  if (!r.checkOrder || !r.requestMeta || !r.requestHeaders) return null;
  return {
    META_KEYS: Object.fromEntries(
      r.requestMeta.keys.map((k) => [k.key, { required: k.required, type: k.kind }]),
    ),
    HEADERS: Object.fromEntries(
      r.requestHeaders.map((h) => [h.name, { bodyField: bodyFields(h), base64: h.base64 }]),
    ),
    PARAM_HEADERS: r.toolParamHeaders ? paramHeaders(r.toolParamHeaders) : null,
    CHECK_ORDER: r.checkOrder.steps.map((s) => s.condition),
  };
}

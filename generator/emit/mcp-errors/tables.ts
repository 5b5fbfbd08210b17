/**
 * The tables each revision module exports as readable data (CONDITIONS, HTTP_STATUS,
 * SHARED_CODES, TRANSLATIONS, ..., and the request checks of a modern revision), typed by the
 * runtime that reads them. The merge stage has checked what they take for granted
 * (merge/model-invariants.ts): every outcome lands on a condition its destination defines.
 */
import type {
  CodeBand as ModelBand,
  MergedModel,
  RevisionModel,
  TranslationPair,
} from "../../model/merged-model.ts";
import type { Declaration } from "../../model/schema-model.ts";
import type {
  CodeBand,
  ConditionEntry,
  HeaderRule,
  MetaKey,
  ParamHeaderRule,
  TranslatingTables,
  TranslationEntry,
  TransportFailure,
  UndefinedCodeRule,
} from "../../../runtime/mcp-errors/types.js";
import { specLines } from "../sources.ts";
import { dataRule } from "./data-spec.ts";

/** The tables every revision module exports, without its id, era and protocol version. */
export type Tables = Omit<
  TranslatingTables,
  "REVISION" | "ERA" | "PROTOCOL_VERSION" | "META_KEYS" | "HEADERS" | "PARAM_HEADERS" | "CHECK_ORDER"
> & { readonly TRANSPORT_FAILURES: { readonly [failure: string]: TransportFailure } };

/** What checkRequest reads in a revision with a check order; PARAM_HEADERS only where the register gives it. */
export interface RequestCheckTables {
  META_KEYS: Record<string, MetaKey>;
  HEADERS: Record<string, HeaderRule>;
  PARAM_HEADERS: ParamHeaderRule | null;
  CHECK_ORDER: string[];
}

/** What classifyCode answers for a code in a band that the revision does not define. */
export const UNDEFINED_CODE_CLASS: Record<ModelBand["class"], CodeBand["undefinedCodes"]> = {
  "jsonrpc-standard": "jsonrpc-reserved",
  "jsonrpc-reserved": "jsonrpc-reserved",
  "implementation-defined": "implementation-defined",
  "legacy-implementation-defined": "implementation-defined",
  specification: "unassigned",
};

const byKey = <T>(entries: [string, T][]): Record<string, T> =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const descending = (codes: readonly number[]) => [...codes].sort((a, b) => b - a);

function conditionEntries(r: RevisionModel): Record<string, ConditionEntry> {
  const decls = new Map<string, Declaration>(r.declarations.map((d) => [d.name, d]));
  return byKey(
    r.conditions.map((c) => [
      c.key,
      {
        code: c.code,
        message: c.message,
        data: dataRule(c.data, decls),
        acceptedCodes: descending(c.recognition.acceptedCodes),
        recognition: {
          codes: descending(c.recognition.codes),
          rules: c.recognition.rules.map(({ code, method, methodUnknown, requiresData, httpStatus }) => ({
            code,
            ...(method !== undefined ? { method } : {}),
            ...(methodUnknown !== undefined ? { methodUnknown } : {}),
            ...(requiresData ? { requiresData } : {}),
            ...(httpStatus !== undefined ? { httpStatus } : {}),
          })),
        },
      },
    ]),
  );
}

function translationRow(pair: TranslationPair): Record<string, TranslationEntry> {
  return byKey(
    pair.outcomes.map((o): [string, TranslationEntry] => {
      const entry =
        o.kind === "untranslatable"
          ? {
              kind: o.kind,
              code: o.fallback.code,
              condition: o.fallback.condition,
              httpStatus: o.httpStatus,
              reason: o.reason,
              ...(o.transportFailure !== undefined ? { transportFailure: o.transportFailure } : {}),
            }
          : {
              kind: o.kind === "passthrough" ? ("same" as const) : o.kind,
              code: o.code,
              condition: o.kind === "mapped" ? o.toCondition : o.condition,
              httpStatus: o.httpStatus,
            };
      return [o.condition, entry];
    }),
  );
}

/** The register's ranges of undefined codes refused on the way from `from` into `to`. */
function undefinedCodeRules(pair: TranslationPair | undefined): UndefinedCodeRule[] {
  return [...(pair?.undefinedCodes ?? [])]
    .filter((rule) => rule.rule === "untranslatable" && rule.fallback)
    .sort((a, b) => a.from - b.from)
    .map((rule) => ({
      from: rule.from,
      to: rule.to,
      condition: rule.fallback?.condition ?? "",
      code: rule.fallback?.code ?? 0,
      httpStatus: rule.httpStatus,
      reason: rule.reason,
    }));
}

export function revisionTables(model: MergedModel, r: RevisionModel): Tables {
  const pairs = new Map<string, TranslationPair>();
  for (const p of model.translations) if (p.from === r.id && !pairs.has(p.to)) pairs.set(p.to, p);
  // Within one revision the rules of any pair into it hold: a modern peer gets no undefined
  // specification-band code from its own kind either.
  const into = model.translations.find((p) => p.to === r.id);
  const undefinedCodes = model.revisions
    .map((other): [string, UndefinedCodeRule[]] => [
      other.id,
      undefinedCodeRules(other.id === r.id ? into : pairs.get(other.id)),
    ])
    .filter(([, rules]) => rules.length > 0);
  const tool = r.toolInputError;
  return {
    CONDITIONS: conditionEntries(r),
    HTTP_STATUS: byKey(r.conditions.map((c) => [c.key, c.httpStatus.status])),
    SHARED_CODES: Object.fromEntries(
      [...r.sharedCodes]
        .sort((a, b) => b.code - a.code)
        .map((s) => [String(s.code), { tryInOrder: [...s.tryInOrder], fallback: s.fallback }]),
    ),
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
        return pair ? [[other.id, translationRow(pair)]] : [];
      }),
    ),
    UNDEFINED_CODES: Object.fromEntries(undefinedCodes),
    CODE_BANDS: [...r.bands]
      .sort((a, b) => b.to - a.to || a.from - b.from)
      .map((b) => ({ from: b.from, to: b.to, undefinedCodes: UNDEFINED_CODE_CLASS[b.class] })),
    RESERVED_CODES: [...r.reserved]
      .sort((a, b) => b.code - a.code)
      .map((x) => ({ code: x.code, formerly: x.formerCondition })),
    ENVELOPE: { jsonrpc: r.jsonrpcVersion, idOptional: r.envelope.idOptional },
    TOOL_INPUT_ERROR:
      tool.form === "protocol-error"
        ? { form: "protocol-error", code: tool.code ?? 0 }
        : { form: "tool-result", resultType: tool.resultType?.value ?? null },
    RESULT_TYPE: { required: r.resultType.required, complete: r.resultType.complete },
  };
}

/** The request checks of a revision with a check order, else null. */
export function requestCheckTables(r: RevisionModel): RequestCheckTables | null {
  if (!r.checkOrder || !r.requestMeta || !r.requestHeaders) return null;
  const params = r.toolParamHeaders;
  return {
    META_KEYS: Object.fromEntries(
      r.requestMeta.keys.map((k) => [k.key, { required: k.required, type: k.kind }]),
    ),
    HEADERS: Object.fromEntries(
      r.requestHeaders.map((h) => [
        h.name,
        { bodyField: Object.fromEntries(h.bodyField.map((f) => [f.method, [...f.path]])), base64: h.base64 },
      ]),
    ),
    PARAM_HEADERS: params
      ? { prefix: params.prefix, annotation: params.annotation, base64: params.base64 }
      : null,
    CHECK_ORDER: r.checkOrder.steps.map((s) => s.condition),
  };
}

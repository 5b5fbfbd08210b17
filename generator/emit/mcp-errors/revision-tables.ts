/**
 * The tables each revision module exports as readable data (CONDITIONS, HTTP_STATUS,
 * SHARED_CODES, TRANSLATIONS, ...), typed by the runtime that reads them, and checked against
 * one another before they are written: every outcome lands on a condition its destination defines,
 * with the code it uses there.
 */
import type {
  CodeBand as ModelBand,
  MergedModel,
  RevisionModel,
  TranslationOutcome,
  TranslationPair,
} from "../../model/merged-model.ts";
import type {
  CodeBand,
  ConditionEntry,
  RecognitionRule,
  TranslatingTables,
  SharedCode,
  TranslationEntry,
  TransportFailure,
  UndefinedCodeRule,
} from "../../../runtime/mcp-errors/types.js";
import type { ConditionView } from "./view-model.ts";
import { specLines } from "../sources.ts";

/** Condition every revision must define: the fallback for codes that cannot be forwarded. */
export const GENERIC_CONDITION = "internalError";

/** The tables every revision module exports, without its id, era and protocol version. */
export type Tables = Omit<
  TranslatingTables,
  "REVISION" | "ERA" | "PROTOCOL_VERSION" | "META_KEYS" | "HEADERS" | "PARAM_HEADERS" | "CHECK_ORDER"
> & { readonly TRANSPORT_FAILURES: { readonly [failure: string]: TransportFailure } };

/** The destination condition an outcome lands on. */
export function outcomeTarget(o: TranslationOutcome): string {
  return o.kind === "mapped"
    ? o.toCondition
    : o.kind === "untranslatable"
      ? o.fallback.condition
      : o.condition;
}

/** What classifyCode answers for a code in a band that the revision does not define. */
const UNDEFINED_CODE_CLASS: Record<ModelBand["class"], CodeBand["undefinedCodes"]> = {
  "jsonrpc-standard": "jsonrpc-reserved",
  "jsonrpc-reserved": "jsonrpc-reserved",
  "implementation-defined": "implementation-defined",
  "legacy-implementation-defined": "implementation-defined",
  specification: "unassigned",
};

function byKey<T>(entries: [string, T][]): Record<string, T> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function conditionEntry(c: ConditionView): ConditionEntry {
  const rules = c.recognition.rules.map((rule): RecognitionRule => {
    const { code, method, methodUnknown, requiresData, httpStatus } = rule;
    return {
      code,
      ...(method !== undefined ? { method } : {}),
      ...(methodUnknown !== undefined ? { methodUnknown } : {}),
      ...(requiresData ? { requiresData } : {}),
      ...(httpStatus !== undefined ? { httpStatus } : {}),
    };
  });
  if (rules.some((rule) => rule.requiresData) && c.rule === null)
    throw new Error(
      `condition ${c.key} is recognised by its data, but has no data shape the runtime can check`,
    );
  return {
    code: c.code,
    message: c.message,
    data: c.rule,
    acceptedCodes: [...c.recognition.acceptedCodes].sort((a, b) => b - a),
    recognition: { codes: [...c.recognition.codes].sort((a, b) => b - a), rules },
  };
}

function sharedCodes(r: RevisionModel, conditions: ConditionView[]): Record<string, SharedCode> {
  const out: [string, SharedCode][] = [];
  for (const shared of [...r.sharedCodes].sort((a, b) => b.code - a.code)) {
    for (const key of [...shared.tryInOrder, ...(shared.fallback === null ? [] : [shared.fallback])])
      if (!conditions.some((c) => c.key === key))
        throw new Error(
          `revision ${r.id}: code ${shared.code} is shared with ${key}, which it does not define`,
        );
    out.push([String(shared.code), { tryInOrder: [...shared.tryInOrder], fallback: shared.fallback }]);
  }
  for (const code of new Set(conditions.flatMap((c) => c.recognition.codes))) {
    const owners = conditions.filter((c) => c.recognition.codes.includes(code));
    if (owners.length > 1)
      throw new Error(
        `revision ${r.id}: code ${code} is read from the code alone as ${owners.map((c) => c.key).join(" and ")}`,
      );
  }
  return Object.fromEntries(out);
}

function transportFailures(r: RevisionModel, conditions: ConditionView[]): Record<string, TransportFailure> {
  return byKey(
    r.transportFailures.map((f): [string, TransportFailure] => {
      if (f.condition !== null && !conditions.some((c) => c.key === f.condition))
        throw new Error(
          `revision ${r.id}: transport failure ${f.key} names ${f.condition}, which it does not define`,
        );
      return [
        f.key,
        {
          status: f.status,
          jsonrpc: f.condition,
          summary: f.summary,
          clientAction: f.clientAction ?? null,
          source: specLines(f.provenance),
        },
      ];
    }),
  );
}

function translationEntry(
  o: TranslationOutcome,
  source: ConditionView,
  to: { id: string; conditions: ConditionView[] },
  pairId: string,
): TranslationEntry {
  const targetKey = outcomeTarget(o);
  const target = to.conditions.find((c) => c.key === targetKey);
  const code = o.kind === "untranslatable" ? o.fallback.code : o.code;
  if (!target)
    throw new Error(
      `translation ${pairId}: ${source.key} lands on ${targetKey}, which ${to.id} does not define`,
    );
  if (target.code !== code)
    throw new Error(
      `translation ${pairId}: ${source.key} -> ${targetKey} gives ${code}, but ${to.id} uses ${target.code}`,
    );
  if ((o.kind === "passthrough" || o.kind === "renumber") && targetKey !== source.key)
    throw new Error(`translation ${pairId}: ${o.kind} must keep the condition`);
  if (o.kind === "passthrough" && code !== source.code)
    throw new Error(`translation ${pairId}: passthrough of ${source.key} changes its code`);
  const httpStatus = o.httpStatus;
  if (o.kind === "untranslatable")
    return {
      kind: "untranslatable",
      code,
      condition: targetKey,
      httpStatus,
      reason: o.reason,
      ...(o.transportFailure !== undefined ? { transportFailure: o.transportFailure } : {}),
    };
  return { kind: o.kind === "passthrough" ? "same" : o.kind, code, condition: targetKey, httpStatus };
}

/**
 * The model's translation pairs by source and destination, each the first the model lists, as
 * `find` over the list would give it. Every revision's tables look up a pair for every other
 * revision; searching the list of all pairs each time made that cubic in the number of revisions.
 */
export class TranslationIndex {
  private readonly pairs = new Map<string, TranslationPair>();
  private readonly into = new Map<string, TranslationPair>();

  constructor(model: MergedModel) {
    for (const p of model.translations) {
      const key = JSON.stringify([p.from, p.to]);
      if (!this.pairs.has(key)) this.pairs.set(key, p);
      if (!this.into.has(p.to)) this.into.set(p.to, p);
    }
  }

  pair(from: string, to: string): TranslationPair | undefined {
    return this.pairs.get(JSON.stringify([from, to]));
  }

  /** The first pair into `to`, from any revision. */
  anyInto(to: string): TranslationPair | undefined {
    return this.into.get(to);
  }
}

/** The register's ranges of undefined codes that cannot be forwarded from `from` to `to`. */
function undefinedCodeRules(
  index: TranslationIndex,
  from: string,
  to: { id: string; conditions: ConditionView[] },
): UndefinedCodeRule[] {
  // Within one revision the rules of any pair into it hold: a modern peer gets no undefined
  // specification-band code from its own kind either.
  const pair = from === to.id ? index.anyInto(to.id) : index.pair(from, to.id);
  const pairId = `${from} -> ${to.id}`;
  const rules = [...(pair?.undefinedCodes ?? [])].sort((a, b) => a.from - b.from);
  rules.forEach((rule, i) => {
    const next = rules[i + 1];
    if (rule.from > rule.to || (next && next.from <= rule.to))
      throw new Error(`translation ${pairId}: undefined-code ranges must be ordered and must not overlap`);
  });
  return rules
    .filter((rule) => rule.rule === "untranslatable")
    .map((rule) => {
      const wanted = rule.fallback;
      const fallback = wanted && to.conditions.find((c) => c.key === wanted.condition);
      if (!wanted || !fallback || fallback.code !== wanted.code)
        throw new Error(
          `translation ${pairId}: undefined codes ${rule.from}..${rule.to} need a fallback ${to.id} defines`,
        );
      return {
        from: rule.from,
        to: rule.to,
        condition: fallback.key,
        code: fallback.code,
        httpStatus: rule.httpStatus,
        reason: rule.reason,
      };
    });
}

/**
 * Every table of revision `r`, whose conditions (and every other revision's) are given as views.
 * A caller that builds the tables of every revision passes one index of the model's pairs.
 */
export function revisionTables(
  model: MergedModel,
  r: RevisionModel,
  views: ReadonlyMap<string, ConditionView[]>,
  index: TranslationIndex = new TranslationIndex(model),
): Tables {
  const conditions = views.get(r.id) ?? [];
  const translations: [string, Record<string, TranslationEntry>][] = [];
  const undefinedCodes: [string, UndefinedCodeRule[]][] = [];
  for (const other of model.revisions) {
    const to = { id: other.id, conditions: views.get(other.id) ?? [] };
    const rules = undefinedCodeRules(index, r.id, to);
    if (rules.length > 0) undefinedCodes.push([other.id, rules]);
    if (other.id === r.id) continue;
    const pairId = `${r.id} -> ${other.id}`;
    const pair = index.pair(r.id, other.id);
    if (!pair) throw new Error(`the model has no translation from ${r.id} to ${other.id}`);
    for (const o of pair.outcomes)
      if (!conditions.some((c) => c.key === o.condition))
        throw new Error(
          `translation ${pairId} has an outcome for ${o.condition}, which ${r.id} does not define`,
        );
    const row = conditions.map((c): [string, TranslationEntry] => {
      const matching = pair.outcomes.filter((o) => o.condition === c.key);
      const o = matching[0];
      if (!o || matching.length > 1)
        throw new Error(
          `translation ${pairId} needs exactly one outcome for ${c.key}, has ${matching.length}`,
        );
      return [c.key, translationEntry(o, c, to, pairId)];
    });
    translations.push([other.id, byKey(row)]);
  }
  return {
    CONDITIONS: byKey(conditions.map((c) => [c.key, conditionEntry(c)])),
    HTTP_STATUS: byKey(conditions.map((c) => [c.key, c.status])),
    SHARED_CODES: sharedCodes(r, conditions),
    TRANSPORT_FAILURES: transportFailures(r, conditions),
    TRANSLATIONS: Object.fromEntries(translations),
    UNDEFINED_CODES: Object.fromEntries(undefinedCodes),
    CODE_BANDS: [...r.bands]
      .sort((a, b) => b.to - a.to || a.from - b.from)
      .map((b) => ({ from: b.from, to: b.to, undefinedCodes: UNDEFINED_CODE_CLASS[b.class] })),
    RESERVED_CODES: [...r.reserved]
      .sort((a, b) => b.code - a.code)
      .map((x) => ({ code: x.code, formerly: x.formerCondition })),
    ENVELOPE: { jsonrpc: r.jsonrpcVersion, idOptional: r.envelope.idOptional },
    TOOL_INPUT_ERROR:
      r.toolInputError.form === "protocol-error"
        ? { form: "protocol-error", code: toolInputCode(r) }
        : { form: "tool-result", resultType: r.toolInputError.resultType?.value ?? null },
    RESULT_TYPE: resultTypeRule(r),
  };
}

function resultTypeRule(r: RevisionModel): Tables["RESULT_TYPE"] {
  const { required, complete } = r.resultType;
  if (required && complete === null)
    throw new Error(`revision ${r.id}: results must carry a resultType, but no complete value is known`);
  return { required, complete };
}

function toolInputCode(r: RevisionModel): number {
  const code = r.toolInputError.code;
  if (code === undefined) throw new Error(`revision ${r.id}: a tool input protocol error needs a code`);
  return code;
}

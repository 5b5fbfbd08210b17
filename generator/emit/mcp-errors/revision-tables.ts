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
} from "../../model/merged-model.ts";
import type {
  CodeBand,
  ConditionEntry,
  RecognitionRule,
  RevisionTables,
  SharedCode,
  TranslationEntry,
  UndefinedCodeRule,
} from "../../../templates/mcp-errors/runtime/types.js";
import type { ConditionView } from "./view-model.ts";

/** Condition every revision must define: the fallback for codes that cannot be forwarded. */
export const GENERIC_CONDITION = "internalError";

/** The tables of one revision module, without its id and era. */
export type Tables = Omit<RevisionTables, "REVISION" | "ERA">;

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

const MATCH_ORDER: Record<string, number> = { data: 0, status: 1, unique: 2, fallback: 2 };

/** Data matches first, then status matches, then a code's own meaning; by key within a rank. */
export function recognitionOrder(conditions: ConditionView[]): ConditionView[] {
  return [...conditions].sort(
    (a, b) =>
      (MATCH_ORDER[a.match] ?? 2) - (MATCH_ORDER[b.match] ?? 2) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

function byKey<T>(entries: [string, T][]): Record<string, T> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A condition read by a rule rather than by its code alone: shared by status, or by data it must carry. */
function rulesOf(c: ConditionView): RecognitionRule[] {
  const codes = [c.code, ...c.accepts];
  if (c.match === "status")
    return codes.map((code) => ({
      code,
      httpStatus: c.transport,
      ...(c.rule?.required ? { requiresData: true } : {}),
    }));
  if (c.match === "data" || c.rule?.required) return codes.map((code) => ({ code, requiresData: true }));
  return [];
}

function conditionEntry(c: ConditionView): ConditionEntry {
  const rules = rulesOf(c);
  return {
    code: c.code,
    message: c.message,
    data: c.rule,
    acceptedCodes: c.accepts,
    recognition: { codes: rules.length > 0 ? [] : [c.code, ...c.accepts], rules },
  };
}

function sharedCodes(revision: string, conditions: ConditionView[]): Record<string, SharedCode> {
  const ordered = recognitionOrder(conditions);
  const out: [string, SharedCode][] = [];
  const codes = new Set(conditions.flatMap((c) => [c.code, ...c.accepts]));
  for (const code of [...codes].sort((a, b) => b - a)) {
    const fallbacks = conditions.filter((c) => conditionEntry(c).recognition.codes.includes(code));
    if (fallbacks.length > 1)
      throw new Error(
        `revision ${revision}: code ${code} is read from the code alone as ${fallbacks.map((c) => c.key).join(" and ")}`,
      );
    const tryInOrder = ordered.filter((c) => rulesOf(c).some((r) => r.code === code)).map((c) => c.key);
    if (tryInOrder.length > 0) out.push([String(code), { tryInOrder, fallback: fallbacks[0]?.key ?? null }]);
  }
  return Object.fromEntries(out);
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
  if (o.kind === "untranslatable")
    return { kind: "untranslatable", code, condition: targetKey, reason: o.reason };
  return { kind: o.kind === "passthrough" ? "same" : o.kind, code, condition: targetKey };
}

/** The register's ranges of undefined codes that cannot be forwarded from `from` to `to`. */
function undefinedCodeRules(
  model: MergedModel,
  from: string,
  to: { id: string; conditions: ConditionView[] },
): UndefinedCodeRule[] {
  // Within one revision the rules of any pair into it hold: a modern peer gets no undefined
  // specification-band code from its own kind either.
  const pair =
    from === to.id
      ? model.translations.find((p) => p.to === to.id)
      : model.translations.find((p) => p.from === from && p.to === to.id);
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
        reason: rule.reason,
      };
    });
}

/** Every table of revision `r`, whose conditions (and every other revision's) are given as views. */
export function revisionTables(
  model: MergedModel,
  r: RevisionModel,
  views: ReadonlyMap<string, ConditionView[]>,
): Tables {
  const conditions = views.get(r.id) ?? [];
  const translations: [string, Record<string, TranslationEntry>][] = [];
  const undefinedCodes: [string, UndefinedCodeRule[]][] = [];
  for (const other of model.revisions) {
    const to = { id: other.id, conditions: views.get(other.id) ?? [] };
    const rules = undefinedCodeRules(model, r.id, to);
    if (rules.length > 0) undefinedCodes.push([other.id, rules]);
    if (other.id === r.id) continue;
    const pairId = `${r.id} -> ${other.id}`;
    const pair = model.translations.find((p) => p.from === r.id && p.to === other.id);
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
    HTTP_STATUS: byKey(conditions.map((c) => [c.key, { transport: c.transport, handler: c.handler }])),
    DEFAULT_HTTP_STATUS: { transport: r.httpDefault.transport, handler: r.httpDefault.handler },
    SHARED_CODES: sharedCodes(r.id, conditions),
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
  };
}

function toolInputCode(r: RevisionModel): number {
  const code = r.toolInputError.code;
  if (code === undefined) throw new Error(`revision ${r.id}: a tool input protocol error needs a code`);
  return code;
}

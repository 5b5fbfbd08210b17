/**
 * MergedModel -> the language-neutral export (mcp-errors.json): every revision's tables as plain
 * JSON, each fact with its sources (citation.ts). The tables are the ones every target's runtime
 * reads, in the same encoding (condition data rules, recognition rules, shared codes, translation
 * outcomes, undefined-code rules, request checks), so an SDK in any language can load them instead
 * of keeping its own; the Go target embeds them (generator/emit/go/).
 *
 * Checked as they are built: every outcome lands on a condition its destination defines, with the
 * code it uses there, and every shared code names conditions its revision defines.
 */
import type {
  CodeBand,
  MergedModel,
  RevisionCondition,
  RevisionModel,
  TranslationOutcome,
  TranslationPair,
} from "../../model/merged-model.ts";
import type { Declaration } from "../../model/schema-model.ts";
import { dataRule } from "../mcp-errors/data-spec.ts";
import type { DataRule } from "../../../runtime/mcp-errors/types.js";
import { sources, type CitationJson } from "./citation.ts";

/** The export's format: bumped when a reader of an older one would misread it. */
export const EXPORT_FORMAT = 1;

/** The condition every revision defines, which stands in for what cannot be read or forwarded. */
export const GENERIC_CONDITION = "internalError";

/** What a code in a band that the revision does not define is, for a receiver. */
const UNDEFINED_CODE_CLASS: Record<CodeBand["class"], BandJson["undefinedCodes"]> = {
  "jsonrpc-standard": "jsonrpc-reserved",
  "jsonrpc-reserved": "jsonrpc-reserved",
  "implementation-defined": "implementation-defined",
  "legacy-implementation-defined": "implementation-defined",
  specification: "unassigned",
};

export interface RecognitionRuleJson {
  code: number;
  method?: string;
  methodUnknown?: "match" | "no-match";
  requiresData?: boolean;
  httpStatus?: number;
  sources: CitationJson[];
}

export interface ConditionJson {
  registerId: string | null;
  summary: string;
  code: number;
  constant: string;
  message: string;
  /** The check of error.data (null: any data, or none). */
  data: DataRule | null;
  httpStatus: number | null;
  httpStatusSources: CitationJson[];
  acceptedCodes: number[];
  recognition: { codes: number[]; rules: RecognitionRuleJson[] };
  draftAliasOf: number | null;
  notes: { text: string; sources: CitationJson[] }[];
  sources: CitationJson[];
}

export interface TranslationJson {
  kind: "same" | "renumber" | "mapped" | "untranslatable";
  code: number;
  condition: string;
  httpStatus: number | null;
  transportFailure?: string;
  reason?: string;
}

export interface UndefinedCodeJson {
  from: number;
  to: number;
  condition: string;
  code: number;
  httpStatus: number | null;
  reason: string;
  sources: CitationJson[];
}

export interface BandJson {
  from: number;
  to: number;
  class: CodeBand["class"];
  undefinedCodes: "implementation-defined" | "unassigned" | "jsonrpc-reserved";
  emitUndefined: CodeBand["emitUndefined"];
  interpret: boolean;
  interpretExceptions: number[];
  sources: CitationJson[];
}

export interface RequestChecksJson {
  order: string[];
  metaKeys: { key: string; required: boolean; type: string; sources: CitationJson[] }[];
  headers: { name: string; bodyField: Record<string, string[]>; base64: boolean; sources: CitationJson[] }[];
  paramHeaders: { prefix: string; annotation: string; base64: boolean; sources: CitationJson[] } | null;
  sources: CitationJson[];
}

export interface RevisionJson {
  id: string;
  status: RevisionModel["status"];
  era: RevisionModel["era"];
  protocolVersion: string;
  schema: string;
  envelope: { name: string; jsonrpc: string; idOptional: boolean; sources: CitationJson[] };
  constants: { name: string; value: number; source: "schema" | "register"; sources: CitationJson[] }[];
  conditions: Record<string, ConditionJson>;
  absentConditions: string[];
  sharedCodes: Record<string, { tryInOrder: string[]; fallback: string | null }>;
  transportFailures: Record<
    string,
    {
      status: number;
      condition: string | null;
      summary: string;
      clientAction: string | null;
      sources: CitationJson[];
    }
  >;
  counterOffer: { guidance: string; sources: CitationJson[] } | null;
  bands: BandJson[];
  reserved: { code: number; formerly: string; note: string; sources: CitationJson[] }[];
  toolInputError: {
    form: "protocol-error" | "tool-result";
    code: number | null;
    resultType: string | null;
    note: string;
    sources: CitationJson[];
  };
  resultType: { required: boolean; complete: string | null; sources: CitationJson[] };
  requestChecks: RequestChecksJson | null;
  localErrors: { guidance: string; sources: CitationJson[] } | null;
  translations: Record<string, Record<string, TranslationJson>>;
  translationSources: Record<string, CitationJson[]>;
  undefinedCodes: Record<string, UndefinedCodeJson[]>;
}

export interface ExportJson {
  $schema: string;
  format: number;
  version: string;
  register: string;
  genericCondition: string;
  conditions: { key: string; registerId: string | null; summary: string; revisions: string[] }[];
  revisions: RevisionJson[];
}

const byCode = (a: number, b: number): number => b - a;

function sortedKeys<T>(entries: [string, T][]): Record<string, T> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The translation pairs by source and destination, and the first pair into each destination. */
class PairIndex {
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

  anyInto(to: string): TranslationPair | undefined {
    return this.into.get(to);
  }
}

export function buildExport(
  model: MergedModel,
  options: { version: string; schemaFile: string },
): ExportJson {
  const pairs = new PairIndex(model);
  return {
    $schema: options.schemaFile,
    format: EXPORT_FORMAT,
    version: options.version,
    register: model.registerFile,
    genericCondition: GENERIC_CONDITION,
    conditions: model.conditions.map((c) => ({
      key: c.key,
      registerId: c.registerId ?? null,
      summary: c.summary,
      revisions: [...c.revisions],
    })),
    revisions: model.revisions.map((r) => revisionJson(model, r, pairs)),
  };
}

function declarationsOf(r: RevisionModel): Map<string, Declaration> {
  return new Map(r.declarations.map((d) => [d.name, d]));
}

function conditionJson(
  r: RevisionModel,
  c: RevisionCondition,
  decls: Map<string, Declaration>,
): ConditionJson {
  if (!Number.isSafeInteger(c.code)) throw new Error(`${r.id} ${c.key}: code ${c.code} is not an integer`);
  const rule = dataRule(c.data, decls);
  if (c.recognition.rules.some((x) => x.requiresData) && rule === null)
    throw new Error(`${r.id} ${c.key} is recognised by its data, but has no data shape to check`);
  return {
    registerId: c.registerId ?? null,
    summary: c.summary,
    code: c.code,
    constant: c.constant,
    message: c.message,
    data: rule,
    httpStatus: c.httpStatus.status,
    httpStatusSources: sources(c.httpStatus.provenance),
    acceptedCodes: [...c.recognition.acceptedCodes].sort(byCode),
    recognition: {
      codes: [...c.recognition.codes].sort(byCode),
      rules: c.recognition.rules.map((x) => ({
        code: x.code,
        ...(x.method !== undefined ? { method: x.method } : {}),
        ...(x.methodUnknown !== undefined ? { methodUnknown: x.methodUnknown } : {}),
        ...(x.requiresData ? { requiresData: true } : {}),
        ...(x.httpStatus !== undefined ? { httpStatus: x.httpStatus } : {}),
        sources: sources(x.provenance),
      })),
    },
    draftAliasOf: c.draftAliasOf ?? null,
    notes: (c.notes ?? []).map((n) => ({ text: n.text, sources: sources(n.provenance) })),
    sources: sources(c.provenance),
  };
}

function sharedCodes(r: RevisionModel): RevisionJson["sharedCodes"] {
  const defined = new Set(r.conditions.map((c) => c.key));
  const out: [string, { tryInOrder: string[]; fallback: string | null }][] = [];
  for (const shared of [...r.sharedCodes].sort((a, b) => byCode(a.code, b.code))) {
    for (const key of [...shared.tryInOrder, ...(shared.fallback === null ? [] : [shared.fallback])])
      if (!defined.has(key))
        throw new Error(
          `revision ${r.id}: code ${shared.code} is shared with ${key}, which it does not define`,
        );
    out.push([String(shared.code), { tryInOrder: [...shared.tryInOrder], fallback: shared.fallback }]);
  }
  for (const code of new Set(r.conditions.flatMap((c) => c.recognition.codes))) {
    const owners = r.conditions.filter((c) => c.recognition.codes.includes(code));
    if (owners.length > 1)
      throw new Error(
        `revision ${r.id}: code ${code} is read from the code alone as ${owners.map((c) => c.key).join(" and ")}`,
      );
  }
  return Object.fromEntries(out);
}

function outcomeTarget(o: TranslationOutcome): string {
  return o.kind === "mapped"
    ? o.toCondition
    : o.kind === "untranslatable"
      ? o.fallback.condition
      : o.condition;
}

function translationJson(o: TranslationOutcome, to: RevisionModel, pairId: string): TranslationJson {
  const targetKey = outcomeTarget(o);
  const target = to.conditions.find((c) => c.key === targetKey);
  const code = o.kind === "untranslatable" ? o.fallback.code : o.code;
  if (!target)
    throw new Error(
      `translation ${pairId}: ${o.condition} lands on ${targetKey}, which ${to.id} does not define`,
    );
  if (target.code !== code)
    throw new Error(
      `translation ${pairId}: ${o.condition} -> ${targetKey} gives ${code}, but ${to.id} uses ${target.code}`,
    );
  if ((o.kind === "passthrough" || o.kind === "renumber") && targetKey !== o.condition)
    throw new Error(`translation ${pairId}: ${o.kind} must keep the condition`);
  if (o.kind === "untranslatable")
    return {
      kind: "untranslatable",
      code,
      condition: targetKey,
      httpStatus: o.httpStatus,
      ...(o.transportFailure !== undefined ? { transportFailure: o.transportFailure } : {}),
      reason: o.reason,
    };
  return {
    kind: o.kind === "passthrough" ? "same" : o.kind,
    code,
    condition: targetKey,
    httpStatus: o.httpStatus,
  };
}

/** Ranges of undefined codes that cannot go from `from` to `to` as they are; within one revision, those of any pair into it. */
function undefinedCodes(pairs: PairIndex, from: string, to: RevisionModel): UndefinedCodeJson[] {
  const pair = from === to.id ? pairs.anyInto(to.id) : pairs.pair(from, to.id);
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
        sources: sources(rule.provenance),
      };
    });
}

function requestChecks(r: RevisionModel): RequestChecksJson | null {
  if (!r.checkOrder) return null;
  const { requestMeta, requestHeaders, toolParamHeaders } = r;
  if (!requestMeta || !requestHeaders)
    throw new Error(`revision ${r.id}: a check order needs the request _meta keys and the standard headers`);
  const defined = new Set(r.conditions.map((c) => c.key));
  for (const key of [...r.checkOrder.steps.map((s) => s.condition), "invalidRequest"])
    if (!defined.has(key))
      throw new Error(`revision ${r.id}: the request checks name ${key}, which it does not define`);
  return {
    order: r.checkOrder.steps.map((s) => s.condition),
    metaKeys: requestMeta.keys.map((k) => ({
      key: k.key,
      required: k.required,
      type: k.kind,
      sources: sources(k.provenance),
    })),
    headers: requestHeaders.map((h) => ({
      name: h.name,
      bodyField: Object.fromEntries(h.bodyField.map((f) => [f.method, [...f.path]])),
      base64: h.base64,
      sources: sources(h.provenance),
    })),
    paramHeaders: toolParamHeaders
      ? {
          prefix: toolParamHeaders.prefix,
          annotation: toolParamHeaders.annotation,
          base64: toolParamHeaders.base64,
          sources: sources(toolParamHeaders.provenance),
        }
      : null,
    sources: sources([...r.checkOrder.provenance, ...requestMeta.provenance]),
  };
}

function revisionJson(model: MergedModel, r: RevisionModel, pairs: PairIndex): RevisionJson {
  const decls = declarationsOf(r);
  const conditions = [...r.conditions].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (!conditions.some((c) => c.key === GENERIC_CONDITION))
    throw new Error(
      `revision ${r.id} has no ${GENERIC_CONDITION} condition, which translation falls back to`,
    );
  const defined = new Set(conditions.map((c) => c.key));
  const translations: [string, Record<string, TranslationJson>][] = [];
  const translationSources: [string, CitationJson[]][] = [];
  const undefinedByDestination: [string, UndefinedCodeJson[]][] = [];
  for (const other of model.revisions) {
    const rules = undefinedCodes(pairs, r.id, other);
    if (rules.length > 0) undefinedByDestination.push([other.id, rules]);
    if (other.id === r.id) continue;
    const pairId = `${r.id} -> ${other.id}`;
    const pair = pairs.pair(r.id, other.id);
    if (!pair) throw new Error(`the model has no translation from ${r.id} to ${other.id}`);
    const row = conditions.map((c): [string, TranslationJson] => {
      const matching = pair.outcomes.filter((o) => o.condition === c.key);
      const o = matching[0];
      if (!o || matching.length > 1)
        throw new Error(
          `translation ${pairId} needs exactly one outcome for ${c.key}, has ${matching.length}`,
        );
      return [c.key, translationJson(o, other, pairId)];
    });
    for (const o of pair.outcomes)
      if (!defined.has(o.condition))
        throw new Error(
          `translation ${pairId} has an outcome for ${o.condition}, which ${r.id} does not define`,
        );
    translations.push([other.id, sortedKeys(row)]);
    translationSources.push([other.id, sources(pair.provenance)]);
  }
  for (const f of r.transportFailures)
    if (f.condition !== null && !defined.has(f.condition))
      throw new Error(
        `revision ${r.id}: transport failure ${f.key} names ${f.condition}, which it does not define`,
      );
  const tool = r.toolInputError;
  if (tool.form === "protocol-error" && tool.code === undefined)
    throw new Error(`revision ${r.id}: a tool input protocol error needs a code`);
  if (r.resultType.required && r.resultType.complete === null)
    throw new Error(`revision ${r.id}: results must carry a resultType, but no complete value is known`);
  return {
    id: r.id,
    status: r.status,
    era: r.era,
    protocolVersion: r.protocolVersion,
    schema: r.schemaFile,
    envelope: {
      name: r.envelope.name,
      jsonrpc: r.jsonrpcVersion,
      idOptional: r.envelope.idOptional,
      sources: sources(r.envelope.provenance),
    },
    constants: [...r.constants]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((c) => ({ name: c.name, value: c.value, source: c.source, sources: sources(c.provenance) })),
    conditions: Object.fromEntries(conditions.map((c) => [c.key, conditionJson(r, c, decls)])),
    absentConditions: [...r.absentConditions].sort(),
    sharedCodes: sharedCodes(r),
    transportFailures: sortedKeys(
      r.transportFailures.map((f) => [
        f.key,
        {
          status: f.status,
          condition: f.condition,
          summary: f.summary,
          clientAction: f.clientAction ?? null,
          sources: sources(f.provenance),
        },
      ]),
    ),
    counterOffer: r.counterOffer
      ? { guidance: r.counterOffer.guidance, sources: sources(r.counterOffer.provenance) }
      : null,
    bands: [...r.bands]
      .sort((a, b) => b.to - a.to || a.from - b.from)
      .map((b) => ({
        from: b.from,
        to: b.to,
        class: b.class,
        undefinedCodes: UNDEFINED_CODE_CLASS[b.class],
        emitUndefined: b.emitUndefined,
        interpret: b.interpret,
        interpretExceptions: [...(b.interpretExceptions ?? [])],
        sources: sources(b.provenance),
      })),
    reserved: [...r.reserved]
      .sort((a, b) => byCode(a.code, b.code))
      .map((x) => ({
        code: x.code,
        formerly: x.formerCondition,
        note: x.note,
        sources: sources(x.provenance),
      })),
    toolInputError: {
      form: tool.form,
      code: tool.form === "protocol-error" ? (tool.code ?? null) : null,
      resultType: tool.form === "tool-result" ? (tool.resultType?.value ?? null) : null,
      note: tool.note,
      sources: sources([...tool.provenance, ...(tool.resultType?.provenance ?? [])]),
    },
    resultType: {
      required: r.resultType.required,
      complete: r.resultType.complete,
      sources: sources(r.resultType.provenance),
    },
    requestChecks: requestChecks(r),
    localErrors: r.localErrors
      ? { guidance: r.localErrors.guidance, sources: sources(r.localErrors.provenance) }
      : null,
    translations: Object.fromEntries(translations),
    translationSources: Object.fromEntries(translationSources),
    undefinedCodes: Object.fromEntries(undefinedByDestination),
  };
}

/** The export without its sources: the tables alone, as a runtime reads them. */
export function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "sources" || key.endsWith("Sources")) continue;
    // A data rule is copied whole: its field names are the schema's, and may be anything.
    out[key] = key === "data" ? inner : withoutSources(inner);
  }
  return out;
}

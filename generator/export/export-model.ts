/**
 * MergedModel -> mcp-errors.json: every revision's tables with each fact's sources, the one encoding
 * of the tables that the npm package's modules, its docs and the Go module reshape.
 */
import type * as merged from "../model/merged-model.ts";
import { compareText } from "../model/type-text.ts";
import type * as runtime from "../../runtime/mcp-errors/types.js";
import { dataRule } from "./data-rule.ts";
import { EXPORT_FORMAT, type Export, type RevisionJson, type TranslationJson } from "./shape.ts";
import { sources } from "./sources.ts";

export type { Export, RevisionJson } from "./shape.ts";

/** What classifyCode answers for a code in a band that the revision does not define. */
const UNDEFINED_CODE_CLASS: Record<merged.CodeBand["class"], runtime.CodeBand["undefinedCodes"]> = {
  "jsonrpc-standard": "jsonrpc-reserved",
  "jsonrpc-reserved": "jsonrpc-reserved",
  "implementation-defined": "implementation-defined",
  "legacy-implementation-defined": "implementation-defined",
  specification: "unassigned",
};

const byKey = <T>(entries: [string, T][]): Record<string, T> =>
  Object.fromEntries(entries.sort(([a], [b]) => compareText(a, b)));
const descending = (codes: readonly number[]): number[] => [...codes].sort((a, b) => b - a);

const guidance = (g: { guidance: string; provenance: merged.Provenance[] } | undefined) =>
  g ? { guidance: g.guidance, sources: sources(g.provenance) } : null;

/** The first translation pair out of `r` into each revision, by destination. */
export function pairsFrom(model: merged.MergedModel, r: merged.RevisionModel) {
  const pairs = new Map<string, merged.TranslationPair>();
  for (const p of model.translations) if (p.from === r.id && !pairs.has(p.to)) pairs.set(p.to, p);
  return pairs;
}

/** Every transport failure key of any revision, once, sorted, with its summary and the revisions that have it. */
export function transportFailureKeys(
  model: merged.MergedModel,
): { key: string; summary: string; revisions: string[] }[] {
  const byKey = new Map<string, { summary: string; revisions: string[] }>();
  for (const r of model.revisions)
    for (const f of r.transportFailures) {
      const entry = byKey.get(f.key) ?? { summary: f.summary, revisions: [] };
      entry.revisions.push(r.id);
      byKey.set(f.key, entry);
    }
  return [...byKey.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([key, entry]) => ({ key, ...entry }));
}

/** The final revisions and the previews, each in manifest order, and the latest final. */
export function releaseGroups<T extends { status: string }>(revisions: T[]) {
  const finals = revisions.filter((r) => r.status === "final");
  const latest = finals.at(-1);
  if (!latest) throw new Error("the model has no final revision");
  return { finals, previews: revisions.filter((r) => r.status !== "final"), latest };
}

/** The condition that stands in for what cannot be read, as the latest final revision names it. */
export function genericCondition(model: merged.MergedModel): string {
  return releaseGroups(model.revisions).latest.genericCondition.condition;
}

export function buildExport(
  model: merged.MergedModel,
  options: { version: string; schemaFile: string },
): Export {
  return {
    $schema: options.schemaFile,
    format: EXPORT_FORMAT,
    version: options.version,
    register: model.registerFile,
    genericCondition: genericCondition(model),
    conditions: model.conditions.map((c) => ({
      key: c.key,
      registerId: c.registerId ?? null,
      summary: c.summary,
      revisions: [...c.revisions],
    })),
    revisions: model.revisions.map((r) => revisionJson(model, r)),
  };
}

function conditions(r: merged.RevisionModel) {
  const decls = new Map(r.declarations.map((d) => [d.name, d]));
  return byKey(
    r.conditions.map((c) => [
      c.key,
      {
        registerId: c.registerId ?? null,
        summary: c.summary,
        code: c.code,
        constant: c.constant,
        message: c.message,
        data: dataRule(c.data, decls),
        httpStatus: c.httpStatus.status,
        httpStatusBasis: c.httpStatus.status === null ? null : (c.httpStatus.basis ?? ("spec" as const)),
        httpStatusSources: sources(c.httpStatus.provenance),
        acceptedCodes: descending(c.recognition.acceptedCodes),
        recognition: {
          codes: descending(c.recognition.codes),
          // An undefined member is left out of every literal written (JSON.stringify omits it).
          rules: c.recognition.rules.map((x) => ({
            code: x.code,
            method: x.method,
            methodUnknown: x.methodUnknown,
            requiresData: x.requiresData || undefined,
            httpStatus: x.httpStatus,
            sources: sources(x.provenance),
          })),
        },
        draftAliasOf: c.draftAliasOf ?? null,
        notes: (c.notes ?? []).map((n) => ({ text: n.text, sources: sources(n.provenance) })),
        sources: sources(c.provenance),
      },
    ]),
  );
}

function translationEntry(o: merged.TranslationOutcome): TranslationJson {
  if (o.kind !== "untranslatable")
    return {
      kind: o.kind,
      code: o.code,
      condition: o.kind === "mapped" ? o.toCondition : o.condition,
      httpStatus: o.httpStatus,
    };
  return {
    kind: o.kind,
    code: o.fallback.code,
    condition: o.fallback.condition,
    httpStatus: o.httpStatus,
    transportFailure: o.transportFailure,
    reason: o.reason,
  };
}

/** The register's ranges of undefined codes refused on the way from `r` into each revision that has some. */
function undefinedCodes(
  model: merged.MergedModel,
  r: merged.RevisionModel,
  pairs: ReturnType<typeof pairsFrom>,
) {
  // Within one revision the rules of any pair into it hold: a modern peer gets no undefined
  // specification-band code from its own kind either.
  const into = model.translations.find((p) => p.to === r.id);
  const refused = model.revisions.map((other): [string, merged.UndefinedCodeRule[]] => [
    other.id,
    [...((other.id === r.id ? into : pairs.get(other.id))?.undefinedCodes ?? [])]
      .filter((rule) => rule.rule === "untranslatable" && rule.fallback)
      .sort((a, b) => a.from - b.from),
  ]);
  return Object.fromEntries(
    refused
      .filter(([, rules]) => rules.length > 0)
      .map(([to, rules]) => [
        to,
        rules.map((rule) => ({
          from: rule.from,
          to: rule.to,
          condition: rule.fallback?.condition ?? "",
          code: rule.fallback?.code ?? 0,
          httpStatus: rule.httpStatus,
          reason: rule.reason,
          sources: sources(rule.provenance),
        })),
      ]),
  );
}

function requestChecks(r: merged.RevisionModel) {
  const { checkOrder, requestMeta, requestHeaders, toolParamHeaders: p } = r;
  const { base64Sentinel: sentinel, versionNegotiation: version, checkMessages } = r;
  if (!checkOrder || !requestMeta || !requestHeaders || !sentinel || !version || !checkMessages) return null;
  return {
    steps: checkOrder.steps.map((s) => ({ step: s.step, condition: s.condition })),
    notARequest: checkOrder.notARequest,
    metaInvalid: checkOrder.metaInvalid,
    base64Sentinel: {
      prefix: sentinel.prefix,
      suffix: sentinel.suffix,
      sources: sources(sentinel.provenance),
    },
    versionKey: version.versionKey,
    versionsMethod: version.versionsMethod,
    versionSources: sources(version.provenance),
    messages: { ...checkMessages.messages },
    kinds: { ...checkMessages.kinds },
    messageSources: sources(checkMessages.provenance),
    metaKeys: requestMeta.keys.map((k) => ({
      key: k.key,
      required: k.required,
      type: k.kind,
      values: k.values ? [...k.values] : null,
      sources: sources(k.provenance),
    })),
    headers: requestHeaders.map((h) => ({
      name: h.name,
      bodyField: Object.fromEntries(h.bodyField.map((f) => [f.method, [...f.path]])),
      base64: h.base64,
      sources: sources(h.provenance),
    })),
    paramHeaders: p
      ? { prefix: p.prefix, annotation: p.annotation, base64: p.base64, sources: sources(p.provenance) }
      : null,
    sources: sources([...checkOrder.provenance, ...requestMeta.provenance]),
  };
}

/** The methods of the revision, each once: its kind, who sends it, and the schema lines. */
function methods(r: merged.RevisionModel) {
  const byMethod = new Map<
    string,
    {
      method: string;
      kind: "request" | "notification";
      from: ("client" | "server")[];
      provenance: merged.Provenance[];
    }
  >();
  for (const m of r.methods) {
    const entry = byMethod.get(m.method) ?? { method: m.method, kind: m.kind, from: [], provenance: [] };
    entry.from.push(m.from);
    entry.provenance.push(...m.provenance);
    byMethod.set(m.method, entry);
  }
  return [...byMethod.values()].map((m) => ({
    method: m.method,
    kind: m.kind,
    from: [...new Set(m.from)].sort(compareText),
    sources: sources(m.provenance),
  }));
}

/** Methods an earlier final revision defines that this one does not: a peer of it must not be sent them. */
export function removedMethods(model: merged.MergedModel, r: merged.RevisionModel): string[] {
  const here = new Set(r.methods.map((m) => m.method));
  const earlier = model.revisions.slice(0, model.revisions.indexOf(r)).filter((o) => o.status === "final");
  const gone = earlier.flatMap((o) => o.methods.map((m) => m.method)).filter((method) => !here.has(method));
  return [...new Set(gone)].sort(compareText);
}

/** The era rule, with the protocol versions its legacyVersionHeader step reads as legacy. */
function requestEra(model: merged.MergedModel, r: merged.RevisionModel) {
  if (!r.requestEra) return null;
  const legacy = model.revisions
    .filter((other) => other.era === "legacy")
    .map((other) => other.protocolVersion);
  return {
    steps: r.requestEra.steps.map((s) => ({ signal: s.signal, name: s.name, era: s.era })),
    otherwise: r.requestEra.otherwise,
    legacyVersions: [...new Set(legacy)].sort(compareText),
    sources: sources(r.requestEra.provenance),
  };
}

/** The entries built so far inside withRevisionEntries, by model and revision. */
let entries: WeakMap<merged.MergedModel, WeakMap<merged.RevisionModel, RevisionJson>> | undefined;

/**
 * Runs `render` (synchronous) with each revision's entry built once: the export, the npm modules
 * and the Go module all read it, and a release renders the package views twice. Outside, every
 * call builds it again, so a model changed between two renders is never shown stale.
 */
export function withRevisionEntries<T>(render: () => T): T {
  const outer = entries;
  entries = new WeakMap();
  try {
    return render();
  } finally {
    entries = outer;
  }
}

export function revisionJson(model: merged.MergedModel, r: merged.RevisionModel): RevisionJson {
  if (!entries) return buildRevisionJson(model, r);
  let ofModel = entries.get(model);
  if (!ofModel) entries.set(model, (ofModel = new WeakMap()));
  let entry = ofModel.get(r);
  if (!entry) ofModel.set(r, (entry = buildRevisionJson(model, r)));
  return entry;
}

function buildRevisionJson(model: merged.MergedModel, r: merged.RevisionModel): RevisionJson {
  const tool = r.toolInputError;
  const pairs = pairsFrom(model, r);
  const rows = model.revisions.flatMap((other) => {
    const pair = pairs.get(other.id);
    if (!pair) return [];
    const row = byKey(pair.outcomes.map((o) => [o.condition, translationEntry(o)]));
    return [{ to: other.id, row, sources: sources(pair.provenance) }];
  });
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
      .sort((a, b) => compareText(a.name, b.name))
      .map((c) => ({ name: c.name, value: c.value, source: c.source, sources: sources(c.provenance) })),
    conditions: conditions(r),
    absentConditions: [...r.absentConditions].sort(),
    sharedCodes: Object.fromEntries(
      [...r.sharedCodes]
        .sort((a, b) => b.code - a.code)
        .map((s) => [String(s.code), { tryInOrder: [...s.tryInOrder], fallback: s.fallback }]),
    ),
    transportFailures: byKey(
      r.transportFailures.map((f) => [
        f.key,
        {
          status: f.status,
          condition: f.condition,
          body: { ...f.body },
          summary: f.summary,
          clientAction: f.clientAction ?? null,
          sources: sources(f.provenance),
        },
      ]),
    ),
    counterOffer: guidance(r.counterOffer),
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
      .sort((a, b) => b.code - a.code)
      .map((x) => ({
        code: x.code,
        formerCondition: x.formerCondition,
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
    genericCondition: r.genericCondition.condition,
    genericConditionSources: sources(r.genericCondition.provenance),
    requestChecks: requestChecks(r),
    localErrors: guidance(r.localErrors),
    requestEra: requestEra(model, r),
    methods: methods(r),
    removedMethods: removedMethods(model, r),
    translations: Object.fromEntries(rows.map((t) => [t.to, t.row])),
    translationSources: Object.fromEntries(rows.map((t) => [t.to, t.sources])),
    undefinedCodes: undefinedCodes(model, r, pairs),
  };
}

/** Removes a key of sources, and every key ending in "Sources". */
type Unsourced<T> = T extends readonly (infer U)[]
  ? Unsourced<U>[]
  : T extends object
    ? { [K in keyof T as K extends "sources" | `${string}Sources` ? never : K]: Unsourced<T[K]> }
    : T;

/** Whether a member of the export holds sources: "sources", or a name ending in "Sources". */
export const isSourcesKey = (key: string): boolean => key === "sources" || key.endsWith("Sources");

/** The export without its sources: the tables alone, as a runtime reads them. */
export function withoutSources<T>(value: T): Unsourced<T> {
  if (Array.isArray(value)) return value.map(withoutSources) as Unsourced<T>;
  if (value === null || typeof value !== "object") return value as Unsourced<T>;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isSourcesKey(key)) continue;
    // A data rule is copied whole: its field names are the schema's, and may be anything.
    out[key] = key === "data" ? inner : withoutSources(inner);
  }
  return out as Unsourced<T>;
}

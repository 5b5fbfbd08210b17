/**
 * MergedModel -> the language-neutral export (mcp-errors.json): every revision's tables as plain
 * JSON, each fact with its sources. The tables are the ones every target's runtime reads, built by
 * the same encoders (mcp-errors/tables.ts), so an SDK in any language can load them instead of
 * keeping its own; the Go target embeds them (generator/emit/go/). The format's documentation is
 * its JSON Schema (templates/json/), which test/emit/json-export.test.ts validates this against.
 * The merge stage has checked what this takes for granted (merge/model-invariants.ts).
 */
import { GENERIC_CONDITION } from "../../merge/model-invariants.ts";
import type { MergedModel, Provenance, RevisionModel } from "../../model/merged-model.ts";
import { dataRule } from "../mcp-errors/data-spec.ts";
import {
  UNDEFINED_CODE_CLASS,
  bodyFields,
  byKey,
  compareText,
  descending,
  pairsFrom,
  paramHeaders,
  recognitionRule,
  refusedUndefinedCodes,
  reservedCodes,
  sharedCodes,
  translationEntry,
  undefinedCodeEntry,
} from "../mcp-errors/tables.ts";

/** The export's format: bumped when a reader of an older one would misread it. */
const EXPORT_FORMAT = 1;

export type RevisionJson = ReturnType<typeof buildExport>["revisions"][number];

/**
 * A fact's sources, without repeats: a schema line, or the register entry by its path with the
 * spec text it quotes. Never a register line, which moves with every edit above the entry.
 */
function sources(provenance: readonly Provenance[]) {
  const out = new Map<string, { schema: string } | { register: string; cites: object[] }>();
  for (const p of provenance) {
    const cited =
      p.kind === "schema"
        ? { schema: `${p.location.file}:${p.location.line}` }
        : {
            register: `${p.location.file} ${p.entry}`,
            cites: p.citations.map(({ file, line, endLine, quote }) => ({ file, line, endLine, quote })),
          };
    out.set(JSON.stringify(cited), cited);
  }
  return [...out.values()];
}

const guidance = (g: { guidance: string; provenance: Provenance[] } | undefined) =>
  g ? { guidance: g.guidance, sources: sources(g.provenance) } : null;

export function buildExport(model: MergedModel, options: { version: string; schemaFile: string }) {
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
    revisions: model.revisions.map((r) => revisionJson(model, r)),
  };
}

function conditions(r: RevisionModel) {
  const decls = new Map(r.declarations.map((d) => [d.name, d]));
  const sorted = [...r.conditions].sort((a, b) => compareText(a.key, b.key));
  return Object.fromEntries(
    sorted.map((c) => [
      c.key,
      {
        registerId: c.registerId ?? null,
        summary: c.summary,
        code: c.code,
        constant: c.constant,
        message: c.message,
        data: dataRule(c.data, decls),
        httpStatus: c.httpStatus.status,
        httpStatusSources: sources(c.httpStatus.provenance),
        acceptedCodes: descending(c.recognition.acceptedCodes),
        recognition: {
          codes: descending(c.recognition.codes),
          rules: c.recognition.rules.map((x) => ({ ...recognitionRule(x), sources: sources(x.provenance) })),
        },
        draftAliasOf: c.draftAliasOf ?? null,
        notes: (c.notes ?? []).map((n) => ({ text: n.text, sources: sources(n.provenance) })),
        sources: sources(c.provenance),
      },
    ]),
  );
}

/** Every outcome out of `r`, by destination and condition; a transport failure before the reason. */
function translations(model: MergedModel, r: RevisionModel) {
  const pairs = pairsFrom(model, r);
  return model.revisions.flatMap((other) => {
    const pair = pairs.get(other.id);
    if (!pair) return [];
    const outcomes = pair.outcomes.map((o): [string, object] => {
      const { reason, transportFailure, ...entry } = translationEntry(o);
      return [
        o.condition,
        {
          ...entry,
          ...(transportFailure !== undefined ? { transportFailure } : {}),
          ...(reason !== undefined ? { reason } : {}),
        },
      ];
    });
    return [{ to: other.id, row: byKey(outcomes), sources: sources(pair.provenance) }];
  });
}

function requestChecks(r: RevisionModel) {
  const { checkOrder, requestMeta, requestHeaders, toolParamHeaders } = r;
  if (!checkOrder || !requestMeta || !requestHeaders) return null;
  return {
    order: checkOrder.steps.map((s) => s.condition),
    metaKeys: requestMeta.keys.map((k) => ({
      key: k.key,
      required: k.required,
      type: k.kind,
      sources: sources(k.provenance),
    })),
    headers: requestHeaders.map((h) => ({
      name: h.name,
      bodyField: bodyFields(h),
      base64: h.base64,
      sources: sources(h.provenance),
    })),
    paramHeaders: toolParamHeaders
      ? { ...paramHeaders(toolParamHeaders), sources: sources(toolParamHeaders.provenance) }
      : null,
    sources: sources([...checkOrder.provenance, ...requestMeta.provenance]),
  };
}

function revisionJson(model: MergedModel, r: RevisionModel) {
  const tool = r.toolInputError;
  const rows = translations(model, r);
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
    sharedCodes: sharedCodes(r),
    transportFailures: byKey(
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
    reserved: reservedCodes(r).map((x) => ({
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
    localErrors: guidance(r.localErrors),
    translations: Object.fromEntries(rows.map((t) => [t.to, t.row])),
    translationSources: Object.fromEntries(rows.map((t) => [t.to, t.sources])),
    undefinedCodes: Object.fromEntries(
      refusedUndefinedCodes(model, r).map(([to, rules]) => [
        to,
        rules.map((rule) => ({ ...undefinedCodeEntry(rule), sources: sources(rule.provenance) })),
      ]),
    ),
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

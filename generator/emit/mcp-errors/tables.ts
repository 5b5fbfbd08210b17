/** A revision module's tables, typed by the runtime: its JSON export entry reshaped, so the two agree. */
import type * as runtime from "../../../runtime/mcp-errors/types.js";
import { withoutSources, type RevisionJson } from "../../export/export-model.ts";
import { specLines } from "../../export/sources.ts";

/** The tables every revision module exports, without its id, era and protocol version. */
export type Tables = Omit<
  runtime.TranslatingTables,
  | "REVISION"
  | "ERA"
  | "PROTOCOL_VERSION"
  | "GENERIC_CONDITION"
  | "META_KEYS"
  | "HEADERS"
  | "PARAM_HEADERS"
  | "CHECK_ORDER"
  | "CHECK_POLICY"
  | "REQUEST_ERA"
> & { readonly TRANSPORT_FAILURES: { readonly [failure: string]: runtime.TransportFailure } };

const mapValues = <T, U>(record: Record<string, T>, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

export function revisionTables(r: RevisionJson): Tables {
  const tool = r.toolInputError;
  return {
    CONDITIONS: mapValues(r.conditions, (c) => ({
      code: c.code,
      message: c.message,
      data: c.data,
      acceptedCodes: c.acceptedCodes,
      recognition: withoutSources(c.recognition),
      ...(c.httpStatusBasis === "project-choice" && { statusBasis: "project-choice" }),
    })),
    HTTP_STATUS: mapValues(r.conditions, (c) => c.httpStatus),
    SHARED_CODES: r.sharedCodes,
    TRANSPORT_FAILURES: mapValues(r.transportFailures, (f) => ({
      status: f.status,
      condition: f.condition,
      jsonrpc: f.condition,
      body: f.body,
      summary: f.summary,
      clientAction: f.clientAction,
      source: specLines(f.sources),
    })),
    // The runtime's entries name the reason before the transport failure that carries it.
    TRANSLATIONS: mapValues(r.translations, (row) =>
      mapValues(row, ({ transportFailure, ...entry }) => ({ ...entry, transportFailure })),
    ),
    UNDEFINED_CODES: withoutSources(r.undefinedCodes),
    CODE_BANDS: r.bands.map(({ from, to, undefinedCodes }) => ({ from, to, undefinedCodes })),
    RESERVED_CODES: r.reserved.map(({ code, formerCondition }) => ({
      code,
      formerCondition,
      formerly: formerCondition,
    })),
    ENVELOPE: { jsonrpc: r.envelope.jsonrpc, idOptional: r.envelope.idOptional },
    TOOL_INPUT_ERROR:
      tool.form === "protocol-error"
        ? { form: tool.form, code: tool.code ?? 0 }
        : { form: tool.form, resultType: tool.resultType },
    RESULT_TYPE: { required: r.resultType.required, complete: r.resultType.complete },
    METHODS: Object.fromEntries(
      r.methods.map((m) => [m.method, { kind: m.kind, from: m.from } as runtime.MethodEntry]),
    ),
    REMOVED_METHODS: r.removedMethods,
  };
}

/**
 * The public surface of the package, as data a release compares: what each module exports and the
 * signature of each function (as the targets declare them, emit/target.ts ApiSurface), the table
 * values each revision carries (codes, statuses, match rules, data types, translations), and the
 * wording (messages, reasons), which changes no behaviour.
 */
import type {
  MergedModel,
  Recognition,
  RevisionCondition,
  TranslationOutcome,
} from "../model/merged-model.ts";
import type { ApiSurface } from "../emit/target.ts";
import { typeText } from "../model/type-text.ts";

export type SurfaceValue =
  string | number | boolean | null | SurfaceValue[] | { [key: string]: SurfaceValue };

export interface PackageSurface {
  /**
   * Module path ("lib/index.d.ts") -> exported name -> its signature where it is a function. A
   * baseline recorded before signatures were compared lists the names alone.
   */
  exports: ApiSurface | Record<string, string[]>;
  /** Revision id -> its tables. */
  tables: Record<string, RevisionTables>;
  /** "from -> to" -> condition key -> outcome. */
  translations: Record<string, Record<string, TranslationValue>>;
  /** Revision id -> condition key -> default message; and translation reasons. */
  wording: Record<string, Record<string, string>>;
}

/** What a translation sends: the outcome, the status it travels with, and the condition it is carried as. */
export interface TranslationValue {
  [key: string]: string;
  /** "passthrough -32601", "renumber -32002 -> -32602", ... */
  outcome: string;
  /** "404" or "unspecified": the target revision's status for `carriedAs`. */
  http: string;
  /** The target revision's condition the error travels as. */
  carriedAs: string;
}

export interface RevisionTables {
  status: string;
  era: string;
  constants: Record<string, number>;
  conditions: Record<string, { [key: string]: SurfaceValue }>;
  /** Pre-dispatch transport failure -> its status ("400", "unspecified"). */
  transportFailures: Record<string, string>;
  reserved: number[];
}

export function packageSurface(model: MergedModel, api: ApiSurface): PackageSurface {
  const exports: ApiSurface = Object.fromEntries(Object.entries(api).sort(([a], [b]) => (a < b ? -1 : 1)));
  const tables: Record<string, RevisionTables> = {};
  const wording: Record<string, Record<string, string>> = {};
  for (const revision of model.revisions) {
    const conditions: RevisionTables["conditions"] = {};
    const messages: Record<string, string> = {};
    for (const c of revision.conditions) {
      // Values as a reader of the changelog would write them: no source positions, which move
      // with every register edit, and no JSON.
      conditions[c.key] = {
        code: c.code,
        constant: c.constant,
        http: c.httpStatus.status === null ? "unspecified" : String(c.httpStatus.status),
        recognition: describeRecognition(c.recognition),
        interface: c.interface?.name ?? null,
        data: c.data ? describeData(c.data) : null,
      };
      messages[c.key] = c.message;
    }
    tables[revision.id] = {
      status: revision.status,
      era: revision.era,
      constants: Object.fromEntries(revision.constants.map((c) => [c.name, c.value])),
      conditions,
      transportFailures: Object.fromEntries(
        revision.transportFailures.map((f) => [f.key, f.status === null ? "unspecified" : String(f.status)]),
      ),
      reserved: revision.reserved.map((r) => r.code).sort((a, b) => a - b),
    };
    wording[revision.id] = messages;
  }
  const translations: PackageSurface["translations"] = {};
  for (const pair of model.translations) {
    const outcomes: Record<string, TranslationValue> = {};
    const reasons: Record<string, string> = {};
    for (const outcome of pair.outcomes) {
      outcomes[outcome.condition] = describeOutcome(outcome);
      if (outcome.kind === "untranslatable") reasons[outcome.condition] = outcome.reason;
    }
    translations[`${pair.from} -> ${pair.to}`] = outcomes;
    if (Object.keys(reasons).length > 0) wording[`${pair.from} -> ${pair.to}`] = reasons;
  }
  return { exports, tables, translations, wording };
}

/**
 * How a receiver reads the condition: "-32601 alone", or a shared code with the evidence it
 * needs ("-32602 with request resources/read and error data"), then the codes it reads but never
 * sends.
 */
export function describeRecognition(recognition: Recognition): string {
  const ways = [
    ...recognition.codes.map((code) => `${code} alone`),
    ...recognition.rules.map((rule) => {
      const evidence = [
        ...(rule.method !== undefined
          ? [`request ${rule.method}${rule.methodUnknown === "match" ? " (or an unknown request)" : ""}`]
          : []),
        ...(rule.requiresData ? ["error data"] : []),
        ...(rule.httpStatus !== undefined ? [`HTTP ${rule.httpStatus}`] : []),
      ];
      return evidence.length > 0 ? `${rule.code} with ${evidence.join(" and ")}` : `${rule.code}`;
    }),
  ];
  const text = ways.length > 0 ? ways.join("; ") : "not recognised";
  return recognition.acceptedCodes.length > 0
    ? `${text}; read but never sent: ${recognition.acceptedCodes.join(", ")}`
    : text;
}

/** error.data as its TypeScript type, with whether it may be absent and whether it must match exactly. */
export function describeData(data: NonNullable<RevisionCondition["data"]>): string {
  const flags = [...(data.optional ? ["optional"] : []), ...(data.exact ? ["exact"] : [])];
  return flags.length > 0 ? `${typeText(data.type)} (${flags.join(", ")})` : typeText(data.type);
}

function describeOutcome(outcome: TranslationOutcome): TranslationValue {
  return {
    outcome: describeOutcomeCode(outcome),
    http: outcome.httpStatus === null ? "unspecified" : String(outcome.httpStatus),
    carriedAs:
      outcome.kind === "mapped"
        ? outcome.toCondition
        : outcome.kind === "untranslatable"
          ? outcome.fallback.condition
          : outcome.condition,
  };
}

function describeOutcomeCode(outcome: TranslationOutcome): string {
  switch (outcome.kind) {
    case "passthrough":
      return `passthrough ${outcome.code}`;
    case "renumber":
      return `renumber ${outcome.fromCode} -> ${outcome.code}`;
    case "mapped":
      return `carried as ${outcome.toCondition} ${outcome.code}`;
    case "untranslatable":
      return `untranslatable, falls back to ${outcome.fallback.condition} ${outcome.fallback.code}`;
  }
}

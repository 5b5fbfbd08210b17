/**
 * The package's public surface as a release compares it: each module's exports and signatures, each
 * revision's table values, and the wording; read as a changelog reader writes them, without positions.
 */
import { z } from "zod";
import type { ApiSurface } from "../emit/target.ts";
import type { MergedModel, TranslationOutcome } from "../model/merged-model.ts";
import { describeRecognition, type RecognitionWording } from "../model/recognition-text.ts";
import { typeText } from "../model/type-text.ts";

const record = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** What a translation sends, the status it travels with, and the target revision's condition it is carried as. */
const translationValue = z.object({ outcome: z.string(), http: z.string(), carriedAs: z.string() });

/** The surface as the baseline records it; a baseline in an older format fails to parse. */
export const surfaceSchema = z.object({
  /** Module path -> exported name -> its signature where it is a function. */
  exports: record(record(z.string().nullable())),
  /** Revision id -> its tables. */
  tables: record(
    z.object({
      status: z.string(),
      era: z.string(),
      constants: record(z.number()),
      conditions: record(record(z.json())),
      transportFailures: record(z.string()),
      reserved: z.array(z.number()),
    }),
  ),
  /** "from -> to" -> condition key -> outcome. */
  translations: record(record(translationValue)),
  /** Revision id -> condition key -> default message; and translation reasons. */
  wording: record(record(z.string())),
});

export type PackageSurface = z.infer<typeof surfaceSchema>;
export type TranslationValue = z.infer<typeof translationValue>;

export function packageSurface(model: MergedModel, api: ApiSurface): PackageSurface {
  const tables: PackageSurface["tables"] = {};
  const wording: Record<string, Record<string, string>> = {};
  for (const revision of model.revisions) {
    const conditions: PackageSurface["tables"][string]["conditions"] = {};
    for (const c of revision.conditions) {
      const flags = [...(c.data?.optional ? ["optional"] : []), ...(c.data?.exact ? ["exact"] : [])];
      const data = c.data && typeText(c.data.type) + (flags.length > 0 ? ` (${flags.join(", ")})` : "");
      conditions[c.key] = {
        code: c.code,
        constant: c.constant,
        http: statusText(c.httpStatus.status),
        recognition: describeRecognition(c.recognition, RECOGNITION),
        interface: c.interface?.name ?? null,
        data: data ?? null,
      };
    }
    tables[revision.id] = {
      status: revision.status,
      era: revision.era,
      constants: Object.fromEntries(revision.constants.map((c) => [c.name, c.value])),
      conditions,
      transportFailures: Object.fromEntries(
        revision.transportFailures.map((f) => [f.key, statusText(f.status)]),
      ),
      reserved: revision.reserved.map((r) => r.code).sort((a, b) => a - b),
    };
    wording[revision.id] = Object.fromEntries(revision.conditions.map((c) => [c.key, c.message]));
  }
  const translations: PackageSurface["translations"] = {};
  for (const { from, to, outcomes } of model.translations) {
    translations[`${from} -> ${to}`] = Object.fromEntries(
      outcomes.map((o) => [o.condition, describeOutcome(o)]),
    );
    const reasons = outcomes.flatMap((o) => (o.kind === "untranslatable" ? [[o.condition, o.reason]] : []));
    if (reasons.length > 0) wording[`${from} -> ${to}`] = Object.fromEntries(reasons);
  }
  return { exports: api, tables, translations, wording };
}

function statusText(status: number | null): string {
  return status === null ? "unspecified" : String(status);
}

// How a receiver reads the condition: "-32601 alone", or a shared code with the evidence it needs
// ("-32602 with request resources/read and error data"), then the codes it reads but never sends.
const RECOGNITION: RecognitionWording = {
  alone: (code) => `${code} alone`,
  shared: (code, evidence) => (evidence ? `${code} with ${evidence}` : `${code}`),
  method: (method, orUnknown) => `request ${method}${orUnknown ? " (or an unknown request)" : ""}`,
  data: "error data",
  http: (status) => `HTTP ${status}`,
  none: "not recognised",
  accepted: "read but never sent: ",
};

function describeOutcome(outcome: TranslationOutcome): TranslationValue {
  const http = statusText(outcome.httpStatus);
  if (outcome.kind === "untranslatable") {
    const { condition, code } = outcome.fallback;
    return { outcome: `untranslatable, falls back to ${condition} ${code}`, http, carriedAs: condition };
  }
  if (outcome.kind === "mapped") {
    const { toCondition, code } = outcome;
    return { outcome: `carried as ${toCondition} ${code}`, http, carriedAs: toCondition };
  }
  const text =
    outcome.kind === "renumber"
      ? `renumber ${outcome.fromCode} -> ${outcome.code}`
      : `passthrough ${outcome.code}`;
  return { outcome: text, http, carriedAs: outcome.condition };
}

/**
 * Our side of each SDK comparison point, read from the merged model (the register and the
 * schemas), so docs/sdk-comparison.md changes when the register does.
 */
import type { MergedModel, RevisionCondition, RevisionModel } from "../model/merged-model.ts";
import { describeRecognition } from "../model/recognition-text.ts";

export const OUR_FACT_KEYS = [
  "resourceNotFoundCodes",
  "unsupportedVersionStatus",
  "invalidRequestStatus",
  "envelopeIdRule",
  "checkOrder",
  "headerMismatchCodes",
  "resourceNotFoundRecognition",
  "methodNotFoundStatus",
] as const;

export type OurFactKey = (typeof OUR_FACT_KEYS)[number];

const MODERN = "2026-07-28";
const LEGACY = "2025-11-25";

/** Markdown for each fact. */
export function ourFacts(model: MergedModel): Record<OurFactKey, string> {
  const finals = model.revisions.filter((r) => r.status === "final");
  const modern = model.revisions.find((r) => r.id === MODERN);
  if (modern === undefined) throw new Error(`the merged model has no revision ${MODERN}`);
  return {
    resourceNotFoundCodes: finals
      .map((r) => {
        const c = condition(r, "resourceNotFound");
        return c === undefined ? `${r.id}: none` : `${r.id}: ${c.code}${c.data ? " with `{ uri }`" : ""}`;
      })
      .join("; "),
    unsupportedVersionStatus: [
      `${MODERN}: ${status(condition(modern, "unsupportedProtocolVersion")?.httpStatus.status)}`,
      `to ${LEGACY}: ${translation(model, MODERN, LEGACY, "unsupportedProtocolVersion")}`,
    ].join("; "),
    invalidRequestStatus: `${MODERN}: ${status(condition(modern, "invalidRequest")?.httpStatus.status)}`,
    envelopeIdRule: modern.envelope.idOptional
      ? `${MODERN}: the id is optional; an unreadable id is left out`
      : `${MODERN}: the id is required`,
    checkOrder:
      modern.checkOrder?.steps
        .map((step, i) => `${i + 1}. ${step.check}: \`${step.condition}\` (${step.http})`)
        .join("; ") ?? "none in the register",
    headerMismatchCodes:
      finals
        .flatMap((r) => {
          const c = condition(r, "headerMismatch");
          return c === undefined ? [] : [`${r.id}: ${c.code} (\`${c.constant}\`)`];
        })
        .join("; ") || "none",
    resourceNotFoundRecognition: recognition(condition(modern, "resourceNotFound")),
    methodNotFoundStatus: `${MODERN}: ${status(condition(modern, "methodNotFound")?.httpStatus.status)}`,
  };
}

function condition(r: RevisionModel, key: string): RevisionCondition | undefined {
  return r.conditions.find((c) => c.key === key);
}

function status(http: number | null | undefined): string {
  return typeof http === "number" ? String(http) : "no status (the spec gives none)";
}

function translation(model: MergedModel, from: string, to: string, key: string): string {
  const pair = model.translations.find((t) => t.from === from && t.to === to);
  const outcome = pair?.outcomes.find((o) => o.condition === key);
  if (outcome === undefined) return "no rule";
  switch (outcome.kind) {
    case "passthrough":
      return `sent as ${outcome.code}`;
    case "renumber":
      return `renumbered to ${outcome.code}`;
    case "mapped":
      return `sent as \`${outcome.toCondition}\` (${outcome.code})`;
    case "untranslatable":
      return `not expressible; \`${outcome.fallback.condition}\` (${outcome.fallback.code}) stands in`;
  }
}

function recognition(c: RevisionCondition | undefined): string {
  if (c === undefined) return "none";
  const text = describeRecognition(c.recognition, {
    alone: (code) => `${code} from the code alone`,
    shared: (code, evidence) => `${code} with ${evidence || "no further evidence"}`,
    method: (method, orUnknown) => `method \`${method}\`${orUnknown ? " (or unknown)" : ""}`,
    data: `data \`{ uri }\`${c.data?.exact ? " exactly" : ""}`,
    http: (status) => `status ${status}`,
    none: "",
    accepted: "accepted, never sent: ",
  });
  return `${MODERN}: ${text}`;
}

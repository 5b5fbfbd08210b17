/**
 * Our side of each SDK comparison point, read from the merged model (the register and the
 * schemas), so docs/sdk-comparison.md changes when the register does.
 */
import type { MergedModel, RevisionCondition, RevisionModel } from "../model/merged-model.ts";
import { describeRecognition } from "../model/recognition-text.ts";

const MODERN = "2026-07-28";
const LEGACY = "2025-11-25";

type Sources = { model: MergedModel; finals: RevisionModel[]; modern: RevisionModel };

/** Markdown for each fact; the keys are what a point's `ours` may name. */
const FACTS = {
  resourceNotFoundCodes: ({ finals }) =>
    finals
      .map((r) => {
        const c = condition(r, "resourceNotFound");
        return c === undefined ? `${r.id}: none` : `${r.id}: ${c.code}${c.data ? " with `{ uri }`" : ""}`;
      })
      .join("; "),
  unsupportedVersionStatus: ({ model, modern }) =>
    [
      `${MODERN}: ${status(modern, "unsupportedProtocolVersion")}`,
      `to ${LEGACY}: ${translation(model, MODERN, LEGACY, "unsupportedProtocolVersion")}`,
    ].join("; "),
  invalidRequestStatus: ({ modern }) => `${MODERN}: ${status(modern, "invalidRequest")}`,
  envelopeIdRule: ({ modern }) =>
    modern.envelope.idOptional
      ? `${MODERN}: the id is optional; an unreadable id is left out`
      : `${MODERN}: the id is required`,
  checkOrder: ({ modern }) =>
    modern.checkOrder?.steps
      .map((step, i) => `${i + 1}. ${step.check}: \`${step.condition}\` (${step.http})`)
      .join("; ") ?? "none in the register",
  headerMismatchCodes: ({ finals }) =>
    finals
      .flatMap((r) => {
        const c = condition(r, "headerMismatch");
        return c === undefined ? [] : [`${r.id}: ${c.code} (\`${c.constant}\`)`];
      })
      .join("; ") || "none",
  resourceNotFoundRecognition: ({ modern }) => recognition(condition(modern, "resourceNotFound")),
  methodNotFoundStatus: ({ modern }) => `${MODERN}: ${status(modern, "methodNotFound")}`,
} satisfies Record<string, (sources: Sources) => string>;

export type OurFactKey = keyof typeof FACTS;
export const OUR_FACT_KEYS = Object.keys(FACTS) as OurFactKey[];

export function ourFacts(model: MergedModel): Record<OurFactKey, string> {
  const modern = model.revisions.find((r) => r.id === MODERN);
  if (modern === undefined) throw new Error(`the merged model has no revision ${MODERN}`);
  const sources = { model, modern, finals: model.revisions.filter((r) => r.status === "final") };
  const facts = Object.entries(FACTS).map(([key, fact]) => [key, fact(sources)]);
  return Object.fromEntries(facts) as Record<OurFactKey, string>;
}

function condition(r: RevisionModel, key: string): RevisionCondition | undefined {
  return r.conditions.find((c) => c.key === key);
}

function status(r: RevisionModel, key: string): string {
  const http = condition(r, key)?.httpStatus.status;
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

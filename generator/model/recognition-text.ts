/** How a receiver recognises a condition, in the words each caller passes (diff, release, SDK page). */
import type { Recognition, RecognitionRule } from "./merged-model.ts";

export interface RecognitionWording {
  /** A code read as the condition on its own. */
  alone(code: number): string;
  /** A shared code with its evidence, the phrases below joined by " and " ("" when it needs none). */
  shared(code: number, evidence: string): string;
  method(method: string, orUnknown: boolean): string;
  data: string;
  http(status: number): string;
  /** When the condition is not recognised at all. */
  none: string;
  /** Before the codes read but never sent; left out when undefined. */
  accepted?: string;
}

/** `code`, when given, keeps only the ways that read that code. */
export function describeRecognition(
  recognition: Recognition,
  wording: RecognitionWording,
  code?: number,
): string {
  const reads = (c: number) => code === undefined || c === code;
  const ways = [
    ...recognition.codes.filter(reads).map((c) => wording.alone(c)),
    ...recognition.rules
      .filter((r) => reads(r.code))
      .map((r) => wording.shared(r.code, evidence(r, wording))),
  ];
  const text = ways.length > 0 ? ways.join("; ") : wording.none;
  const accepted = recognition.acceptedCodes;
  if (wording.accepted === undefined || accepted.length === 0) return text;
  return `${text}; ${wording.accepted}${accepted.join(", ")}`;
}

function evidence(rule: RecognitionRule, wording: RecognitionWording): string {
  return [
    ...(rule.method !== undefined ? [wording.method(rule.method, rule.methodUnknown === "match")] : []),
    ...(rule.requiresData ? [wording.data] : []),
    ...(rule.httpStatus !== undefined ? [wording.http(rule.httpStatus)] : []),
  ].join(" and ");
}

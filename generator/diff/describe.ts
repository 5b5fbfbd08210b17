/** Short phrases shared by the messages of several rules. */
import type { HttpStatusByOrigin, MatchRule, RevisionCondition } from "../model/merged-model.ts";

/** A status, or what an unspecified one (null) means to a reader. */
export function describeStatus(status: number | null): string {
  return status === null ? "no status specified" : `HTTP ${status}`;
}

/** "HTTP 200 → 404", or with an unspecified side "no status specified → HTTP 404". */
export function describeStatusChange(from: number | null, to: number | null): string {
  return from !== null && to !== null
    ? `HTTP ${from} → ${to}`
    : `${describeStatus(from)} → ${describeStatus(to)}`;
}

/** "HTTP 400" when both origins agree, else "HTTP 400 (transport), 200 (handler)". */
export function describeHttp(http: HttpStatusByOrigin): string {
  const transport: number | null = http.transport;
  const handler: number | null = http.handler;
  if (transport === handler) return describeStatus(transport);
  return `${describeStatus(transport)} (transport), ${describeStatus(handler)} (handler)`;
}

/** How receivers recognise a condition, as the end of "receivers …". */
export function describeMatch(match: MatchRule): string {
  switch (match) {
    case "unique":
      return "recognise it by its code alone";
    case "data":
      return "must read its error data to tell it from other errors on the same code";
    case "status":
      return "must look at the HTTP status to tell it from other errors on the same code";
    case "fallback":
      return "read the code as this error only when nothing more specific matches";
  }
}

/** "resourceNotFound (-32002, HTTP 200)" */
export function describeCondition(condition: RevisionCondition): string {
  return `${condition.key} (${condition.code}, ${describeHttp(condition.http)})`;
}

export function listKeys(conditions: readonly RevisionCondition[]): string {
  return conditions.map((c) => c.key).join(", ");
}

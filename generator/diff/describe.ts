/** Short phrases shared by the messages of several rules. */
import type { HttpStatusByOrigin, RevisionCondition } from "../model/merged-model.ts";

/** "HTTP 400" when both origins agree, else "HTTP 400 (transport), 200 (handler)". */
export function describeHttp(http: HttpStatusByOrigin): string {
  return http.transport === http.handler
    ? `HTTP ${http.transport}`
    : `HTTP ${http.transport} (transport), ${http.handler} (handler)`;
}

/** "resourceNotFound (-32002, HTTP 200)" */
export function describeCondition(condition: RevisionCondition): string {
  return `${condition.key} (${condition.code}, ${describeHttp(condition.http)})`;
}

export function listKeys(conditions: readonly RevisionCondition[]): string {
  return conditions.map((c) => c.key).join(", ");
}

/** Short phrases shared by the messages of several rules. */
import type { RevisionCondition } from "../model/merged-model.ts";

/** "HTTP 400", or "no status specified" where no cited text gives one (null). */
export function describeHttp(status: number | null): string {
  return status === null ? "no status specified" : `HTTP ${status}`;
}

/** "HTTP 200 → 404", or with an unspecified side "no status specified → HTTP 404". */
export function describeStatusChange(from: number | null, to: number | null): string {
  return from !== null && to !== null
    ? `HTTP ${from} → ${to}`
    : `${describeHttp(from)} → ${describeHttp(to)}`;
}

/** "resourceNotFound (-32002, HTTP unspecified)" */
export function describeCondition(condition: RevisionCondition): string {
  return `${condition.key} (${condition.code}, ${describeHttp(condition.httpStatus.status)})`;
}

export function listKeys(conditions: readonly RevisionCondition[]): string {
  return conditions.map((c) => c.key).join(", ");
}

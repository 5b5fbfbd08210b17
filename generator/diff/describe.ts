/** Short phrases shared by the messages of several rules. */
import type { RevisionCondition } from "../model/merged-model.ts";

/** "HTTP 400", or "HTTP unspecified" where no cited text gives a status. */
export function describeHttp(status: number | null): string {
  return status === null ? "HTTP unspecified" : `HTTP ${status}`;
}

/** "resourceNotFound (-32002, HTTP unspecified)" */
export function describeCondition(condition: RevisionCondition): string {
  return `${condition.key} (${condition.code}, ${describeHttp(condition.httpStatus.status)})`;
}

export function listKeys(conditions: readonly RevisionCondition[]): string {
  return conditions.map((c) => c.key).join(", ");
}

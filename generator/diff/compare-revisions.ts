/** Two RevisionModels -> findings, by every rule family. */
import type { RevisionModel } from "../model/merged-model.ts";
import type { Finding } from "./change.ts";
import { compareCodes } from "./compare-codes.ts";
import { compareConditions } from "./compare-conditions.ts";
import { compareData } from "./compare-data.ts";
import { compareEnvelope } from "./compare-envelope.ts";
import { compareHttp } from "./compare-http.ts";
import { comparePolicy } from "./compare-policy.ts";
import { compareRequestChecks } from "./compare-request-checks.ts";
import { compareResultType } from "./compare-result-type.ts";
import { indexRevision } from "./revision-index.ts";

/** `labels` name the two sides in messages; by default, their revision ids. */
export function compareRevisionModels(
  base: RevisionModel,
  head: RevisionModel,
  labels: { base: string; head: string } = { base: base.id, head: head.id },
): Finding[] {
  const b = indexRevision(base, labels.base);
  const h = indexRevision(head, labels.head);
  return [
    ...compareCodes(b, h),
    ...compareConditions(b, h),
    ...compareHttp(b, h),
    ...compareData(b, h),
    ...compareEnvelope(b, h),
    ...comparePolicy(base, head),
    ...compareRequestChecks(base, head),
    ...compareResultType(b, h),
  ];
}

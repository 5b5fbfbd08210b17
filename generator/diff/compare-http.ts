/**
 * HTTP statuses: per condition (null = unspecified, so two unspecified statuses never differ),
 * and the transport's own pre-dispatch failures.
 */
import type { Finding } from "./change.ts";
import { describeHttp } from "./describe.ts";
import { pickLocation } from "./locations.ts";
import { commonConditions, type RevisionIndex } from "./revision-index.ts";

export function compareHttp(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  for (const [before, after] of commonConditions(base, head)) {
    const from = before.httpStatus.status;
    const to = after.httpStatus.status;
    if (from === to) continue;
    findings.push({
      ruleId:
        to === null
          ? "http-status-unspecified"
          : from === null
            ? "http-status-specified"
            : "http-status-changed",
      message: `${after.key} (${after.code}): ${describeHttp(from)} → ${describeHttp(to)}`,
      location: pickLocation(after.provenance, "register") ?? pickLocation(before.provenance, "register"),
      details: { condition: after.key, code: after.code, from, to },
    });
  }

  const beforeFailures = new Map(base.revision.transportFailures.map((f) => [f.key, f]));
  const afterFailures = new Map(head.revision.transportFailures.map((f) => [f.key, f]));
  for (const [key, after] of afterFailures) {
    const before = beforeFailures.get(key);
    if (!before)
      findings.push({
        ruleId: "transport-failure-added",
        message: `transport failure ${key}: HTTP ${after.status} in ${head.label}`,
        location: pickLocation(after.provenance, "register"),
        details: { failure: key, to: after.status },
      });
    else if (before.status !== after.status)
      findings.push({
        ruleId: "transport-failure-status-changed",
        message: `transport failure ${key}: HTTP ${before.status} → ${after.status}`,
        location: pickLocation(after.provenance, "register"),
        details: { failure: key, from: before.status, to: after.status },
      });
  }
  for (const [key, before] of beforeFailures)
    if (!afterFailures.has(key))
      findings.push({
        ruleId: "transport-failure-removed",
        message: `transport failure ${key} (HTTP ${before.status}) is gone from ${head.label}`,
        location: pickLocation(before.provenance, "register"),
        details: { failure: key, from: before.status },
      });
  return findings;
}

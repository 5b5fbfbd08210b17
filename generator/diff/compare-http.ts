/** HTTP statuses by origin: per condition, and the default for codes no condition ties to one. */
import type { Origin } from "../model/merged-model.ts";
import type { Finding } from "./change.ts";
import { pickLocation } from "./locations.ts";
import { commonConditions, type RevisionIndex } from "./revision-index.ts";

const ORIGINS: readonly Origin[] = ["transport", "handler"];

export function compareHttp(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  for (const [before, after] of commonConditions(base, head)) {
    const key = after.key;
    for (const origin of ORIGINS) {
      if (before.http[origin] === after.http[origin]) continue;
      findings.push({
        ruleId: "http-status-changed",
        message: `${key} (${after.code}) from the ${origin}: HTTP ${before.http[origin]} → ${after.http[origin]}`,
        location: pickLocation(after.provenance, "register"),
        details: {
          condition: key,
          code: after.code,
          origin,
          from: before.http[origin],
          to: after.http[origin],
        },
      });
    }
  }
  const before = base.revision.httpDefault;
  const after = head.revision.httpDefault;
  for (const origin of ORIGINS) {
    if (before[origin] === after[origin]) continue;
    findings.push({
      ruleId: "http-default-changed",
      message: `codes without a status of their own, from the ${origin}: HTTP ${before[origin]} → ${after[origin]}`,
      location: pickLocation(after.provenance, "register"),
      details: { origin, from: before[origin], to: after[origin] },
    });
  }
  return findings;
}

/** HTTP statuses by origin: per condition, and the default for codes no condition ties to one. */
import type { Origin } from "../model/merged-model.ts";
import type { Finding } from "./change.ts";
import { describeStatusChange } from "./describe.ts";
import { pickLocation } from "./locations.ts";
import { commonConditions, type RevisionIndex } from "./revision-index.ts";

const ORIGINS: readonly Origin[] = ["transport", "handler"];

export function compareHttp(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  for (const [before, after] of commonConditions(base, head)) {
    const key = after.key;
    for (const origin of ORIGINS) {
      // Unspecified (null) on both sides is no change, whatever an implementation picks.
      const from: number | null = before.http[origin];
      const to: number | null = after.http[origin];
      if (from === to) continue;
      findings.push({
        ruleId:
          from === null
            ? "http-status-specified"
            : to === null
              ? "http-status-unspecified"
              : "http-status-changed",
        message: `${key} (${after.code}) from the ${origin}: ${describeStatusChange(from, to)}`,
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
    const from: number | null = before[origin];
    const to: number | null = after[origin];
    if (from === to) continue;
    findings.push({
      ruleId: "http-default-changed",
      message: `codes without a status of their own, from the ${origin}: ${describeStatusChange(from, to)}`,
      location: pickLocation(after.provenance, "register"),
      details: { origin, from: before[origin], to: after[origin] },
    });
  }
  return findings;
}

/** The error response envelope: whether `id` is optional, and its schema name. */
import type { Finding } from "./change.ts";
import { pickLocation } from "./locations.ts";
import type { RevisionIndex } from "./revision-index.ts";

export function compareEnvelope(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  const before = base.revision.envelope;
  const after = head.revision.envelope;
  const location = pickLocation(after.provenance, "schema");
  if (before.idOptional !== after.idOptional)
    findings.push({
      ruleId: after.idOptional ? "envelope-id-made-optional" : "envelope-id-made-required",
      message: after.idOptional
        ? `${after.name}: \`id\` is optional in ${head.label} (required in ${base.label})`
        : `${after.name}: \`id\` is required in ${head.label} (optional in ${base.label})`,
      location,
      details: {
        field: "id",
        from: before.idOptional ? "optional" : "required",
        to: after.idOptional ? "optional" : "required",
      },
    });
  if (before.name !== after.name)
    findings.push({
      ruleId: "envelope-renamed",
      message: `error envelope ${before.name} → ${after.name}`,
      location,
      details: { from: before.name, to: after.name },
    });
  return findings;
}

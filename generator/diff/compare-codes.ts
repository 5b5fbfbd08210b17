/**
 * Codes and constants: added, removed, renumbered, accepted. A new condition on a new code is
 * reported once, as code-added (not again as condition-added). A renumbered condition is
 * code-renumbered, and its new or vanished code is also code-added/removed, except for draft
 * renumberings, which are one code under two numbers.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import { locate } from "./locations.ts";
import type { Finding } from "./report.ts";
import { commonConditions, describeHttp, sortedCodes, type Side } from "./comparison.ts";

export function compareCodes(base: Side, head: Side): Finding[] {
  return [
    ...wireCodes(base, head, "added"),
    ...wireCodes(head, base, "removed"),
    ...commonConditions(base, head).flatMap(([before, after]) => [
      ...renumbered(base, before, after),
      ...acceptedCodes(before, after),
    ]),
    ...constants(base, head),
  ];
}

/**
 * Codes on `side`'s wire and not on `other`'s. A condition renumbered onto a new code still adds
 * that code to the wire (a legacy peer has never seen -32022), unless the renumbering only
 * replaces a pre-release draft number.
 */
function wireCodes(other: Side, side: Side, kind: "added" | "removed"): Finding[] {
  const findings: Finding[] = [];
  for (const [code, { conditions, constants }] of side.wire) {
    if (other.wire.has(code)) continue;
    const draftOnly = conditions.every((c) => isDraftAlias(c, other.conditions.get(c.key)));
    if (conditions.length > 0 && draftOnly) continue;
    // A condition that moved to another code is described by its move, not as a new or lost meaning.
    const fresh = conditions.filter((c) => !other.conditions.has(c.key));
    const moved = conditions.filter((c) => other.conditions.has(c.key));
    const parts = [
      ...(fresh.length > 0
        ? [fresh.map((c) => `${c.key} (${describeHttp(c.httpStatus.status)})`).join("; ")]
        : []),
      ...moved.map(
        (c) => `${c.key} moved ${kind === "added" ? "here from" : "to"} ${other.conditions.get(c.key)?.code}`,
      ),
    ];
    const constant = constants[0];
    const what = `code ${code}${constant ? ` ${constant.name}` : ""}`;
    const carried = parts.length > 0 ? `: ${parts.join("; ")}` : "";
    const keys = conditions.length > 0 ? conditions.map((c) => c.key) : undefined;
    findings.push({
      ruleId: kind === "added" ? "code-added" : "code-removed",
      message:
        kind === "added"
          ? `${what} is new in ${side.label}${carried}`
          : `${what} is no longer used in ${other.label}${carried}`,
      location: locate(constant?.provenance, "schema") ?? locate(conditions[0]?.provenance),
      details: { code, constant: constant?.name, ...(kind === "added" ? { to: keys } : { from: keys }) },
    });
  }
  return findings;
}

function isDraftAlias(condition: RevisionCondition, counterpart: RevisionCondition | undefined): boolean {
  if (!counterpart) return false;
  return condition.draftAliasOf === counterpart.code || counterpart.draftAliasOf === condition.code;
}

function renumbered(base: Side, before: RevisionCondition, after: RevisionCondition): Finding[] {
  if (before.code === after.code) return [];
  const names = before.constant !== after.constant ? ` (${before.constant} → ${after.constant})` : "";
  const fresh = base.wire.has(after.code) ? "" : `; ${after.code} is a new code`;
  const draft = isDraftAlias(before, after) ? "draft code" : "code";
  return [
    {
      ruleId: "code-renumbered",
      message: `${after.key}: ${draft} ${before.code} → ${after.code}${names}${fresh}`,
      // The register entry that gives the condition its code in head.
      location: locate(after.provenance),
      details: { condition: after.key, from: before.code, to: after.code },
    },
  ];
}

function acceptedCodes(before: RevisionCondition, after: RevisionCondition): Finding[] {
  const accepted = (code: number, now: boolean): Finding => ({
    ruleId: now ? "accepted-code-added" : "accepted-code-removed",
    message: `${after.key}: receivers ${now ? "also" : "no longer"} accept code ${code}`,
    location: locate(after.provenance),
    details: { condition: after.key, code },
  });
  const { acceptedCodes: was } = before.recognition;
  const { acceptedCodes: is } = after.recognition;
  return [
    ...sortedCodes(is)
      .filter((code) => !was.includes(code))
      .map((code) => accepted(code, true)),
    // A code still read as the condition's own code now is not a loss.
    ...sortedCodes(was)
      .filter((code) => !is.includes(code) && code !== after.code)
      .map((code) => accepted(code, false)),
  ];
}

/** Constants whose code stays on both wires; the rest are covered by the code rules above. */
function constants(base: Side, head: Side): Finding[] {
  const findings: Finding[] = [];
  const removed = [...base.constants.values()].filter(
    (c) => !head.constants.has(c.name) && head.wire.has(c.value),
  );
  const added = [...head.constants.values()].filter(
    (c) => !base.constants.has(c.name) && base.wire.has(c.value),
  );
  for (const before of removed) {
    const renamedTo = added.find((c) => c.value === before.value);
    if (renamedTo) added.splice(added.indexOf(renamedTo), 1);
    findings.push(
      renamedTo
        ? {
            ruleId: "constant-renamed",
            message: `code ${before.value}: constant ${before.name} → ${renamedTo.name}`,
            location: locate(renamedTo.provenance, "schema"),
            details: { code: before.value, from: before.name, to: renamedTo.name },
          }
        : {
            ruleId: "constant-removed",
            message: `constant ${before.name} (${before.value}) is no longer exported; the code stays in use`,
            location: locate(before.provenance, "schema"),
            details: { constant: before.name, code: before.value },
          },
    );
  }
  for (const after of added)
    findings.push({
      ruleId: "constant-added",
      message: `constant ${after.name} (${after.value}) is new, for a code already in use`,
      location: locate(after.provenance, "schema"),
      details: { constant: after.name, code: after.value },
    });
  // Same name, new value; a constant that moved with its renumbered condition is code-renumbered.
  const movedWithCondition = new Set(
    commonConditions(base, head)
      .filter(([before, after]) => before.code !== after.code && before.constant === after.constant)
      .map(([, after]) => after.constant),
  );
  for (const after of head.constants.values()) {
    const before = base.constants.get(after.name);
    if (!before || before.value === after.value || movedWithCondition.has(after.name)) continue;
    findings.push({
      ruleId: "constant-value-changed",
      message: `constant ${after.name}: ${before.value} → ${after.value}`,
      location: locate(after.provenance, "schema"),
      details: { constant: after.name, from: before.value, to: after.value },
    });
  }
  return findings;
}

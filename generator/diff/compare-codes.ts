/**
 * Codes and constants: added, removed, renumbered, accepted. A new condition on a new code is
 * reported once, as code-added (not again as condition-added). A renumbered condition is
 * code-renumbered, and its new or vanished code is also code-added/removed, except for draft
 * renumberings, which are one code under two numbers.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import type { Finding } from "./change.ts";
import { describeHttp } from "./describe.ts";
import { pickLocation } from "./locations.ts";
import {
  byCode,
  commonConditions,
  sortedCodes,
  type RevisionConstant,
  type RevisionIndex,
} from "./revision-index.ts";

export function compareCodes(base: RevisionIndex, head: RevisionIndex): Finding[] {
  return [
    ...codesAddedOrRemoved(base, head, "added"),
    ...codesAddedOrRemoved(head, base, "removed"),
    ...renumbered(base, head),
    ...acceptedCodes(base, head),
    ...constants(base, head),
  ];
}

/**
 * Codes on `side`'s wire and not on `other`'s. A condition renumbered onto a new code still adds
 * that code to the wire (a legacy peer has never seen -32022), unless the renumbering only
 * replaces a pre-release draft number.
 */
function codesAddedOrRemoved(
  other: RevisionIndex,
  side: RevisionIndex,
  kind: "added" | "removed",
): Finding[] {
  const findings: Finding[] = [];
  for (const [code, users] of byCode(side.wire)) {
    if (other.wire.has(code)) continue;
    // A draft renumbering is the same code under its final number: code-renumbered says it all.
    if (
      users.conditions.length > 0 &&
      users.conditions.every((c) => isDraftAlias(c, other.conditions.get(c.key)))
    )
      continue;
    const conditions = users.conditions;
    const constant = users.constants[0];
    const name = constant ? ` ${constant.name}` : "";
    const carried = conditions.length > 0 ? `: ${conditions.map(conditionWithHttp).join("; ")}` : "";
    const keys = conditions.map((c) => c.key);
    findings.push({
      ruleId: kind === "added" ? "code-added" : "code-removed",
      message:
        kind === "added"
          ? `code ${code}${name} is new in ${side.label}${carried}`
          : `code ${code}${name} is gone from ${other.label}${carried}`,
      location:
        pickLocation(constant?.provenance, "schema") ?? pickLocation(conditions[0]?.provenance, "register"),
      details: {
        code,
        ...(constant ? { constant: constant.name } : {}),
        ...(keys.length > 0 ? (kind === "added" ? { to: keys } : { from: keys }) : {}),
      },
    });
  }
  return findings;
}

function isDraftAlias(condition: RevisionCondition, counterpart: RevisionCondition | undefined): boolean {
  if (!counterpart) return false;
  return condition.draftAliasOf === counterpart.code || counterpart.draftAliasOf === condition.code;
}

function conditionWithHttp(condition: RevisionCondition): string {
  return `${condition.key} (${describeHttp(condition.httpStatus.status)})`;
}

function renumbered(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  for (const [before, after] of commonConditions(base, head)) {
    if (before.code === after.code) continue;
    const draft = before.draftAliasOf === after.code || after.draftAliasOf === before.code;
    const names = before.constant !== after.constant ? ` (${before.constant} → ${after.constant})` : "";
    const fresh = base.wire.has(after.code) ? "" : `; ${after.code} is a new code`;
    findings.push({
      ruleId: "code-renumbered",
      message: `${after.key}: ${draft ? "draft code" : "code"} ${before.code} → ${after.code}${names}${fresh}`,
      // The register entry that gives the condition its code in head.
      location: pickLocation(after.provenance, "register"),
      details: { condition: after.key, from: before.code, to: after.code },
    });
  }
  return findings;
}

function acceptedCodes(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  for (const [before, after] of commonConditions(base, head)) {
    const location = pickLocation(after.provenance, "register");
    for (const code of sortedCodes(after.recognition.acceptedCodes)) {
      if (before.recognition.acceptedCodes.includes(code)) continue;
      findings.push({
        ruleId: "accepted-code-added",
        message: `${after.key}: receivers also accept code ${code}`,
        location,
        details: { condition: after.key, code },
      });
    }
    for (const code of sortedCodes(before.recognition.acceptedCodes)) {
      // Still read, as the condition's own code now: not a loss.
      if (after.recognition.acceptedCodes.includes(code) || code === after.code) continue;
      findings.push({
        ruleId: "accepted-code-removed",
        message: `${after.key}: receivers no longer accept code ${code}`,
        location,
        details: { condition: after.key, code },
      });
    }
  }
  return findings;
}

/** Constants whose code stays on both wires; the rest are covered by the code rules above. */
function constants(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  const removed = base.sortedConstants.filter((c) => !head.constants.has(c.name) && head.wire.has(c.value));
  const added = head.sortedConstants.filter((c) => !base.constants.has(c.name) && base.wire.has(c.value));
  for (const before of removed) {
    const renamedTo = added.find((c) => c.value === before.value);
    if (renamedTo) {
      added.splice(added.indexOf(renamedTo), 1);
      findings.push({
        ruleId: "constant-renamed",
        message: `code ${before.value}: constant ${before.name} → ${renamedTo.name}`,
        location: pickLocation(renamedTo.provenance, "schema"),
        details: { code: before.value, from: before.name, to: renamedTo.name },
      });
    } else {
      findings.push({
        ruleId: "constant-removed",
        message: `constant ${before.name} (${before.value}) is no longer exported; the code stays in use`,
        location: pickLocation(before.provenance, "schema"),
        details: { constant: before.name, code: before.value },
      });
    }
  }
  for (const after of added)
    findings.push({
      ruleId: "constant-added",
      message: `constant ${after.name} (${after.value}) is new, for a code already in use`,
      location: pickLocation(after.provenance, "schema"),
      details: { constant: after.name, code: after.value },
    });
  findings.push(...constantValues(base, head));
  return findings;
}

/** Same name, new value; a constant that moved with its renumbered condition is code-renumbered. */
function constantValues(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const movedWithCondition = new Set(
    commonConditions(base, head)
      .filter(([before, after]) => before.code !== after.code && before.constant === after.constant)
      .map(([, after]) => after.constant),
  );
  const findings: Finding[] = [];
  for (const after of head.sortedConstants) {
    const before: RevisionConstant | undefined = base.constants.get(after.name);
    if (!before || before.value === after.value || movedWithCondition.has(after.name)) continue;
    findings.push({
      ruleId: "constant-value-changed",
      message: `constant ${after.name}: ${before.value} → ${after.value}`,
      location: pickLocation(after.provenance, "schema"),
      details: { constant: after.name, from: before.value, to: after.value },
    });
  }
  return findings;
}

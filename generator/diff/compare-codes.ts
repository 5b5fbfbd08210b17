/**
 * Codes and constants: added, removed, renumbered, accepted. A new condition on a new code is
 * reported once, as code-added (not again as condition-added). A renumbered condition is
 * code-renumbered, and its new or vanished code is also code-added/removed, except for draft
 * renumberings, which are one code under two numbers.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import { commonConditions, describeHttp, finding, sortedCodes, type Side } from "./comparison.ts";
import { locate, type Finding } from "./report.ts";

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
  return [...side.wire].flatMap(([code, { conditions, constants }]): Finding[] => {
    const draftOnly =
      conditions.length > 0 && conditions.every((c) => isDraftAlias(c, other.conditions.get(c.key)));
    if (other.wire.has(code) || draftOnly) return [];
    // A condition that moved to another code is described by its move, not as a new or lost meaning.
    const fresh = conditions.filter((c) => !other.conditions.has(c.key));
    const direction = kind === "added" ? "here from" : "to";
    const moves = conditions
      .filter((c) => other.conditions.has(c.key))
      .map((c) => `${c.key} moved ${direction} ${other.conditions.get(c.key)?.code}`);
    const meanings = fresh.map((c) => `${c.key} (${describeHttp(c.httpStatus.status)})`).join("; ");
    const parts = [...(meanings ? [meanings] : []), ...moves];
    const constant = constants[0];
    const what = `code ${code}${constant ? ` ${constant.name}` : ""}`;
    const carried = parts.length > 0 ? `: ${parts.join("; ")}` : "";
    const location = locate(constant?.provenance, "schema") ?? locate(conditions[0]?.provenance);
    const keys = conditions.length > 0 ? conditions.map((c) => c.key) : undefined;
    const details = { code, constant: constant?.name };
    if (kind === "removed") {
      const message = `${what} is no longer used in ${other.label}${carried}`;
      return [finding("code-removed", message, location, { ...details, from: keys })];
    }
    return [
      finding("code-added", `${what} is new in ${side.label}${carried}`, location, { ...details, to: keys }),
    ];
  });
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
  const message = `${after.key}: ${draft} ${before.code} → ${after.code}${names}${fresh}`;
  // At the register entry that gives the condition its code in head.
  const details = { condition: after.key, from: before.code, to: after.code };
  return [finding("code-renumbered", message, locate(after.provenance), details)];
}

function acceptedCodes(before: RevisionCondition, after: RevisionCondition): Finding[] {
  const [was, is] = [before.recognition.acceptedCodes, after.recognition.acceptedCodes];
  const accepted = (code: number, now: boolean) =>
    finding(
      now ? "accepted-code-added" : "accepted-code-removed",
      `${after.key}: receivers ${now ? "also" : "no longer"} accept code ${code}`,
      locate(after.provenance),
      { condition: after.key, code },
    );
  // A code still read, as the condition's own code now, is not a loss.
  const lost = sortedCodes(was).filter((code) => !is.includes(code) && code !== after.code);
  const gained = sortedCodes(is).filter((code) => !was.includes(code));
  return [...gained.map((code) => accepted(code, true)), ...lost.map((code) => accepted(code, false))];
}

/** Constants whose code stays on both wires; the rest are covered by the code rules above. */
function constants(base: Side, head: Side): Finding[] {
  const findings: Finding[] = [];
  const only = (side: Side, other: Side) =>
    [...side.constants.values()].filter((c) => !other.constants.has(c.name) && other.wire.has(c.value));
  const added = only(head, base);
  for (const before of only(base, head)) {
    const renamedTo = added.find((c) => c.value === before.value);
    const { name, value: code } = before;
    if (renamedTo) {
      added.splice(added.indexOf(renamedTo), 1);
      const message = `code ${code}: constant ${name} → ${renamedTo.name}`;
      const details = { code, from: name, to: renamedTo.name };
      findings.push(finding("constant-renamed", message, locate(renamedTo.provenance, "schema"), details));
    } else {
      const message = `constant ${name} (${code}) is no longer exported; the code stays in use`;
      const location = locate(before.provenance, "schema");
      findings.push(finding("constant-removed", message, location, { constant: name, code }));
    }
  }
  for (const { name, value: code, provenance } of added) {
    const message = `constant ${name} (${code}) is new, for a code already in use`;
    findings.push(finding("constant-added", message, locate(provenance, "schema"), { constant: name, code }));
  }
  // Same name, new value; a constant that moved with its renumbered condition is code-renumbered.
  const moved = commonConditions(base, head)
    .filter(([before, after]) => before.code !== after.code && before.constant === after.constant)
    .map(([, after]) => after.constant);
  for (const after of head.constants.values()) {
    const before = base.constants.get(after.name);
    if (!before || before.value === after.value || moved.includes(after.name)) continue;
    const message = `constant ${after.name}: ${before.value} → ${after.value}`;
    const details = { constant: after.name, from: before.value, to: after.value };
    findings.push(finding("constant-value-changed", message, locate(after.provenance, "schema"), details));
  }
  return findings;
}

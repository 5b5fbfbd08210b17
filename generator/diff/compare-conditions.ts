/**
 * Codes, constants and conditions. A new condition on a new code is reported once, as code-added
 * (not again as condition-added); condition-added and -removed are for a code that stays in use.
 * A renumbered condition is code-renumbered, and its new or vanished code is also
 * code-added/removed, except for draft renumberings, which are one code under two numbers.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import { describeRecognition, type RecognitionWording } from "../model/recognition-text.ts";
import {
  commonConditions,
  compareKeyed,
  describeHttp,
  finding,
  locate,
  sortedCodes,
  valueChange,
  type Finding,
  type Side,
} from "./report.ts";
import type { RuleId } from "./rules.ts";

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

export function compareConditions(base: Side, head: Side): Finding[] {
  const describe = (c: RevisionCondition) => `${c.key} (${c.code}, ${describeHttp(c.httpStatus.status)})`;
  // Only a code that stays in use: what the other side means by it, undefined when it has no use.
  const meaning = (other: Side, c: RevisionCondition) => {
    const sharing = other.wire.get(c.code)?.conditions;
    return sharing?.map((s) => s.key).join(", ");
  };
  return [
    ...compareKeyed([...base.conditions.values()], [...head.conditions.values()], {
      key: (c) => c.key,
      subject: (condition, c) => ({ condition, code: c.code }),
      ruleId: { added: "condition-added", removed: "condition-removed" },
      added: (c) => {
        const there = meaning(base, c);
        const also = there ? `; in ${base.label} the code means ${there}` : "";
        return there === undefined ? undefined : `${describe(c)} is new in ${head.label}${also}`;
      },
      removed: (c) => {
        const there = meaning(head, c);
        const also = there ? `; there the code means ${there}` : "";
        return there === undefined ? undefined : `${describe(c)} is gone from ${head.label}${also}`;
      },
    }),
    ...commonConditions(base, head).flatMap(([before, after]) => changed(base, head, before, after)),
  ];
}

/** What a condition on both sides may change: how it is recognised, its interface, message and status. */
function changed(base: Side, head: Side, before: RevisionCondition, after: RevisionCondition): Finding[] {
  const { key: condition, code } = after;
  const register = locate(after.provenance);
  const recognition = (c: RevisionCondition) => describeRecognition(c.recognition, OWN_CODE, c.code);
  const [was, is] = [recognition(before), recognition(after)];
  const recognised = `in ${base.label} receivers recognise it by ${was}; in ${head.label}, by ${is}`;
  const rule = `${condition} (${code}): ${recognised}`;
  const [from, to] = [before.message, after.message];
  const message = `${condition}: default message "${from}" → "${to}"`;
  return [
    ...valueChange("match-rule-changed", rule, register, was, is, { condition, code }),
    ...errorInterface(before, after),
    ...valueChange("default-message-changed", message, register, from, to, { condition }),
    ...httpStatus(before, after),
  ];
}

function errorInterface(before: RevisionCondition, after: RevisionCondition): Finding[] {
  const [from, to] = [before.interface?.name ?? null, after.interface?.name ?? null];
  const [ruleId, message]: [RuleId, string] =
    from === null
      ? ["error-interface-added", `the schema now types it as ${to}`]
      : to === null
        ? ["error-interface-removed", `the schema no longer has the interface ${from}`]
        : ["error-interface-renamed", `error interface ${from} → ${to}`];
  const location = locate((to === null ? before : after).provenance, "schema");
  return valueChange(ruleId, `${after.key}: ${message}`, location, from, to, { condition: after.key });
}

/** null is "unspecified": two unspecified statuses never differ. */
function httpStatus(before: RevisionCondition, after: RevisionCondition): Finding[] {
  const [from, to] = [before.httpStatus.status, after.httpStatus.status];
  const ruleId =
    to === null ? "http-status-unspecified" : from === null ? "http-status-specified" : "http-status-changed";
  const change =
    from !== null && to !== null ? `HTTP ${from} → ${to}` : `${describeHttp(from)} → ${describeHttp(to)}`;
  const location = locate(after.provenance) ?? locate(before.provenance);
  const { key: condition, code } = after;
  return valueChange(ruleId, `${condition} (${code}): ${change}`, location, from, to, { condition, code });
}

/**
 * How a receiver reads the condition from its own code. Further accepted codes, and a renumbering,
 * are the code rules' business.
 */
const OWN_CODE: RecognitionWording = {
  alone: () => "its code alone",
  shared: (_, evidence) => `its code and ${evidence}`,
  method: (method, orUnknown) =>
    `the request it answers (${method}${orUnknown ? ", or any when the request is not known" : ""})`,
  data: "its error data",
  http: (status) => `HTTP status ${status}`,
  none: "nothing",
};

/**
 * Codes, constants, conditions, error data. A condition on a new code is code-added, not condition-added
 * too; a renumbered one is code-renumbered and code-added/removed, unless it only replaces a draft's number.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import { describeRecognition, type RecognitionWording } from "../model/recognition-text.ts";
import type { Declaration, TypeShape } from "../model/schema-model.ts";
import { declarationText, typeText } from "../model/type-text.ts";
import {
  commonConditions,
  compareKeyed,
  describeHttp,
  finding,
  locate,
  matchByKey,
  sortedCodes,
  valueChange,
  type ChangeLocation,
  type Finding,
  type Side,
} from "./report.ts";
import type { RuleId } from "./rules.ts";

/** Codes on `side`'s wire and not on `other`'s: a renumbered condition's new code is new to a legacy peer. */
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
    const details = { code, constant: constant?.name, ...(kind === "added" ? { to: keys } : { from: keys }) };
    const where = kind === "added" ? `is new in ${side.label}` : `is no longer used in ${other.label}`;
    return [finding(`code-${kind}`, `${what} ${where}${carried}`, location, details)];
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
  const only = (side: Side, other: Side) =>
    [...side.constants.values()].filter((c) => !other.constants.has(c.name) && other.wire.has(c.value));
  const added = only(head, base);
  const findings = only(base, head).map(({ name, value: code, provenance }) => {
    const i = added.findIndex((c) => c.value === code);
    const renamedTo = i < 0 ? undefined : added.splice(i, 1)[0];
    if (renamedTo) {
      const message = `code ${code}: constant ${name} → ${renamedTo.name}`;
      const details = { code, from: name, to: renamedTo.name };
      return finding("constant-renamed", message, locate(renamedTo.provenance, "schema"), details);
    }
    const message = `constant ${name} (${code}) is no longer exported; the code stays in use`;
    return finding("constant-removed", message, locate(provenance, "schema"), { constant: name, code });
  });
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
  // condition-added/-removed only for a code that stays in use, saying what the other side means by it.
  const message = (c: RevisionCondition, other: Side, what: string, means: string) => {
    const there = other.wire
      .get(c.code)
      ?.conditions.map((s) => s.key)
      .join(", ");
    const also = there ? `; ${means} ${there}` : "";
    const http = describeHttp(c.httpStatus.status);
    return there === undefined ? undefined : `${c.key} (${c.code}, ${http}) ${what} ${head.label}${also}`;
  };
  return [
    ...wireCodes(base, head, "added"),
    ...wireCodes(head, base, "removed"),
    ...constants(base, head),
    ...compareKeyed([...base.conditions.values()], [...head.conditions.values()], {
      key: (c) => c.key,
      subject: (condition, c) => ({ condition, code: c.code }),
      ruleId: { added: "condition-added", removed: "condition-removed" },
      added: (c) => message(c, base, "is new in", `in ${base.label} the code means`),
      removed: (c) => message(c, head, "is gone from", "there the code means"),
    }),
    ...commonConditions(base, head).flatMap(([before, after]) => [
      ...renumbered(base, before, after),
      ...acceptedCodes(before, after),
      ...changed(base, head, before, after),
      ...compareData(before, after, base.declarations, head.declarations),
    ]),
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

/** How a receiver reads the condition from its own code; accepted codes are the code rules' business. */
const OWN_CODE: RecognitionWording = {
  alone: () => "its code alone",
  shared: (_, evidence) => `its code and ${evidence}`,
  method: (method, orUnknown) =>
    `the request it answers (${method}${orUnknown ? ", or any when the request is not known" : ""})`,
  data: "its error data",
  http: (status) => `HTTP status ${status}`,
  none: "nothing",
};

type Field = { optional: boolean; type: TypeShape; location?: ChangeLocation };

type ObjectShape = Extract<TypeShape, { kind: "object" }>;

// Field by field ("data" is the data member); references by name, a differing declaration once per condition.
function compareData(
  before: RevisionCondition,
  after: RevisionCondition,
  was: Side["declarations"],
  is: Side["declarations"],
): Finding[] {
  const condition = after.key;
  const findings: Finding[] = [];
  const reported = new Set<string>();
  const add = (...[ruleId, message, location, details]: Parameters<typeof finding>) =>
    findings.push(finding(ruleId, `${condition}: ${message}`, location, { condition, ...details }));
  const optionality = (optional: boolean) => (optional ? "optional" : "required");

  function compareField(path: string, b: Field | undefined, a: Field | undefined): void {
    if (!b && a) {
      const rule = a.optional ? "data-optional-field-added" : "data-required-field-added";
      const text = typeText(a.type);
      add(rule, `${optionality(a.optional)} ${path}: ${text} is new`, a.location, { field: path, to: text });
    } else if (b && !a) {
      const text = typeText(b.type);
      add("data-field-removed", `${path}: ${text} is gone`, b.location, { field: path, from: text });
    } else if (b && a) {
      const [from, to] = [optionality(b.optional), optionality(a.optional)];
      const rule = a.optional ? "data-field-made-optional" : "data-field-made-required";
      if (from !== to) add(rule, `${path} is ${to} (was ${from})`, a.location, { field: path, from, to });
      compareTypes(path, b.type, a.type, a.location);
    }
  }

  function compareTypes(path: string, before: TypeShape, after: TypeShape, location?: ChangeLocation): void {
    const b = before.kind === "ref" && after.kind === "object" ? inline(before, was) : before;
    const a = after.kind === "ref" && before.kind === "object" ? inline(after, is) : after;
    if (b.kind === "object" && a.kind === "object") return compareObjects(path, b, a, location);
    if (b.kind === "array" && a.kind === "array")
      return compareTypes(`${path}[]`, b.element, a.element, location);
    if (b.kind === "ref" && a.kind === "ref" && typeText(b) === typeText(a))
      return compareReferenced(path, b.name);
    const [from, to] = [typeText(b), typeText(a)];
    if (from !== to)
      add("data-field-type-changed", `${path} is ${to} (was ${from})`, location, { field: path, from, to });
  }

  function compareObjects(path: string, b: ObjectShape, a: ObjectShape, location?: ChangeLocation): void {
    for (const [name, before, after] of matchByKey(b.fields, a.fields, (f) => f.name))
      compareField(`${path}.${name}`, before, after);
    const index = (o: ObjectShape) =>
      o.index ? typeText({ kind: "object", fields: [], index: o.index }) : "{}";
    const [from, to] = [index(b), index(a)];
    const message = `index signature of ${path} is ${to} (was ${from})`;
    if (from !== to) add("data-field-type-changed", message, location, { field: `${path}[]`, from, to });
  }

  function compareReferenced(path: string, name: string): void {
    if (reported.has(name)) return;
    if (closureText(name, was) === closureText(name, is)) return;
    reported.add(name);
    const location = locate(is.get(name)?.location);
    const message = `${path} refers to ${name}, whose definition differs`;
    add("data-referenced-type-changed", message, location, { field: path, declaration: name });
  }

  const dataField = (c: RevisionCondition): Field | undefined =>
    c.data && { optional: c.data.optional, type: c.data.type, location: locate(c.provenance, c.data.source) };
  compareField("data", dataField(before), dataField(after));
  return findings;
}

/** A reference to a plain interface, as its object type, so its fields compare with an inline object. */
function inline(ref: Extract<TypeShape, { kind: "ref" }>, declarations: Map<string, Declaration>): TypeShape {
  const declaration = declarations.get(ref.name);
  return declaration && declaration.extends.length === 0 && declaration.type.kind === "object"
    ? declaration.type
    : ref;
}

/** The declaration and everything it refers to, as sorted text; equal when the definitions are. */
function closureText(name: string, declarations: Map<string, Declaration>): string {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next)) return;
    seen.add(next);
    const declaration = declarations.get(next);
    // Every "ref" node at any depth of the declaration's plain data.
    JSON.stringify(declaration && [declaration.type, declaration.extends], (_, node: unknown) => {
      const ref = node as { kind?: unknown; name?: unknown } | null;
      if (ref?.kind === "ref" && typeof ref.name === "string") visit(ref.name);
      return node;
    });
  };
  visit(name);
  const text = (n: string, d = declarations.get(n)) => (d ? declarationText(d) : `undeclared ${n}`);
  return [...seen]
    .map((n) => text(n))
    .sort()
    .join("\n");
}

/**
 * Error data shapes, field by field; the data member itself is the field "data". References are
 * compared by name; a declaration whose definition differs is reported once per condition.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import type { Declaration, TypeShape } from "../model/schema-model.ts";
import { declarationText, typeText } from "../model/type-text.ts";
import {
  commonConditions,
  finding,
  locate,
  matchByKey,
  type ChangeLocation,
  type Finding,
  type Side,
} from "./report.ts";

type Field = { optional: boolean; type: TypeShape; location: ChangeLocation | undefined };

type ObjectShape = Extract<TypeShape, { kind: "object" }>;

export function compareData(base: Side, head: Side): Finding[] {
  const declarations = (side: Side) => new Map(side.revision.declarations.map((d) => [d.name, d]));
  const [was, is] = [declarations(base), declarations(head)];
  return commonConditions(base, head).flatMap(([before, after]) => compareCondition(before, after, was, is));
}

function compareCondition(
  before: RevisionCondition,
  after: RevisionCondition,
  was: Map<string, Declaration>,
  is: Map<string, Declaration>,
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
    const field = (f: ObjectShape["fields"][number]): Field => ({ ...f, location: locate(f.location) });
    for (const [name, before, after] of matchByKey(b.fields, a.fields, (f) => f.name))
      compareField(`${path}.${name}`, before && field(before), after && field(after));
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

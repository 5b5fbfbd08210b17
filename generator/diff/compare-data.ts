/**
 * Error data shapes, field by field. The data member itself is the field "data", so data that
 * appears, disappears or turns optional is reported by the same rules as its fields. References
 * to schema declarations are compared by name; a declaration whose definition differs is reported
 * once per condition, as data-referenced-type-changed.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import type { Declaration, FieldShape, TypeShape } from "../model/schema-model.ts";
import type { ChangeLocation, Finding } from "./change.ts";
import { pickLocation, toChangeLocation } from "./locations.ts";
import { commonConditions, sortedKeys, type RevisionIndex } from "./revision-index.ts";
import { declarationText, typeText } from "../model/type-text.ts";

interface Context {
  condition: string;
  baseDeclarations: Map<string, Declaration>;
  headDeclarations: Map<string, Declaration>;
  reportedDeclarations: Set<string>;
  findings: Finding[];
}

export function compareData(base: RevisionIndex, head: RevisionIndex): Finding[] {
  const findings: Finding[] = [];
  const baseDeclarations = new Map(base.revision.declarations.map((d) => [d.name, d]));
  const headDeclarations = new Map(head.revision.declarations.map((d) => [d.name, d]));
  for (const [before, after] of commonConditions(base, head)) {
    compareConditionData(before, after, {
      condition: after.key,
      baseDeclarations,
      headDeclarations,
      reportedDeclarations: new Set(),
      findings,
    });
  }
  return findings;
}

function compareConditionData(before: RevisionCondition, after: RevisionCondition, ctx: Context): void {
  const from = before.data;
  const to = after.data;
  const headLocation = to ? pickLocation(after.provenance, to.source) : undefined;
  const baseLocation = from ? pickLocation(before.provenance, from.source) : undefined;
  if (!from) {
    if (to) added(ctx, "data", to.optional, to.type, headLocation);
    return;
  }
  if (!to) return removed(ctx, "data", from.type, baseLocation);
  optionality(ctx, "data", from.optional, to.optional, headLocation);
  compareTypes(ctx, "data", from.type, to.type, headLocation);
}

function compareTypes(
  ctx: Context,
  path: string,
  before: TypeShape,
  after: TypeShape,
  location: ChangeLocation | undefined,
): void {
  const b = before.kind === "ref" && after.kind === "object" ? inline(before, ctx.baseDeclarations) : before;
  const a = after.kind === "ref" && before.kind === "object" ? inline(after, ctx.headDeclarations) : after;
  if (b.kind === "object" && a.kind === "object") return compareObjects(ctx, path, b, a, location);
  if (b.kind === "array" && a.kind === "array")
    return compareTypes(ctx, `${path}[]`, b.element, a.element, location);
  if (b.kind === "ref" && a.kind === "ref" && typeText(b) === typeText(a))
    return compareReferenced(ctx, path, b.name);
  const fromText = typeText(b);
  const toText = typeText(a);
  if (fromText !== toText)
    ctx.findings.push({
      ruleId: "data-field-type-changed",
      message: `${ctx.condition}: ${path} is ${toText} (was ${fromText})`,
      location,
      details: { condition: ctx.condition, field: path, from: fromText, to: toText },
    });
}

function compareObjects(
  ctx: Context,
  path: string,
  before: Extract<TypeShape, { kind: "object" }>,
  after: Extract<TypeShape, { kind: "object" }>,
  location: ChangeLocation | undefined,
): void {
  const beforeFields = new Map(before.fields.map((f) => [f.name, f]));
  const afterFields = new Map(after.fields.map((f) => [f.name, f]));
  for (const name of sortedKeys([...beforeFields.keys(), ...afterFields.keys()])) {
    const b = beforeFields.get(name);
    const a = afterFields.get(name);
    const fieldPath = `${path}.${name}`;
    if (!b && a) added(ctx, fieldPath, a.optional, a.type, fieldLocation(a));
    else if (b && !a) removed(ctx, fieldPath, b.type, fieldLocation(b));
    else if (b && a) {
      optionality(ctx, fieldPath, b.optional, a.optional, fieldLocation(a));
      compareTypes(ctx, fieldPath, b.type, a.type, fieldLocation(a));
    }
  }
  const beforeIndex = before.index ? typeText({ kind: "object", fields: [], index: before.index }) : "{}";
  const afterIndex = after.index ? typeText({ kind: "object", fields: [], index: after.index }) : "{}";
  if (beforeIndex !== afterIndex)
    ctx.findings.push({
      ruleId: "data-field-type-changed",
      message: `${ctx.condition}: index signature of ${path} is ${afterIndex} (was ${beforeIndex})`,
      location,
      details: { condition: ctx.condition, field: `${path}[]`, from: beforeIndex, to: afterIndex },
    });
}

function added(
  ctx: Context,
  path: string,
  optional: boolean,
  type: TypeShape,
  location: ChangeLocation | undefined,
): void {
  const text = typeText(type);
  ctx.findings.push({
    ruleId: optional ? "data-optional-field-added" : "data-required-field-added",
    message: `${ctx.condition}: ${optional ? "optional" : "required"} ${path}: ${text} is new`,
    location,
    details: { condition: ctx.condition, field: path, to: text },
  });
}

function removed(ctx: Context, path: string, type: TypeShape, location: ChangeLocation | undefined): void {
  const text = typeText(type);
  ctx.findings.push({
    ruleId: "data-field-removed",
    message: `${ctx.condition}: ${path}: ${text} is gone`,
    location,
    details: { condition: ctx.condition, field: path, from: text },
  });
}

function optionality(
  ctx: Context,
  path: string,
  before: boolean,
  after: boolean,
  location: ChangeLocation | undefined,
): void {
  if (before === after) return;
  ctx.findings.push({
    ruleId: after ? "data-field-made-optional" : "data-field-made-required",
    message: `${ctx.condition}: ${path} is ${after ? "optional" : "required"} (was ${before ? "optional" : "required"})`,
    location,
    details: {
      condition: ctx.condition,
      field: path,
      from: before ? "optional" : "required",
      to: after ? "optional" : "required",
    },
  });
}

function compareReferenced(ctx: Context, path: string, name: string): void {
  if (ctx.reportedDeclarations.has(name)) return;
  const before = closureText(name, ctx.baseDeclarations);
  const after = closureText(name, ctx.headDeclarations);
  if (before === after) return;
  ctx.reportedDeclarations.add(name);
  const declaration = ctx.headDeclarations.get(name);
  ctx.findings.push({
    ruleId: "data-referenced-type-changed",
    message: `${ctx.condition}: ${path} refers to ${name}, whose definition differs`,
    location: declaration ? toChangeLocation(declaration.location) : undefined,
    details: { condition: ctx.condition, field: path, declaration: name },
  });
}

function fieldLocation(field: FieldShape): ChangeLocation {
  return toChangeLocation(field.location);
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
  const texts: string[] = [];
  const seen = new Set<string>();
  const queue = [name];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const declaration = declarations.get(next);
    if (!declaration) {
      texts.push(`undeclared ${next}`);
      continue;
    }
    texts.push(declarationText(declaration));
    for (const shape of [declaration.type, ...declaration.extends]) collectRefs(shape, queue);
  }
  return texts.sort().join("\n");
}

function collectRefs(shape: TypeShape, into: string[]): void {
  switch (shape.kind) {
    case "ref":
      into.push(shape.name);
      for (const argument of shape.typeArguments ?? []) collectRefs(argument, into);
      return;
    case "array":
      return collectRefs(shape.element, into);
    case "tuple":
      return shape.elements.forEach((e) => collectRefs(e, into));
    case "union":
    case "intersection":
      return shape.members.forEach((m) => collectRefs(m, into));
    case "object":
      shape.fields.forEach((f) => collectRefs(f.type, into));
      if (shape.index) collectRefs(shape.index.value, into);
      return;
    default:
      return;
  }
}

/**
 * The runtime's check of a condition's data, at every depth the schema describes. Constructors promise
 * what schema.json (`--defaultNumberType integer`) accepts: a `number` is an integer unless its field
 * says `@TJS-type number`, and a JSONValue is "json", which has no null.
 */
import type { RevisionCondition } from "../model/merged-model.ts";
import type { Declaration, FieldShape, TypeShape } from "../model/schema-model.ts";
import type { DataField, DataKind, DataRule, DataShape } from "../../runtime/mcp-errors/types.js";
import { MAX_DEPTH, objectFields } from "../model/object-fields.ts";
import { compareText } from "../model/type-text.ts";

const ANY: DataShape = { type: "any" };

interface Context {
  decls: ReadonlyMap<string, Declaration>;
  /** Whether a `number` is an integer (shapes from the schema, which schema.json is made from). */
  integers: boolean;
  /** References being expanded, outermost first: one met again is a recursive type. */
  expanding: string[];
}

function resolve(shape: TypeShape, decls: ReadonlyMap<string, Declaration>, depth = 0): TypeShape {
  if (shape.kind !== "ref" || depth > MAX_DEPTH) return shape;
  const d = decls.get(shape.name);
  return d && d.kind === "type" ? resolve(d.type, decls, depth + 1) : shape;
}

/**
 * Whether a shape is any JSON value, a union as schema.ts declares JSONValue. A reference already
 * being looked at (an element or member of the value being defined) counts as one: the greatest reading.
 */
function isJsonValue(shape: TypeShape, decls: ReadonlyMap<string, Declaration>, seen: Set<string>): boolean {
  if (shape.kind === "ref") {
    if (seen.has(shape.name)) return true;
    const d = decls.get(shape.name);
    if (!d || d.kind !== "type") return false;
    return isJsonValue(d.type, decls, new Set([...seen, shape.name]));
  }
  if (shape.kind !== "union") return false;
  const kinds = new Set<string>();
  for (const m of shape.members) {
    const r = m.kind === "ref" && seen.has(m.name) ? undefined : resolve(m, decls);
    if (r === undefined) return false;
    if (r.kind === "primitive" && ["string", "number", "boolean", "null"].includes(r.name)) kinds.add(r.name);
    else if (r.kind === "array" && isJsonValue(r.element, decls, seen)) kinds.add("array");
    else if (
      r.kind === "object" &&
      r.fields.length === 0 &&
      r.index &&
      isJsonValue(r.index.value, decls, seen)
    )
      kinds.add("object");
    else return false;
  }
  return ["string", "number", "boolean", "array", "object"].every((k) => kinds.has(k));
}

export function kindsOf(shape: DataShape): DataKind[] {
  return typeof shape.type === "string" ? [shape.type] : [...shape.type];
}

/** A shape with nothing but its kind is written as the kind alone where a kind may stand (`items: "string"`). */
function compact(shape: DataShape): DataKind | DataShape {
  return Object.keys(shape).length === 1 && typeof shape.type === "string" ? shape.type : shape;
}

/** One shape for a union: its members' kinds; literal values where every member is one; the details of a kind only one member has. */
function unionShape(members: DataShape[]): DataShape {
  if (members.some((m) => kindsOf(m).includes("any"))) return ANY;
  const kinds = [...new Set(members.flatMap(kindsOf))];
  const out: { -readonly [K in keyof DataShape]: DataShape[K] } = {
    type: kinds.length === 1 ? (kinds[0] as DataKind) : kinds,
  };
  if (members.every((m) => m.enum !== undefined)) out.enum = members.flatMap((m) => m.enum ?? []);
  // Details of a kind two members give differently are left out: no error data of any revision has such a union.
  const only = <K extends "items" | "fields" | "values">(key: K, kind: DataKind) => {
    const withKind = members.filter((m) => kindsOf(m).includes(kind));
    if (withKind.length === 1 && withKind[0]?.[key] !== undefined) out[key] = withKind[0][key];
  };
  only("items", "array");
  only("fields", "object");
  only("values", "object");
  return out;
}

function fieldRules(fields: FieldShape[], ctx: Context, depth: number): Record<string, DataField> {
  const out: Record<string, DataField> = {};
  for (const f of [...fields].sort((a, b) => compareText(a.name, b.name))) {
    let shape = shapeOf(f.type, ctx, depth + 1);
    // `@TJS-type number` makes schema.json take any number where it would take only an integer.
    if (f.schemaJsonType === "number" && shape.type === "integer") shape = { ...shape, type: "number" };
    const { type, ...rest } = shape;
    out[f.name] = { type, required: !f.optional, ...rest };
  }
  return out;
}

/** An object's rule: its named fields, and what any other member must be. */
function objectShape(
  object: { fields: FieldShape[]; index: TypeShape | undefined },
  ctx: Context,
  depth: number,
): DataShape {
  const out: { -readonly [K in keyof DataShape]: DataShape[K] } = { type: "object" };
  if (object.fields.length > 0) out.fields = fieldRules(object.fields, ctx, depth);
  const values = object.index ? shapeOf(object.index, ctx, depth + 1) : ANY;
  if (values.type !== "any") out.values = compact(values);
  return out;
}

function shapeOf(shape: TypeShape, ctx: Context, depth: number): DataShape {
  if (depth > MAX_DEPTH) return ANY;
  if (isJsonValue(shape, ctx.decls, new Set())) return { type: "json" };
  switch (shape.kind) {
    case "primitive":
      return shape.name === "unknown" || shape.name === "never"
        ? ANY
        : { type: shape.name === "number" && ctx.integers ? "integer" : shape.name };
    case "literal":
      return {
        type:
          typeof shape.value === "string" ? "string" : typeof shape.value === "number" ? "number" : "boolean",
        enum: [shape.value],
      };
    case "array": {
      const items = shapeOf(shape.element, ctx, depth + 1);
      return items.type === "any" ? { type: "array" } : { type: "array", items: compact(items) };
    }
    case "tuple":
      // No error data of any revision has a tuple; its elements are left unchecked.
      return { type: "array" };
    case "object":
      return objectShape({ fields: shape.fields, index: shape.index?.value }, ctx, depth);
    case "union":
      return unionShape(shape.members.map((m) => shapeOf(m, ctx, depth + 1)));
    case "intersection": {
      const objects = shape.members.map((m) => objectFields(m, ctx.decls));
      if (objects.every((o) => o !== undefined))
        return objectShape(
          { fields: objects.flatMap((o) => o.fields), index: objects.find((o) => o.index)?.index },
          ctx,
          depth,
        );
      const parts = shape.members.map((m) => shapeOf(m, ctx, depth + 1));
      const kinds = new Set(parts.flatMap(kindsOf));
      return kinds.size === 1 ? { type: [...kinds][0] as DataKind } : ANY;
    }
    case "ref": {
      const d = ctx.decls.get(shape.name);
      // A type that contains itself, and is no JSON value, is checked to its kind where it recurs.
      if (!d || ctx.expanding.includes(shape.name)) return d?.kind === "interface" ? { type: "object" } : ANY;
      ctx.expanding.push(shape.name);
      try {
        if (d.kind === "type") return shapeOf(d.type, ctx, depth + 1);
        const object = objectFields(shape, ctx.decls);
        return object ? objectShape(object, ctx, depth) : { type: "object" };
      } finally {
        ctx.expanding.pop();
      }
    }
  }
}

/** The rule the runtime checks a condition's data against; null when data is free. */
export function dataRule(
  data: RevisionCondition["data"],
  decls: ReadonlyMap<string, Declaration>,
): DataRule | null {
  if (!data) return null;
  const object = objectFields(data.type, decls);
  if (!object) return null;
  const ctx: Context = { decls, integers: data.source === "schema", expanding: [] };
  const { values } = objectShape({ fields: [], index: object.index }, ctx, 0);
  return {
    required: !data.optional,
    exact: data.exact && object.index === undefined,
    fields: fieldRules(object.fields, ctx, 0),
    ...(values !== undefined ? { values } : {}),
  };
}

/**
 * TypeShape -> TypeScript type text for the emitted .d.ts files. Names are checked identifiers,
 * string literals go through jsString and field docs through commentText, so schema text stays inert.
 */
import type { Declaration, FieldShape, TypeShape } from "../../model/schema-model.ts";
import { docComment, identifier, jsString } from "../template-helpers.ts";

export interface TypeContext {
  /** Declarations a `ref` may name. */
  known: ReadonlySet<string>;
  /** Where the shape comes from, for error messages. */
  from: string;
  /** How deep in nested object types the members being written sit (1: a top-level interface's). */
  depth?: number;
}

export function renderType(shape: TypeShape, ctx: TypeContext): string {
  switch (shape.kind) {
    case "primitive":
      return shape.name;
    case "literal":
      if (typeof shape.value === "number" && !Number.isFinite(shape.value))
        throw new Error(`literal ${shape.value} is not a finite number`);
      return typeof shape.value === "string" ? jsString(shape.value) : String(shape.value);
    case "array":
      return `${wrap(shape.element, ctx)}[]`;
    case "tuple":
      return `[${shape.elements.map((e) => renderType(e, ctx)).join(", ")}]`;
    case "union":
      return shape.members.map((m) => renderType(m, ctx)).join(" | ");
    case "intersection":
      return shape.members.map((m) => wrap(m, ctx)).join(" & ");
    case "object": {
      // `{}` becomes `object`: a JSON object with no fixed members.
      const members = renderMembers(shape.fields, shape.index, { ...ctx, depth: (ctx.depth ?? 1) + 1 });
      return members.length === 0 ? "object" : `{\n${members.join("\n")}\n}`;
    }
    case "ref": {
      if (!ctx.known.has(shape.name))
        throw new Error(`${ctx.from} references ${shape.name}, which the model's declarations do not hold`);
      const args = shape.typeArguments?.map((a) => renderType(a, ctx)) ?? [];
      return args.length > 0 ? `${identifier(shape.name)}<${args.join(", ")}>` : identifier(shape.name);
    }
  }
}

function wrap(shape: TypeShape, ctx: TypeContext): string {
  const text = renderType(shape, ctx);
  return shape.kind === "union" || shape.kind === "intersection" ? `(${text})` : text;
}

const BARE_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function propertyKey(name: string): string {
  return BARE_KEY.test(name) ? name : jsString(name);
}

function renderMembers(
  fields: FieldShape[],
  index: Extract<TypeShape, { kind: "object" }>["index"],
  ctx: TypeContext,
): string[] {
  const lines: string[] = [];
  for (const f of fields) {
    // Prettier indents members by two spaces a level, and leaves comments as they are.
    if (f.doc) lines.push(docComment(f.doc, 2 * (ctx.depth ?? 1)));
    lines.push(`${propertyKey(f.name)}${f.optional ? "?" : ""}: ${renderType(f.type, ctx)};`);
  }
  if (index) {
    const keyName = BARE_KEY.test(index.keyName) ? index.keyName : "key";
    lines.push(`[${keyName}: ${index.key}]: ${renderType(index.value, ctx)};`);
  }
  return lines;
}

/**
 * A named type: an interface when the shape is an object with members, otherwise a type alias
 * (an empty interface would say less than the alias, and linters reject it).
 */
export function renderNamedType(
  name: string,
  shape: TypeShape,
  extendsList: TypeShape[],
  ctx: TypeContext,
): string {
  const checked = identifier(name);
  const bases = extendsList.map((e) => {
    if (e.kind !== "ref")
      throw new Error(`${ctx.from}: ${name} extends a type that is not a named declaration`);
    return renderType(e, ctx);
  });
  if (shape.kind === "object") {
    const members = renderMembers(shape.fields, shape.index, ctx);
    if (members.length > 0) {
      const heritage = bases.length > 0 ? ` extends ${bases.join(", ")}` : "";
      return `export interface ${checked}${heritage} {\n${members.join("\n")}\n}`;
    }
    return `export type ${checked} = ${bases.length > 0 ? bases.join(" & ") : "object"};`;
  }
  const body = renderType(shape, ctx);
  return `export type ${checked} = ${bases.length > 0 ? [...bases, `(${body})`].join(" & ") : body};`;
}

export function renderDeclaration(d: Declaration, ctx: TypeContext): string {
  return renderNamedType(d.name, d.type, d.kind === "interface" ? d.extends : [], ctx);
}

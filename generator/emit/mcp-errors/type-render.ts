/**
 * TypeShape -> TypeScript type text. Names, string literals and docs go through the escaping helpers,
 * so schema text stays inert; a `ref` names a declaration of the revision (extract refuses others).
 */
import type { Declaration, FieldShape, TypeShape } from "../../model/schema-model.ts";
import { docComment, identifier, jsString } from "../template-helpers.ts";

/** `depth`: how deep in nested object types the members being written sit (1: a top-level interface's). */
function renderType(shape: TypeShape, depth: number): string {
  switch (shape.kind) {
    case "primitive":
      return shape.name;
    case "literal":
      if (typeof shape.value === "number" && !Number.isFinite(shape.value))
        throw new Error(`literal ${shape.value} is not a finite number`);
      return typeof shape.value === "string" ? jsString(shape.value) : String(shape.value);
    case "array":
      return `${wrap(shape.element, depth)}[]`;
    case "tuple":
      return `[${shape.elements.map((e) => renderType(e, depth)).join(", ")}]`;
    case "union":
      return shape.members.map((m) => renderType(m, depth)).join(" | ");
    case "intersection":
      return shape.members.map((m) => wrap(m, depth)).join(" & ");
    case "object": {
      // `{}` becomes `object`: a JSON object with no fixed members.
      const members = renderMembers(shape, depth + 1);
      return members.length === 0 ? "object" : `{\n${members.join("\n")}\n}`;
    }
    case "ref": {
      const args = shape.typeArguments?.map((a) => renderType(a, depth)) ?? [];
      return args.length > 0 ? `${identifier(shape.name)}<${args.join(", ")}>` : identifier(shape.name);
    }
  }
}

function wrap(shape: TypeShape, depth: number): string {
  const text = renderType(shape, depth);
  return shape.kind === "union" || shape.kind === "intersection" ? `(${text})` : text;
}

const BARE_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function renderMembers({ fields, index }: { fields: FieldShape[]; index?: ObjectIndex }, depth: number) {
  const lines: string[] = [];
  for (const f of fields) {
    // Prettier indents members by two spaces a level, and leaves comments as they are.
    if (f.doc) lines.push(docComment(f.doc, 2 * depth));
    const key = BARE_KEY.test(f.name) ? f.name : jsString(f.name);
    lines.push(`${key}${f.optional ? "?" : ""}: ${renderType(f.type, depth)};`);
  }
  if (index) {
    const keyName = BARE_KEY.test(index.keyName) ? index.keyName : "key";
    lines.push(`[${keyName}: ${index.key}]: ${renderType(index.value, depth)};`);
  }
  return lines;
}

type ObjectIndex = NonNullable<Extract<TypeShape, { kind: "object" }>["index"]>;

/** An interface for an object with members, otherwise a type alias (linters reject an empty interface). */
export function renderNamedType(name: string, shape: TypeShape, extendsList: TypeShape[] = []): string {
  const checked = identifier(name);
  // The extract stage reads an interface's bases as references only.
  const bases = extendsList.map((e) => renderType(e, 1));
  const members = shape.kind === "object" ? renderMembers(shape, 1) : [];
  if (members.length > 0) {
    const heritage = bases.length > 0 ? ` extends ${bases.join(", ")}` : "";
    return `export interface ${checked}${heritage} {\n${members.join("\n")}\n}`;
  }
  if (shape.kind === "object")
    return `export type ${checked} = ${bases.length > 0 ? bases.join(" & ") : "object"};`;
  const body = renderType(shape, 1);
  return `export type ${checked} = ${bases.length > 0 ? [...bases, `(${body})`].join(" & ") : body};`;
}

export const renderDeclaration = (d: Declaration): string =>
  renderNamedType(d.name, d.type, d.kind === "interface" ? d.extends : []);

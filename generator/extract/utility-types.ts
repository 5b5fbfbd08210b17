/**
 * TypeScript's built-in generic helpers, spelled out as plain shapes: `Array<T>` is an array,
 * `Record<string, T>` an object with an index signature, `Readonly<T>` just T, and `Partial`,
 * `Required`, `Pick` and `Omit` the fields of their argument, changed as the helper says. They
 * are never kept as references, since the schema declares no such types.
 */
import { Node, SyntaxKind, type TypeNode } from "ts-morph";
import type { FieldShape, TypeShape } from "../model/schema-model.ts";
import { flattenType } from "./flatten-object.ts";
import { convertType, REPORTED, unsupported, type TypeContext } from "./type-shape.ts";

const ARITY: Record<string, number> = {
  Array: 1,
  ReadonlyArray: 1,
  Partial: 1,
  Required: 1,
  Readonly: 1,
  Record: 2,
  Pick: 2,
  Omit: 2,
};

export function isBuiltinGeneric(name: string): boolean {
  return Object.hasOwn(ARITY, name);
}

export function convertBuiltinGeneric(
  node: Node,
  name: string,
  args: readonly TypeNode[],
  from: string,
  ctx: TypeContext,
): TypeShape {
  const [first, second] = args;
  if (args.length !== ARITY[name] || !first) return unsupported(node, from, ctx);
  switch (name) {
    case "Array":
    case "ReadonlyArray":
      return { kind: "array", element: convertType(first, `${from}[]`, ctx) };
    case "Record":
      return second ? convertRecord(node, first, second, from, ctx) : unsupported(node, from, ctx);
    // Readonly changes nothing about the JSON, so the argument keeps its own shape (or ref).
    case "Readonly":
      return convertType(first, from, ctx);
    case "Partial":
    case "Required": {
      const shape = flattenType(first, from, ctx, new Set());
      if (!shape) return REPORTED;
      const optional = name === "Partial";
      return { ...shape, fields: shape.fields.map((field) => ({ ...field, optional })) };
    }
    default: {
      // Pick and Omit
      const keys = second ? literalKeys(second) : undefined;
      if (!keys) return unsupported(node, from, ctx);
      const shape = flattenType(first, from, ctx, new Set());
      if (!shape) return REPORTED;
      const keep = (field: FieldShape) => keys.has(field.name) === (name === "Pick");
      // Omit keeps the index signature (its remaining keys are still open); Pick names keys only.
      const fields = shape.fields.filter(keep);
      return name === "Omit" && shape.index
        ? { kind: "object", fields, index: shape.index }
        : { kind: "object", fields };
    }
  }
}

function convertRecord(
  node: Node,
  key: TypeNode,
  value: TypeNode,
  from: string,
  ctx: TypeContext,
): TypeShape {
  const keyKind = key.getKind();
  if (keyKind === SyntaxKind.StringKeyword || keyKind === SyntaxKind.NumberKeyword) {
    const at = `${from}[key]`;
    return {
      kind: "object",
      fields: [],
      index: {
        keyName: "key",
        key: keyKind === SyntaxKind.StringKeyword ? "string" : "number",
        value: convertType(value, at, ctx),
      },
    };
  }
  // Record<"a" | "b", T>: a closed set of required fields.
  const keys = literalKeys(key);
  if (!keys) return unsupported(node, from, ctx);
  const fields: FieldShape[] = [...keys].map((name) => ({
    name,
    optional: false,
    type: convertType(value, `${from}.${name}`, ctx),
    location: ctx.locate(key),
  }));
  return { kind: "object", fields };
}

/** `"a"` or `"a" | "b"` as a set of names; undefined for any other key type. */
function literalKeys(node: TypeNode): Set<string> | undefined {
  if (Node.isParenthesizedTypeNode(node)) return literalKeys(node.getTypeNode());
  if (Node.isLiteralTypeNode(node)) {
    const literal = node.getLiteral();
    return Node.isStringLiteral(literal) ? new Set([literal.getLiteralValue()]) : undefined;
  }
  if (Node.isUnionTypeNode(node)) {
    const keys = new Set<string>();
    for (const member of node.getTypeNodes()) {
      const part = literalKeys(member);
      if (!part) return undefined;
      for (const key of part) keys.add(key);
    }
    return keys;
  }
  return undefined;
}

/**
 * The fields of an object type, with everything it extends or intersects merged in: what
 * `Partial`, `Pick`, `Omit` and the error envelope need to know about a declaration.
 */
import { Node, type TypeNode } from "ts-morph";
import { convertBuiltinGeneric, isBuiltinGeneric } from "./utility-types.ts";
import {
  convertMembers,
  convertReference,
  REPORTED,
  unsupported,
  type ObjectShape,
  type TypeContext,
} from "./type-shape.ts";

/**
 * The fields a type has, for helpers that rework them: type literals, intersections, and
 * interfaces or aliases of the schema (with what they extend). Undefined, with a problem
 * recorded, when the type is not a plain object type.
 */
export function flattenType(
  node: TypeNode,
  from: string,
  ctx: TypeContext,
  visiting: Set<string>,
): ObjectShape | undefined {
  if (Node.isParenthesizedTypeNode(node)) return flattenType(node.getTypeNode(), from, ctx, visiting);
  if (Node.isTypeLiteral(node)) return convertMembers(node.getMembers(), from, ctx);
  if (Node.isIntersectionTypeNode(node)) {
    let merged: ObjectShape = { kind: "object", fields: [] };
    for (const part of node.getTypeNodes()) {
      const shape = flattenType(part, from, ctx, visiting);
      if (!shape) return undefined;
      merged = merge(merged, shape);
    }
    return merged;
  }
  if (Node.isTypeReference(node))
    return flattenReference(node, node.getTypeName(), node.getTypeArguments(), from, ctx, visiting);
  unsupported(node, from, ctx);
  return undefined;
}

export function flattenReference(
  node: Node,
  typeName: Node,
  args: readonly TypeNode[],
  from: string,
  ctx: TypeContext,
  visiting: Set<string>,
): ObjectShape | undefined {
  const name = Node.isIdentifier(typeName) ? typeName.getText() : undefined;
  const declarations = name !== undefined && args.length === 0 ? ctx.declarationNodes(name) : undefined;
  if (name !== undefined && declarations && !visiting.has(name)) {
    visiting.add(name);
    let merged: ObjectShape = { kind: "object", fields: [] };
    for (const declaration of declarations) {
      if (declaration.getTypeParameters().length > 0) {
        unsupported(declaration, from, ctx);
        return undefined;
      }
      if (Node.isInterfaceDeclaration(declaration)) {
        for (const base of declaration.getExtends()) {
          const shape = flattenReference(
            base,
            base.getExpression(),
            base.getTypeArguments(),
            from,
            ctx,
            visiting,
          );
          if (!shape) return undefined;
          merged = merge(merged, shape);
        }
        merged = merge(merged, convertMembers(declaration.getMembers(), from, ctx));
      } else {
        const shape = flattenType(declaration.getTypeNodeOrThrow(), from, ctx, visiting);
        if (!shape) return undefined;
        merged = merge(merged, shape);
      }
    }
    visiting.delete(name);
    return merged;
  }
  if (name !== undefined && !ctx.isDeclared(name) && isBuiltinGeneric(name)) {
    const shape = convertBuiltinGeneric(node, name, args, from, ctx);
    if (shape.kind === "object") return shape;
    // Array<T> and kin are no object; a helper that failed has already been reported.
    if (shape !== REPORTED) unsupported(node, from, ctx);
    return undefined;
  }
  // Undeclared names get their precise problem (unknown reference) from convertReference;
  // declared ones that cannot be looked into here are unsupported.
  if (name !== undefined && !ctx.isDeclared(name)) convertReference(node, typeName, args, from, ctx);
  else unsupported(node, from, ctx);
  return undefined;
}

/** Intersection of two object shapes: later fields replace earlier ones of the same name, in place. */
function merge(base: ObjectShape, extra: ObjectShape): ObjectShape {
  const fields = [...base.fields];
  for (const field of extra.fields) {
    const at = fields.findIndex((existing) => existing.name === field.name);
    if (at >= 0) fields[at] = field;
    else fields.push(field);
  }
  const index = extra.index ?? base.index;
  return index ? { kind: "object", fields, index } : { kind: "object", fields };
}

/**
 * TypeScript type syntax -> TypeShape. Works on syntax alone: a reference stays a `ref` to a
 * declaration of the same schema (collected separately), and anything that cannot be represented
 * as JSON data is reported rather than approximated.
 */
import {
  Node,
  SyntaxKind,
  type LiteralTypeNode,
  type PropertySignature,
  type TypeElementTypes,
  type TypeNode,
  type TypeQueryNode,
} from "ts-morph";
import type { FieldShape, IndexSignatureShape, SourceLocation, TypeShape } from "../model/schema-model.ts";
import type { TypeDeclarationNode } from "./declaration-index.ts";
import { readJsDoc, readSchemaJsonType } from "./jsdoc.ts";
import type { Problems } from "./problems.ts";
import { convertBuiltinGeneric, isBuiltinGeneric } from "./utility-types.ts";

export type ObjectShape = Extract<TypeShape, { kind: "object" }>;

export interface TypeContext {
  problems: Problems;
  /** Where a field is recorded as declared. */
  locate(node: Node): SourceLocation;
  /** Where a problem about a node is reported. */
  problemAt(node: Node): SourceLocation;
  isDeclared(name: string): boolean;
  /** The nodes of a declared type, when the converter may look inside it (to expand Omit<T, K> and kin). */
  declarationNodes(name: string): readonly TypeDeclarationNode[] | undefined;
  /** A name the schema declares as something other than a type (enum, class, function). */
  isOtherDeclaration(name: string): boolean;
  /** For `typeof X`: undefined when X is no constant; `literal` undefined when its value is no literal. */
  constant(name: string): { literal?: string | number | boolean } | undefined;
  /** Called for every reference to a declared type, so its declaration can be collected. */
  onReference(name: string): void;
}

/**
 * Stands in for a type that was reported as a problem. Extraction throws once conversion is
 * done whenever a problem was recorded, so this never reaches a model.
 */
export const REPORTED: TypeShape = { kind: "primitive", name: "unknown" };

export function unsupported(node: Node, from: string, ctx: TypeContext): TypeShape {
  ctx.problems.add("schema/unsupported-type", { text: compactText(node), from }, ctx.problemAt(node));
  return REPORTED;
}

function compactText(node: Node): string {
  const text = node.getText().replace(/\s+/g, " ");
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Types nest this deep at most (`string[][]...` nests without brackets the text check counts). */
export const MAX_TYPE_DEPTH = 64;
let depth = 0;

export function convertType(node: TypeNode, from: string, ctx: TypeContext): TypeShape {
  if (depth >= MAX_TYPE_DEPTH) {
    ctx.problems.add("schema/too-deep", { depth: depth + 1, limit: MAX_TYPE_DEPTH }, ctx.problemAt(node));
    return REPORTED;
  }
  depth++;
  try {
    return convertTypeNode(node, from, ctx);
  } finally {
    depth--;
  }
}

function convertTypeNode(node: TypeNode, from: string, ctx: TypeContext): TypeShape {
  switch (node.getKind()) {
    case SyntaxKind.StringKeyword:
      return { kind: "primitive", name: "string" };
    case SyntaxKind.NumberKeyword:
      return { kind: "primitive", name: "number" };
    case SyntaxKind.BooleanKeyword:
      return { kind: "primitive", name: "boolean" };
    case SyntaxKind.UnknownKeyword:
      return { kind: "primitive", name: "unknown" };
    case SyntaxKind.NeverKeyword:
      return { kind: "primitive", name: "never" };
    case SyntaxKind.NullKeyword:
      return { kind: "primitive", name: "null" };
    // The schemas write `any` only for open-ended JSON (e.g. `params?: { [key: string]: any }`).
    // On the wire that is any JSON value, which the runtime must check before use: `unknown`
    // says exactly that, where `any` would switch the check off.
    case SyntaxKind.AnyKeyword:
      return { kind: "primitive", name: "unknown" };
    // `object` in a JSON schema means a JSON object: string keys, values of any JSON type.
    case SyntaxKind.ObjectKeyword:
      return {
        kind: "object",
        fields: [],
        index: { keyName: "key", key: "string", value: { kind: "primitive", name: "unknown" } },
      };
  }
  if (Node.isParenthesizedTypeNode(node)) return convertType(node.getTypeNode(), from, ctx);
  if (Node.isLiteralTypeNode(node)) return convertLiteral(node, from, ctx);
  if (Node.isArrayTypeNode(node))
    return { kind: "array", element: convertType(node.getElementTypeNode(), `${from}[]`, ctx) };
  if (Node.isTupleTypeNode(node)) {
    const elements: TypeShape[] = [];
    node.getElements().forEach((element, i) => {
      const at = `${from}[${i}]`;
      if (Node.isNamedTupleMember(element)) {
        if (element.hasQuestionToken() || element.getDotDotDotToken())
          elements.push(unsupported(element, at, ctx));
        else elements.push(convertType(element.getTypeNode(), at, ctx));
      } else elements.push(convertType(element, at, ctx));
    });
    return { kind: "tuple", elements };
  }
  if (Node.isUnionTypeNode(node))
    return { kind: "union", members: node.getTypeNodes().map((member) => convertType(member, from, ctx)) };
  if (Node.isIntersectionTypeNode(node))
    return {
      kind: "intersection",
      members: node.getTypeNodes().map((member) => convertType(member, from, ctx)),
    };
  if (Node.isTypeLiteral(node)) return convertMembers(node.getMembers(), from, ctx);
  if (Node.isTypeReference(node))
    return convertReference(node, node.getTypeName(), node.getTypeArguments(), from, ctx);
  if (Node.isTypeQuery(node)) return convertTypeQuery(node, from, ctx);
  if (Node.isTypeOperatorTypeNode(node) && node.getOperator() === SyntaxKind.ReadonlyKeyword)
    return convertType(node.getTypeNode(), from, ctx);
  return unsupported(node, from, ctx);
}

function convertLiteral(node: LiteralTypeNode, from: string, ctx: TypeContext): TypeShape {
  const literal = node.getLiteral();
  if (Node.isNullLiteral(literal)) return { kind: "primitive", name: "null" };
  if (Node.isStringLiteral(literal) || Node.isNoSubstitutionTemplateLiteral(literal))
    return { kind: "literal", value: literal.getLiteralValue() };
  if (Node.isNumericLiteral(literal)) return { kind: "literal", value: literal.getLiteralValue() };
  if (Node.isTrueLiteral(literal)) return { kind: "literal", value: true };
  if (Node.isFalseLiteral(literal)) return { kind: "literal", value: false };
  if (Node.isPrefixUnaryExpression(literal) && literal.getOperatorToken() === SyntaxKind.MinusToken) {
    const operand = literal.getOperand();
    if (Node.isNumericLiteral(operand)) return { kind: "literal", value: -operand.getLiteralValue() };
  }
  return unsupported(node, from, ctx);
}

/** `typeof X` where X is a constant with a literal value (e.g. `typeof JSONRPC_VERSION`) is that literal. */
function convertTypeQuery(node: TypeQueryNode, from: string, ctx: TypeContext): TypeShape {
  const exprName = node.getExprName();
  if (!Node.isIdentifier(exprName) || node.getTypeArguments().length > 0) return unsupported(node, from, ctx);
  const name = exprName.getText();
  const constant = ctx.constant(name);
  if (!constant) {
    ctx.problems.add("schema/unknown-reference", { name, from }, ctx.problemAt(exprName));
    return REPORTED;
  }
  if (constant.literal === undefined) return unsupported(node, from, ctx);
  return { kind: "literal", value: constant.literal };
}

/**
 * A named type with optional type arguments: a declaration of the schema (kept as a `ref`),
 * or one of the built-in helpers (Record, Omit, ...), which are spelled out. A schema's own
 * declaration wins over a built-in of the same name, as it does for `Error`.
 */
export function convertReference(
  node: Node,
  typeName: Node,
  typeArguments: readonly TypeNode[],
  from: string,
  ctx: TypeContext,
): TypeShape {
  if (!Node.isIdentifier(typeName)) return unsupported(node, from, ctx);
  const name = typeName.getText();
  if (ctx.isDeclared(name)) {
    ctx.onReference(name);
    if (typeArguments.length === 0) return { kind: "ref", name };
    return { kind: "ref", name, typeArguments: typeArguments.map((arg) => convertType(arg, from, ctx)) };
  }
  if (isBuiltinGeneric(name)) return convertBuiltinGeneric(node, name, typeArguments, from, ctx);
  if (ctx.isOtherDeclaration(name)) return unsupported(node, from, ctx);
  ctx.problems.add("schema/unknown-reference", { name, from }, ctx.problemAt(typeName));
  return REPORTED;
}

/** Members of an interface or type literal as an object shape; fields keep source order. */
export function convertMembers(
  members: readonly TypeElementTypes[],
  from: string,
  ctx: TypeContext,
): ObjectShape {
  const fields: FieldShape[] = [];
  let index: IndexSignatureShape | undefined;
  for (const member of members) {
    if (Node.isPropertySignature(member)) {
      const field = convertProperty(member, from, ctx);
      if (field) fields.push(field);
    } else if (Node.isIndexSignatureDeclaration(member)) {
      const at = `${from}[${member.getKeyName()}]`;
      const keyKind = member.getKeyTypeNode().getKind();
      const returnType = member.getReturnTypeNode();
      if (
        index !== undefined ||
        (keyKind !== SyntaxKind.StringKeyword && keyKind !== SyntaxKind.NumberKeyword)
      ) {
        // The model holds one index signature per object, keyed by string or number.
        unsupported(member, at, ctx);
        continue;
      }
      index = {
        keyName: member.getKeyName(),
        key: keyKind === SyntaxKind.StringKeyword ? "string" : "number",
        value: returnType ? convertType(returnType, at, ctx) : { kind: "primitive", name: "unknown" },
      };
    } else {
      // Methods, call and construct signatures and accessors describe code, not JSON data.
      unsupported(member, from, ctx);
    }
  }
  return index ? { kind: "object", fields, index } : { kind: "object", fields };
}

function convertProperty(member: PropertySignature, from: string, ctx: TypeContext): FieldShape | undefined {
  const nameNode = member.getNameNode();
  let name: string;
  if (Node.isIdentifier(nameNode)) name = nameNode.getText();
  else if (Node.isStringLiteral(nameNode) || Node.isNoSubstitutionTemplateLiteral(nameNode))
    name = nameNode.getLiteralValue();
  else if (Node.isNumericLiteral(nameNode)) name = String(nameNode.getLiteralValue());
  else {
    unsupported(member, from, ctx);
    return undefined;
  }
  const at = `${from}.${name}`;
  if (name === "__proto__") {
    // As a key of a JS object it sets the prototype instead of holding a value: no data can use it.
    ctx.problems.add("schema/reserved-field", { name, from: at }, ctx.problemAt(nameNode));
    return undefined;
  }
  const typeNode = member.getTypeNode();
  // A member without an annotation is implicitly `any`: read it as `unknown`, like explicit `any`.
  const type: TypeShape = typeNode ? convertType(typeNode, at, ctx) : { kind: "primitive", name: "unknown" };
  const summary = readJsDoc(member).summary;
  const field: FieldShape = {
    name,
    optional: member.hasQuestionToken(),
    type,
    location: ctx.locate(nameNode),
  };
  if (summary !== "") field.doc = summary;
  const schemaJsonType = readSchemaJsonType(member);
  if (schemaJsonType !== undefined) field.schemaJsonType = schemaJsonType;
  return field;
}

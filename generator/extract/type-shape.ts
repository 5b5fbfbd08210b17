/** Type syntax -> TypeShape: a schema declaration stays a `ref`, Record, Omit, ... are spelled out. */
import {
  Node,
  SyntaxKind,
  type ExpressionWithTypeArguments,
  type TypeElementTypes,
  type TypeNode,
  type TypeReferenceNode,
} from "ts-morph";
import type { DiagnosticKind, DiagnosticParams } from "../diagnostics/catalogue.ts";
import type { FieldShape, SourceLocation, TypeShape } from "../model/schema-model.ts";
import {
  literalValue,
  MAX_NESTING,
  propertyName,
  readJsDoc,
  readSchemaJsonType,
  stringLiterals,
  type DeclarationIndex,
} from "./declarations.ts";

type ObjectShape = Extract<TypeShape, { kind: "object" }>;
/** A named type with type arguments, in a type or in an interface's `extends`. */
type Reference = TypeReferenceNode | ExpressionWithTypeArguments;

export interface TypeContext {
  /** What a reference may name; a type listed without nodes can be named but not looked into. */
  index: DeclarationIndex;
  /** Where a field is recorded as declared. */
  locate(node: Node): SourceLocation;
  /** Records a problem about a node, or about the file as a whole. */
  report<K extends DiagnosticKind>(kind: K, params: DiagnosticParams<K>, node?: Node): void;
  /** Called for every reference to a declared type, so that its declaration is collected. */
  onReference(name: string): void;
}

/** Stands in for a reported type; extraction throws before a model holds it. */
const REPORTED: TypeShape = { kind: "primitive", name: "unknown" };

export function unsupported(node: Node, from: string, ctx: TypeContext): TypeShape {
  const text = node.getText().replace(/\s+/g, " ");
  const compact = text.length > 120 ? `${text.slice(0, 117)}...` : text;
  ctx.report("schema/unsupported-type", { text: compact, from }, node);
  return REPORTED;
}

function unknownReference(name: Node, from: string, ctx: TypeContext): TypeShape {
  ctx.report("schema/unknown-reference", { name: name.getText(), from }, name);
  return REPORTED;
}

let depth = 0;
/** The declarations being spelled out right now: one met again inside itself is a cycle. */
const expanding = new Set<string>();

/** `convert` one level deeper: types nest MAX_NESTING deep at most, as `string[][]...` has no brackets. */
export function nested<T>(node: Node, ctx: TypeContext, convert: () => T): T | undefined {
  if (depth >= MAX_NESTING) {
    ctx.report("schema/too-deep", { depth: depth + 1, limit: MAX_NESTING }, node);
    return undefined;
  }
  depth++;
  try {
    return convert();
  } finally {
    depth--;
  }
}

export function convertType(node: TypeNode, from: string, ctx: TypeContext): TypeShape {
  return nested(node, ctx, () => convertTypeNode(node, from, ctx)) ?? REPORTED;
}

/** A member without a type annotation is implicitly `any`, which is read as `unknown`. */
export function convertAnnotation(node: TypeNode | undefined, from: string, ctx: TypeContext): TypeShape {
  return node ? convertType(node, from, ctx) : { kind: "primitive", name: "unknown" };
}

const KEYWORDS = new Map<SyntaxKind, Extract<TypeShape, { kind: "primitive" }>["name"]>([
  [SyntaxKind.StringKeyword, "string"],
  [SyntaxKind.NumberKeyword, "number"],
  [SyntaxKind.BooleanKeyword, "boolean"],
  [SyntaxKind.UnknownKeyword, "unknown"],
  [SyntaxKind.NeverKeyword, "never"],
  [SyntaxKind.NullKeyword, "null"],
  // The schemas write `any` only for open-ended JSON, which the runtime must check before use:
  // `unknown` says exactly that, where `any` would switch the check off.
  [SyntaxKind.AnyKeyword, "unknown"],
]);

function convertTypeNode(node: TypeNode, from: string, ctx: TypeContext): TypeShape {
  const keyword = KEYWORDS.get(node.getKind());
  if (keyword) return { kind: "primitive", name: keyword };
  // `object` in a JSON schema means a JSON object: string keys, values of any JSON type.
  if (node.getKind() === SyntaxKind.ObjectKeyword)
    return indexed("key", "string", { kind: "primitive", name: "unknown" });
  if (Node.isParenthesizedTypeNode(node)) return convertType(node.getTypeNode(), from, ctx);
  if (Node.isLiteralTypeNode(node)) {
    const literal = node.getLiteral();
    if (Node.isNullLiteral(literal)) return { kind: "primitive", name: "null" };
    const value = literalValue(literal);
    return value === undefined ? unsupported(node, from, ctx) : { kind: "literal", value };
  }
  if (Node.isArrayTypeNode(node))
    return { kind: "array", element: convertType(node.getElementTypeNode(), `${from}[]`, ctx) };
  if (Node.isTupleTypeNode(node)) {
    const elements = node.getElements().map((element, i) => {
      const at = `${from}[${i}]`;
      if (!Node.isNamedTupleMember(element)) return convertType(element, at, ctx);
      if (element.hasQuestionToken() || element.getDotDotDotToken()) return unsupported(element, at, ctx);
      return convertType(element.getTypeNode(), at, ctx);
    });
    return { kind: "tuple", elements };
  }
  if (Node.isUnionTypeNode(node) || Node.isIntersectionTypeNode(node)) {
    const members = node.getTypeNodes().map((member) => convertType(member, from, ctx));
    return { kind: Node.isUnionTypeNode(node) ? "union" : "intersection", members };
  }
  if (Node.isTypeLiteral(node)) return convertMembers(node.getMembers(), from, ctx);
  if (Node.isTypeReference(node)) return convertReference(node, from, ctx);
  if (Node.isTypeOperatorTypeNode(node) && node.getOperator() === SyntaxKind.ReadonlyKeyword)
    return convertType(node.getTypeNode(), from, ctx);
  if (!Node.isTypeQuery(node)) return unsupported(node, from, ctx);
  // `typeof X`, where X is a constant with a literal value (`typeof JSONRPC_VERSION`), is that literal.
  const name = node.getExprName();
  if (!Node.isIdentifier(name) || node.getTypeArguments().length > 0) return unsupported(node, from, ctx);
  const constant = ctx.index.variables.get(name.getText())?.[0];
  if (!constant) return unknownReference(name, from, ctx);
  const value = literalValue(constant.getInitializer());
  return value === undefined ? unsupported(node, from, ctx) : { kind: "literal", value };
}

/** A schema declaration's own name wins over a built-in's, as it does for `Error`. */
export function convertReference(node: Reference, from: string, ctx: TypeContext): TypeShape {
  const typeName = Node.isTypeReference(node) ? node.getTypeName() : node.getExpression();
  const args = node.getTypeArguments();
  if (!Node.isIdentifier(typeName)) return unsupported(node, from, ctx);
  const name = typeName.getText();
  if (ctx.index.types.has(name)) {
    ctx.onReference(name);
    if (args.length === 0) return { kind: "ref", name };
    return { kind: "ref", name, typeArguments: args.map((arg) => convertType(arg, from, ctx)) };
  }
  if (ONE_ARGUMENT.has(name) || TWO_ARGUMENTS.has(name)) return convertBuiltin(node, name, from, ctx);
  if (ctx.index.others.has(name) || ctx.index.variables.has(name)) return unsupported(node, from, ctx);
  return unknownReference(typeName, from, ctx);
}

/** Members of an interface or type literal as an object shape; fields keep source order. */
export function convertMembers(members: readonly TypeElementTypes[], from: string, ctx: TypeContext) {
  const shape: ObjectShape = { kind: "object", fields: [] };
  for (const member of members) {
    const name = Node.isPropertySignature(member) ? propertyName(member) : undefined;
    if (Node.isIndexSignatureDeclaration(member)) {
      const keyName = member.getKeyName();
      const key = keyType(member.getKeyTypeNode());
      const at = `${from}[${keyName}]`;
      // The model holds one index signature per object, keyed by string or number.
      if (shape.index || !key) unsupported(member, at, ctx);
      else shape.index = { keyName, key, value: convertAnnotation(member.getReturnTypeNode(), at, ctx) };
    } else if (!Node.isPropertySignature(member) || name === undefined) {
      // Methods, call and construct signatures, accessors and computed names are no JSON data.
      unsupported(member, from, ctx);
    } else if (!reserved(name, from, member.getNameNode(), ctx)) {
      const doc = readJsDoc(member).summary;
      const schemaJsonType = readSchemaJsonType(member);
      shape.fields.push({
        name,
        optional: member.hasQuestionToken(),
        type: convertAnnotation(member.getTypeNode(), `${from}.${name}`, ctx),
        location: ctx.locate(member.getNameNode()),
        ...(doc !== "" && { doc }),
        ...(schemaJsonType !== undefined && { schemaJsonType }),
      });
    }
  }
  return shape;
}

/** As a key of a JavaScript object, `__proto__` sets the prototype instead of holding a value. */
function reserved(name: string, from: string, node: Node, ctx: TypeContext): boolean {
  if (name === "__proto__") ctx.report("schema/reserved-field", { name, from: `${from}.${name}` }, node);
  return name === "__proto__";
}

function keyType(node: TypeNode): "string" | "number" | undefined {
  const name = KEYWORDS.get(node.getKind());
  return name === "string" || name === "number" ? name : undefined;
}

function indexed(keyName: string, key: "string" | "number", value: TypeShape): ObjectShape {
  return { kind: "object", fields: [], index: { keyName, key, value } };
}

/** TypeScript's built-in helpers, by the number of type arguments they take. */
const ONE_ARGUMENT = new Set(["Array", "ReadonlyArray", "Partial", "Required", "Readonly"]);
const TWO_ARGUMENTS = new Set(["Record", "Pick", "Omit"]);

function convertBuiltin(node: Reference, name: string, from: string, ctx: TypeContext): TypeShape {
  const args = node.getTypeArguments();
  const [first, second] = args;
  if (!first || args.length !== (ONE_ARGUMENT.has(name) ? 1 : 2)) return unsupported(node, from, ctx);
  if (name === "Array" || name === "ReadonlyArray")
    return { kind: "array", element: convertType(first, `${from}[]`, ctx) };
  // Readonly changes nothing about the JSON, so the argument keeps its own shape (or ref).
  if (name === "Readonly") return convertType(first, from, ctx);
  if (name === "Record" && second) {
    const key = keyType(first);
    if (key) return indexed("key", key, convertType(second, `${from}[key]`, ctx));
    // Record<"a" | "b", T>: a closed set of required fields.
    const names = literalKeys(first);
    if (!names) return unsupported(node, from, ctx);
    const location = ctx.locate(first);
    const fields = [...names]
      .filter((field) => !reserved(field, from, first, ctx))
      .map((field) => {
        const type = convertType(second, `${from}.${field}`, ctx);
        return { name: field, optional: false, type, location };
      });
    return { kind: "object", fields };
  }
  const keys = second && literalKeys(second);
  if (second && !keys) return unsupported(node, from, ctx);
  const shape = objectFields(first, from, ctx);
  if (!shape) return REPORTED;
  if (!keys) {
    const optional = name === "Partial";
    return { ...shape, fields: shape.fields.map((field) => ({ ...field, optional })) };
  }
  const fields = shape.fields.filter((field) => keys.has(field.name) === (name === "Pick"));
  // Omit keeps the index signature (its remaining keys are still open); Pick names keys only.
  return name === "Omit" && shape.index ? { ...shape, fields } : { kind: "object", fields };
}

/** `"a"` or `"a" | "b"` as a set of names; undefined for any other key type. */
function literalKeys(node: TypeNode): Set<string> | undefined {
  const keys = stringLiterals(node);
  return keys.every((key) => key !== undefined) ? new Set(keys) : undefined;
}

/** An object type's fields with what it extends or intersects merged in, for the helpers that rework them. */
function objectFields(node: TypeNode, from: string, ctx: TypeContext): ObjectShape | undefined {
  if (Node.isParenthesizedTypeNode(node)) return objectFields(node.getTypeNode(), from, ctx);
  if (Node.isTypeLiteral(node)) return convertMembers(node.getMembers(), from, ctx);
  if (Node.isTypeReference(node)) return referenceFields(node, from, ctx);
  if (Node.isIntersectionTypeNode(node))
    return merge(node.getTypeNodes().map((part) => objectFields(part, from, ctx)));
  unsupported(node, from, ctx);
  return undefined;
}

function referenceFields(node: Reference, from: string, ctx: TypeContext): ObjectShape | undefined {
  const name = Node.isTypeReference(node) ? node.getTypeName().getText() : node.getExpression().getText();
  const declared = ctx.index.types.get(name)?.length && node.getTypeArguments().length === 0;
  if (declared && !expanding.has(name)) return nested(node, ctx, () => declarationFields(name, from, ctx));
  // Built-in helpers spell themselves out; other references get their problem from convertReference.
  const shape = convertReference(node, from, ctx);
  if (shape.kind === "object") return shape;
  if (shape !== REPORTED) unsupported(node, from, ctx);
  return undefined;
}

/** The fields of a declaration: every body of an interface merged, and what each extends. */
export function declarationFields(name: string, from: string, ctx: TypeContext): ObjectShape | undefined {
  expanding.add(name);
  try {
    const parts = (ctx.index.types.get(name) ?? []).flatMap((declaration) => {
      if (declaration.getTypeParameters().length > 0) {
        unsupported(declaration, from, ctx);
        return [undefined];
      }
      if (Node.isTypeAliasDeclaration(declaration))
        return [objectFields(declaration.getTypeNodeOrThrow(), from, ctx)];
      const bases = declaration.getExtends().map((base) => referenceFields(base, from, ctx));
      return [...bases, convertMembers(declaration.getMembers(), from, ctx)];
    });
    return merge(parts);
  } finally {
    expanding.delete(name);
  }
}

/** An intersection: a later field replaces an earlier one of the same name in place (as Map.set does). */
function merge(parts: readonly (ObjectShape | undefined)[]): ObjectShape | undefined {
  const fields = new Map<string, FieldShape>();
  let index: ObjectShape["index"];
  for (const part of parts) {
    if (!part) return undefined;
    for (const field of part.fields) fields.set(field.name, field);
    index = part.index ?? index;
  }
  return { kind: "object", fields: [...fields.values()], ...(index && { index }) };
}

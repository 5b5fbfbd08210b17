/** Syntax readers the converter and finders share: declarations by name, members, literals, JSDoc. */
import {
  Node,
  SyntaxKind,
  type Expression,
  type InterfaceDeclaration,
  type JSDoc,
  type JSDocTag,
  type PropertySignature,
  type SourceFile,
  type TypeAliasDeclaration,
  type TypeElementTypes,
  type TypeNode,
  type VariableDeclaration,
} from "ts-morph";
import type { JsDocInfo } from "../model/schema-model.ts";

/** Brackets and types nest this deep at most: the schemas reach about 8, the parser's stack thousands. */
export const MAX_NESTING = 64;

export type TypeDeclarationNode = InterfaceDeclaration | TypeAliasDeclaration;

export interface DeclarationIndex {
  /** Interfaces and type aliases; several nodes for an interface declared more than once (merged). */
  types: ReadonlyMap<string, readonly TypeDeclarationNode[]>;
  /** Top-level variables (`export const X = ...`), in source order. */
  variables: ReadonlyMap<string, readonly VariableDeclaration[]>;
  /** Other named declarations (enums, classes, functions, namespaces, ...): known names, but no data types. */
  others: ReadonlySet<string>;
}

export function indexDeclarations(file: SourceFile): DeclarationIndex {
  const types = new Map<string, TypeDeclarationNode[]>();
  const variables = new Map<string, VariableDeclaration[]>();
  const others = new Set<string>();
  const append = <T>(map: Map<string, T[]>, name: string, value: T) =>
    map.get(name)?.push(value) ?? map.set(name, [value]);
  for (const statement of file.getStatements()) {
    if (Node.isInterfaceDeclaration(statement) || Node.isTypeAliasDeclaration(statement)) {
      append(types, statement.getName(), statement);
    } else if (Node.isVariableStatement(statement)) {
      for (const declaration of statement.getDeclarations()) {
        const name = declaration.getNameNode();
        if (Node.isIdentifier(name)) append(variables, name.getText(), declaration);
      }
    } else if (Node.hasName(statement)) {
      others.add(statement.getName());
    }
  }
  return { types, variables, others };
}

/** Members written in a declaration itself: an interface body, or the object literals of an alias. */
export function ownMembers(declaration: TypeDeclarationNode): TypeElementTypes[] {
  if (Node.isInterfaceDeclaration(declaration)) return declaration.getMembers();
  return literalMembers(declaration.getTypeNodeOrThrow());
}

/** Members of `{...}`, `A & {...} & {...}` and parenthesised forms; other types contribute none. */
export function literalMembers(node: TypeNode): TypeElementTypes[] {
  if (Node.isParenthesizedTypeNode(node)) return literalMembers(node.getTypeNode());
  if (Node.isTypeLiteral(node)) return node.getMembers();
  if (Node.isIntersectionTypeNode(node)) return node.getTypeNodes().flatMap(literalMembers);
  return [];
}

/** A property's name as data has it (`a`, `"a-b"`, `1`); undefined for a computed name. */
export function propertyName(member: PropertySignature): string | undefined {
  const name = member.getNameNode();
  if (Node.isIdentifier(name)) return name.getText();
  if (Node.isStringLiteral(name)) return name.getLiteralValue();
  if (Node.isNumericLiteral(name)) return String(name.getLiteralValue());
  return undefined;
}

export function propertyNamed(members: readonly TypeElementTypes[], name: string) {
  return members.filter(Node.isPropertySignature).find((member) => propertyName(member) === name);
}

/** The string literals a type names, through unions and (given the index) aliases; undefined: no literal. */
export function stringLiterals(
  node: TypeNode,
  index?: DeclarationIndex,
  visiting = new Set<string>(),
): (string | undefined)[] {
  if (Node.isParenthesizedTypeNode(node)) return stringLiterals(node.getTypeNode(), index, visiting);
  if (Node.isUnionTypeNode(node))
    return node.getTypeNodes().flatMap((member) => stringLiterals(member, index, visiting));
  if (Node.isLiteralTypeNode(node)) {
    const value = literalValue(node.getLiteral());
    return [typeof value === "string" ? value : undefined];
  }
  // A reference with type arguments names no alias: its text is not a name.
  const name = Node.isTypeReference(node) ? node.getText() : "";
  const aliases = index?.types.get(name)?.filter(Node.isTypeAliasDeclaration) ?? [];
  if (aliases.length === 0 || visiting.has(name) || visiting.size >= MAX_NESTING) return [undefined];
  visiting.add(name);
  return aliases.flatMap((alias) => stringLiterals(alias.getTypeNodeOrThrow(), index, visiting));
}

/** Strips what does not change a literal's value: parentheses, `as const`, `satisfies T`. */
export function unwrapExpression(expression: Expression): Expression {
  let current = expression;
  for (;;) {
    if (Node.isParenthesizedExpression(current) || Node.isSatisfiesExpression(current))
      current = current.getExpression();
    else if (Node.isAsExpression(current) && current.getTypeNode()?.getText() === "const")
      current = current.getExpression();
    else return current;
  }
}

/** The value of a single literal (`"2.0"`, `-32700`, `true`), or undefined for anything else. */
export function literalValue(expression: Expression | undefined): string | number | boolean | undefined {
  const node = expression && unwrapExpression(expression);
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isNumericLiteral(node)) return node.getLiteralValue();
  if (Node.isTrueLiteral(node)) return true;
  if (Node.isFalseLiteral(node)) return false;
  if (Node.isPrefixUnaryExpression(node) && node.getOperatorToken() === SyntaxKind.MinusToken) {
    const operand = node.getOperand();
    if (Node.isNumericLiteral(operand)) return -operand.getLiteralValue();
  }
  return undefined;
}

/** The comment closest to a node, as TypeDoc reads it. */
export function lastJsDoc(node: Node): JSDoc | undefined {
  return Node.isJSDocable(node) ? node.getJsDocs().at(-1) : undefined;
}

export function readJsDoc(node: Node): JsDocInfo {
  const summary = firstSentence(lastJsDoc(node)?.getDescription() ?? "");
  const info: JsDocInfo = { summary, internal: false, deprecated: false };
  for (const { name, text } of tags(node)) {
    if (name === "internal") info.internal = true;
    else if (name === "deprecated") info.deprecated = true;
    else if (name === "category" && text !== "") info.category = text;
  }
  return info;
}

/** The type a `@TJS-type` tag gives the node in schema.json, which the spec generates from schema.ts. */
export function readSchemaJsonType(node: Node): string | undefined {
  return tags(node).find(({ name, text }) => name === "TJS-type" && text !== "")?.text;
}

function tags(node: Node) {
  const read = (tag: JSDocTag) => ({ name: tag.getTagName(), text: collapse(tag.getCommentText() ?? "") });
  return (lastJsDoc(node)?.getTags() ?? []).map(read);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The first sentence of the first paragraph, `{@link T | text}` read as its text. It ends at `.`, `!`
 * or `?`, a space and no lower case, outside parentheses and code: "e.g. detailed" does not end it.
 */
export function firstSentence(description: string): string {
  const paragraph = description.trim().split(/\n\s*\n/)[0] ?? "";
  const text = collapse(
    paragraph.replace(
      /\{@link(?:code|plain)?\s+([^}|]*?)\s*(?:\|\s*([^}]*?))?\s*\}/g,
      (_all, target: string, label?: string) => (label ? label : target),
    ),
  );
  let depth = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "`") inCode = !inCode;
    else if (inCode) continue;
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if ((ch === "." || ch === "!" || ch === "?") && depth === 0 && text[i + 1] === " ") {
      const next = text[i + 2] ?? "";
      if (next.toLowerCase() !== next || next.toUpperCase() === next) return text.slice(0, i + 1);
    }
  }
  return text;
}

/**
 * The `resultType` member of the schema's `Result` (2026-07-28 on): whether every result must carry
 * it, and the value a complete result carries. The type says which values there are
 * (`"complete" | "input_required" | string`), but only the member's doc comment says which one a
 * complete result carries: it tells a client to read a result without the field (from a server of
 * an earlier revision) as that value. The generator reads that sentence, and refuses a schema whose
 * comment names no such value, or one the member's type does not allow, rather than guess.
 */
import { Node, type JSDoc, type PropertySignature, type TypeElementTypes, type TypeNode } from "ts-morph";
import type { ResultTypeFact, SourceLocation } from "../model/schema-model.ts";
import type { DeclarationIndex } from "./declaration-index.ts";
import type { Problems } from "./problems.ts";

export const RESULT_DECLARATION = "Result";
export const RESULT_TYPE_MEMBER = "resultType";

export function findResultType(
  index: DeclarationIndex,
  locate: (node: Node) => SourceLocation,
  problems: Problems,
): ResultTypeFact {
  const declarations = index.types.get(RESULT_DECLARATION);
  const first = declarations?.[0];
  if (!first) return { required: false, complete: null };
  const member = findMember(RESULT_DECLARATION, index, new Set());
  if (!member) return { required: false, complete: null, location: locate(first.getNameNode()) };

  const location = locate(member.getNameNode());
  const required = !member.hasQuestionToken();
  const typeNode = member.getTypeNode();
  const allowed = typeNode ? stringLiterals(typeNode, index, new Set()) : [];
  const doc = member.getJsDocs().at(-1);
  const named = doc ? absentFieldValues(doc) : [];
  const values = [...new Set(named.map((n) => n.value))];
  const fail = (reason: string): ResultTypeFact => {
    problems.add("schema/result-type-unreadable", { reason }, location);
    return { required, complete: null, location };
  };
  const value = values[0];
  if (value === undefined || !doc)
    return fail("its doc comment names no value for a result that lacks the field");
  if (values.length > 1)
    return fail(
      `its doc comment names more than one value for a result that lacks the field: ${values.map((v) => JSON.stringify(v)).join(", ")}`,
    );
  if (!allowed.includes(value))
    return fail(
      `its doc comment reads a result that lacks the field as ${JSON.stringify(value)}, which is not a string literal of its type (${typeNode?.getText() ?? "none"})`,
    );
  const offset = named[0]?.offset ?? 0;
  const file = doc.getSourceFile();
  const at = file.getLineAndColumnAtPos(doc.getStart() + offset);
  return {
    required,
    complete: value,
    location,
    completeLocation: { file: location.file, line: at.line, column: at.column },
  };
}

/** The `resultType` member of a declaration or of what it extends (each name visited once). */
function findMember(
  name: string,
  index: DeclarationIndex,
  visiting: Set<string>,
): PropertySignature | undefined {
  if (visiting.has(name)) return undefined;
  visiting.add(name);
  for (const declaration of index.types.get(name) ?? []) {
    let members: readonly TypeElementTypes[] = [];
    if (Node.isInterfaceDeclaration(declaration)) members = declaration.getMembers();
    else {
      const aliased = declaration.getTypeNode();
      if (aliased && Node.isTypeLiteral(aliased)) members = aliased.getMembers();
    }
    const own = members.find(
      (m): m is PropertySignature => Node.isPropertySignature(m) && memberName(m) === RESULT_TYPE_MEMBER,
    );
    if (own) return own;
    if (Node.isInterfaceDeclaration(declaration))
      for (const base of declaration.getExtends()) {
        const expression = base.getExpression();
        if (!Node.isIdentifier(expression)) continue;
        const inherited = findMember(expression.getText(), index, visiting);
        if (inherited) return inherited;
      }
  }
  return undefined;
}

function memberName(member: PropertySignature): string | undefined {
  const nameNode = member.getNameNode();
  if (Node.isIdentifier(nameNode)) return nameNode.getText();
  if (Node.isStringLiteral(nameNode) || Node.isNoSubstitutionTemplateLiteral(nameNode))
    return nameNode.getLiteralValue();
  return undefined;
}

/** The string literal members of a type, through unions and the schema's type aliases. */
function stringLiterals(node: TypeNode, index: DeclarationIndex, visiting: Set<string>): string[] {
  if (Node.isParenthesizedTypeNode(node)) return stringLiterals(node.getTypeNode(), index, visiting);
  if (Node.isUnionTypeNode(node))
    return node.getTypeNodes().flatMap((member) => stringLiterals(member, index, visiting));
  if (Node.isLiteralTypeNode(node)) {
    const literal = node.getLiteral();
    return Node.isStringLiteral(literal) || Node.isNoSubstitutionTemplateLiteral(literal)
      ? [literal.getLiteralValue()]
      : [];
  }
  if (Node.isTypeReference(node) && node.getTypeArguments().length === 0) {
    const typeName = node.getTypeName();
    if (!Node.isIdentifier(typeName)) return [];
    const name = typeName.getText();
    if (visiting.has(name)) return [];
    visiting.add(name);
    return (index.types.get(name) ?? []).flatMap((declaration) => {
      if (!Node.isTypeAliasDeclaration(declaration)) return [];
      const aliased = declaration.getTypeNode();
      return aliased ? stringLiterals(aliased, index, visiting) : [];
    });
  }
  return [];
}

/**
 * Backquoted string literals (`"complete"`) in the sentences of a doc comment that speak of an
 * absent field, with their offsets in the comment's text. A sentence ends at `.`, `!` or `?`
 * followed by white space, outside backquotes.
 */
function absentFieldValues(doc: JSDoc): { value: string; offset: number }[] {
  const text = doc.getText();
  const found: { value: string; offset: number }[] = [];
  for (const sentence of sentences(text)) {
    if (!/\babsent\b/i.test(sentence.text)) continue;
    for (const match of sentence.text.matchAll(/`"([^"`\\\n]*)"`/g))
      found.push({ value: match[1] ?? "", offset: sentence.start + match.index });
  }
  return found;
}

function sentences(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "`") inCode = !inCode;
    else if (!inCode && (ch === "." || ch === "!" || ch === "?") && /\s/.test(text[i + 1] ?? " ")) {
      out.push({ start, text: text.slice(start, i + 1) });
      start = i + 1;
    }
  }
  if (start < text.length) out.push({ start, text: text.slice(start) });
  return out;
}

/**
 * Interfaces and type aliases that bind an error code, in either pattern the schemas use:
 * - the error object itself: `interface ParseError extends Error { code: typeof PARSE_ERROR }`;
 * - a whole response: `interface X extends Omit<JSONRPCErrorResponse, "error"> { error: Error & {
 *   code: typeof X; data: {...} } }`, or the same written as a type alias with `&`.
 */
import {
  Node,
  type Identifier,
  type PropertySignature,
  type TypeElementTypes,
  type TypeNode,
} from "ts-morph";
import type { ErrorConstant, ErrorInterface } from "../model/schema-model.ts";
import type { DeclarationIndex, TypeDeclarationNode } from "./declaration-index.ts";
import { readJsDoc } from "./jsdoc.ts";
import { convertType, type TypeContext } from "./type-shape.ts";

export interface ErrorBinding {
  declaration: TypeDeclarationNode;
  name: string;
  /** The `X` of `code: typeof X`. */
  constant: Identifier;
  describes: "error" | "response";
  data?: PropertySignature;
}

/** Every top-level declaration that binds a code, in source order. */
export function findErrorBindings(index: DeclarationIndex): ErrorBinding[] {
  const bindings: ErrorBinding[] = [];
  for (const [name, declarations] of index.types) {
    for (const declaration of declarations) {
      // Cheap text test first: most declarations bind nothing, and reading their members is the cost.
      if (!declaration.getText().includes("typeof")) continue;
      const members = ownMembers(declaration);
      const direct = codeBinding(members);
      if (direct) {
        bindings.push({
          declaration,
          name,
          constant: direct,
          describes: "error",
          data: property(members, "data"),
        });
        continue;
      }
      const errorType = property(members, "error")?.getTypeNode();
      const inner = errorType ? literalMembers(errorType) : [];
      const wrapped = codeBinding(inner);
      if (wrapped)
        bindings.push({
          declaration,
          name,
          constant: wrapped,
          describes: "response",
          data: property(inner, "data"),
        });
    }
  }
  return bindings.sort((a, b) => a.declaration.getStart() - b.declaration.getStart());
}

/** Resolves a binding against the constants; an unknown constant is reported unless already rejected. */
export function toErrorInterface(
  binding: ErrorBinding,
  constants: ReadonlyMap<string, ErrorConstant>,
  rejected: ReadonlySet<string>,
  ctx: TypeContext,
): ErrorInterface {
  const constant = binding.constant.getText();
  if (!constants.has(constant) && !rejected.has(constant))
    ctx.problems.add(
      "schema/unknown-constant",
      { iface: binding.name, constant },
      ctx.problemAt(binding.constant),
    );
  const result: ErrorInterface = {
    name: binding.name,
    constant,
    describes: binding.describes,
    doc: readJsDoc(binding.declaration),
    location: ctx.locate(binding.declaration.getNameNode()),
  };
  const dataType = binding.data?.getTypeNode();
  if (binding.data) {
    const from = binding.describes === "response" ? `${binding.name}.error.data` : `${binding.name}.data`;
    result.data = {
      optional: binding.data.hasQuestionToken(),
      // `data` without a type annotation is implicitly `any`: read as unknown.
      type: dataType ? convertType(dataType, from, ctx) : { kind: "primitive", name: "unknown" },
    };
  }
  return result;
}

/** Members written in the declaration itself: an interface body, or the object literals of an alias. */
function ownMembers(declaration: TypeDeclarationNode): TypeElementTypes[] {
  if (Node.isInterfaceDeclaration(declaration)) return declaration.getMembers();
  const typeNode = declaration.getTypeNode();
  return typeNode ? literalMembers(typeNode) : [];
}

/** Members of `{...}`, `A & {...} & {...}` and parenthesised forms; other types contribute none. */
function literalMembers(node: TypeNode): TypeElementTypes[] {
  if (Node.isParenthesizedTypeNode(node)) return literalMembers(node.getTypeNode());
  if (Node.isTypeLiteral(node)) return node.getMembers();
  if (Node.isIntersectionTypeNode(node)) return node.getTypeNodes().flatMap(literalMembers);
  return [];
}

function property(members: readonly TypeElementTypes[], name: string): PropertySignature | undefined {
  return members.find(
    (member): member is PropertySignature => Node.isPropertySignature(member) && member.getName() === name,
  );
}

/** The `X` of a `code: typeof X` member, if there is one. */
function codeBinding(members: readonly TypeElementTypes[]): Identifier | undefined {
  const typeNode = property(members, "code")?.getTypeNode();
  if (!typeNode || !Node.isTypeQuery(typeNode)) return undefined;
  const exprName = typeNode.getExprName();
  return Node.isIdentifier(exprName) ? exprName : undefined;
}

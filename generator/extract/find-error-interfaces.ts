/**
 * Interfaces and type aliases that bind an error code, in either pattern the schemas use:
 * - the error object itself: `interface ParseError extends Error { code: typeof PARSE_ERROR }`;
 * - a whole response: `interface X extends Omit<JSONRPCErrorResponse, "error"> { error: Error & {
 *   code: typeof X; data: {...} } }`, or the same written as a type alias with `&`.
 */
import { Node, type Identifier, type PropertySignature, type TypeElementTypes } from "ts-morph";
import type { ErrorInterface } from "../model/schema-model.ts";
import { literalMembers, ownMembers, propertyNamed, type TypeDeclarationNode } from "./declarations.ts";
import { readJsDoc } from "./jsdoc.ts";
import { convertAnnotation, type TypeContext } from "./type-shape.ts";

export interface ErrorBinding {
  declaration: TypeDeclarationNode;
  name: string;
  /** The `X` of `code: typeof X`. */
  constant: Identifier;
  describes: "error" | "response";
  data?: PropertySignature;
}

/**
 * Every declaration that binds a code, in source order, and its binding for findErrorConstants. A
 * name bound to two codes (an interface declared twice) is reported, since its guard would lie.
 */
export function findErrorInterfaces(ctx: TypeContext) {
  const bindings: ErrorBinding[] = [];
  for (const [name, declarations] of ctx.index.types) {
    for (const declaration of declarations) {
      // Cheap text test first: most declarations bind nothing, and reading their members is the cost.
      if (!declaration.getText().includes("typeof")) continue;
      const members = ownMembers(declaration);
      const errorType = propertyNamed(members, "error")?.getTypeNode();
      const inner = errorType ? literalMembers(errorType) : [];
      const direct = codeBinding(members);
      const constant = direct ?? codeBinding(inner);
      if (!constant) continue;
      const data = propertyNamed(direct ? members : inner, "data");
      bindings.push({ declaration, name, constant, describes: direct ? "error" : "response", data });
    }
  }
  bindings.sort((a, b) => a.declaration.getStart() - b.declaration.getStart());
  const first = new Map<string, ErrorBinding>();
  for (const binding of bindings) {
    const { name, constant } = binding;
    // The first binding of a name, which may be this one.
    const earlier = first.get(name) ?? binding;
    first.set(name, earlier);
    const other = earlier.constant.getText();
    if (other !== constant.getText()) {
      const line = ctx.locate(earlier.declaration).line;
      ctx.report("schema/duplicate-interface", { name, constant: constant.getText(), other, line }, constant);
    }
  }
  return { interfaces: bindings.map((binding) => toErrorInterface(binding, ctx)), bindings };
}

/** The `X` of a `code: typeof X` member, if there is one. */
function codeBinding(members: readonly TypeElementTypes[]): Identifier | undefined {
  const type = propertyNamed(members, "code")?.getTypeNode();
  const name = Node.isTypeQuery(type) ? type.getExprName() : undefined;
  return Node.isIdentifier(name) ? name : undefined;
}

function toErrorInterface(binding: ErrorBinding, ctx: TypeContext): ErrorInterface {
  const { name, describes, declaration, data } = binding;
  const result: ErrorInterface = {
    name,
    constant: binding.constant.getText(),
    describes,
    doc: readJsDoc(declaration),
    location: ctx.locate(declaration.getNameNode()),
  };
  if (data) {
    const from = describes === "response" ? `${name}.error.data` : `${name}.data`;
    const type = convertAnnotation(data.getTypeNode(), from, ctx);
    result.data = { optional: data.hasQuestionToken(), type };
  }
  return result;
}

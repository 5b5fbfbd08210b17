/** Error code constants (`const PARSE_ERROR = -32700`), the declarations bound to them, the versions. */
import { Node, SyntaxKind, type Expression, type Identifier, type TypeElementTypes } from "ts-morph";
import type { ErrorConstant, ErrorInterface } from "../model/schema-model.ts";
import { literalMembers, literalValue, ownMembers, propertyNamed, unwrapExpression } from "./declarations.ts";
import { readJsDoc } from "./declarations.ts";
import { convertAnnotation, type TypeContext } from "./type-shape.ts";

/**
 * Every declaration that binds a code, in source order, in either pattern the schemas use:
 * - the error object itself: `interface ParseError extends Error { code: typeof PARSE_ERROR }`;
 * - a whole response: `interface X extends Omit<JSONRPCErrorResponse, "error"> { error: Error & {
 *   code: typeof X; data: {...} } }`, or the same written as a type alias with `&`.
 * A name bound to two codes (an interface declared twice) is reported, since its guard would lie.
 */
export function findErrorInterfaces(ctx: TypeContext) {
  const bindings = [...ctx.index.types].flatMap(([name, declarations]) =>
    declarations.flatMap((declaration) => {
      // Cheap text test first: most declarations bind nothing, and reading their members is the cost.
      if (!declaration.getText().includes("typeof")) return [];
      const members = ownMembers(declaration);
      const errorType = propertyNamed(members, "error")?.getTypeNode();
      const inner = errorType ? literalMembers(errorType) : [];
      const direct = codeBinding(members);
      const constant = direct ?? codeBinding(inner);
      if (!constant) return [];
      const data = propertyNamed(direct ? members : inner, "data");
      const describes: ErrorInterface["describes"] = direct ? "error" : "response";
      return [{ declaration, name, constant, describes, data }];
    }),
  );
  bindings.sort((a, b) => a.declaration.getStart() - b.declaration.getStart());
  // The first binding of each name (a Map, not a search: a hostile schema may hold 100,000 of them).
  const first = new Map<string, (typeof bindings)[number]>();
  for (const binding of bindings) {
    const { name, constant } = binding;
    const earlier = first.get(name) ?? binding;
    first.set(name, earlier);
    const other = earlier.constant.getText();
    if (other !== constant.getText()) {
      const line = ctx.locate(earlier.declaration).line;
      ctx.report("schema/duplicate-interface", { name, constant: constant.getText(), other, line }, constant);
    }
  }
  const interfaces = bindings.map(({ name, describes, declaration, data, constant }) => {
    const found: ErrorInterface = {
      name,
      constant: constant.getText(),
      describes,
      doc: readJsDoc(declaration),
      location: ctx.locate(declaration.getNameNode()),
    };
    if (data) {
      const from = describes === "response" ? `${name}.error.data` : `${name}.data`;
      found.data = {
        optional: data.hasQuestionToken(),
        type: convertAnnotation(data.getTypeNode(), from, ctx),
      };
    }
    return found;
  });
  return { interfaces, bindings };
}

/** The `X` of a `code: typeof X` member, if there is one. */
function codeBinding(members: readonly TypeElementTypes[]): Identifier | undefined {
  const type = propertyNamed(members, "code")?.getTypeNode();
  const name = Node.isTypeQuery(type) ? type.getExprName() : undefined;
  return Node.isIdentifier(name) ? name : undefined;
}

/**
 * The error constants by name: negative integer literals. One meant as a code but written otherwise
 * (`-32001.5`, or bound by `code: typeof X`) is reported, never skipped, as is one never declared.
 */
export function findErrorConstants(
  bindings: readonly { name: string; constant: Identifier }[],
  ctx: TypeContext,
) {
  const bound = new Set(bindings.map((binding) => binding.constant.getText()));
  const constants = new Map<string, ErrorConstant>();
  const byValue = new Map<number, string>();
  for (const [name, [declaration, ...redeclared]] of ctx.index.variables) {
    if (!declaration) continue;
    const reason = `Cannot redeclare block-scoped variable '${name}'.`;
    for (const again of redeclared) ctx.report("schema/syntax", { reason }, again.getNameNode());
    const initializer = declaration.getInitializer();
    const value = negativeIntegerLiteral(initializer);
    const other = value === undefined ? undefined : byValue.get(value);
    if (value === undefined) {
      const writtenNegative = initializer && unwrapExpression(initializer).getText().startsWith("-");
      if (!bound.has(name) && !writtenNegative) continue;
      const text = initializer?.getText() ?? "(no value)";
      ctx.report("schema/constant-not-integer", { name, text }, initializer ?? declaration.getNameNode());
    } else if (other !== undefined) {
      ctx.report("schema/duplicate-code", { name, other, value }, declaration.getNameNode());
    } else {
      byValue.set(value, name);
      const doc = readJsDoc(declaration.getVariableStatementOrThrow());
      constants.set(name, { name, value, doc, location: ctx.locate(declaration.getNameNode()) });
    }
  }
  // A declared one that is no code was reported above.
  for (const { name, constant } of bindings)
    if (!ctx.index.variables.has(constant.getText()))
      ctx.report("schema/unknown-constant", { iface: name, constant: constant.getText() }, constant);
  return constants;
}

/** `-<integer literal>` with a safe integer value: `-32700` or `-0x10`, not `-32001.5`, `-1e3` or `-(1)`. */
function negativeIntegerLiteral(expression: Expression | undefined): number | undefined {
  const node = expression && unwrapExpression(expression);
  if (!Node.isPrefixUnaryExpression(node) || node.getOperatorToken() !== SyntaxKind.MinusToken)
    return undefined;
  const operand = node.getOperand();
  const digits = /^(?:[0-9][0-9_]*|0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+)$/;
  if (!Node.isNumericLiteral(operand) || !digits.test(operand.getText())) return undefined;
  const value = -operand.getLiteralValue();
  return Number.isSafeInteger(value) && value < 0 ? value : undefined;
}

/** A version string constant such as LATEST_PROTOCOL_VERSION; "" and a problem when there is none. */
export function findVersion(name: string, revision: string, ctx: TypeContext): string {
  const declaration = ctx.index.variables.get(name)?.[0];
  const value = literalValue(declaration?.getInitializer());
  if (typeof value === "string") return value;
  // Reported where it is declared, or at the top of the file.
  ctx.report("schema/missing-version", { revision, name }, declaration?.getNameNode());
  return "";
}

/**
 * Error code constants (`export const PARSE_ERROR = -32700`) and the two version strings. A
 * constant is an error code when its value is a negative integer literal. One meant as a code but
 * written otherwise (`-32001.5`, or any value bound by `code: typeof X`) is reported, never skipped.
 */
import { Node, SyntaxKind, type Expression } from "ts-morph";
import type { ErrorConstant } from "../model/schema-model.ts";
import { literalValue, unwrapExpression } from "./declarations.ts";
import type { ErrorBinding } from "./find-error-interfaces.ts";
import { readJsDoc } from "./jsdoc.ts";
import type { TypeContext } from "./type-shape.ts";

/** The error constants by name; a binding to an undeclared one is reported. */
export function findErrorConstants(bindings: readonly ErrorBinding[], ctx: TypeContext) {
  const bound = new Set(bindings.map((binding) => binding.constant.getText()));
  const constants = new Map<string, ErrorConstant>();
  // Reported already, so that a binding to one is not reported again as unknown.
  const rejected = new Set<string>();
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
      rejected.add(name);
      const text = initializer?.getText() ?? "(no value)";
      ctx.report("schema/constant-not-integer", { name, text }, initializer ?? declaration.getNameNode());
    } else if (other !== undefined) {
      rejected.add(name);
      ctx.report("schema/duplicate-code", { name, other, value }, declaration.getNameNode());
    } else {
      byValue.set(value, name);
      constants.set(name, {
        name,
        value,
        doc: readJsDoc(declaration.getVariableStatementOrThrow()),
        location: ctx.locate(declaration.getNameNode()),
      });
    }
  }
  for (const { name, constant } of bindings)
    if (!constants.has(constant.getText()) && !rejected.has(constant.getText()))
      ctx.report("schema/unknown-constant", { iface: name, constant: constant.getText() }, constant);
  return constants;
}

/**
 * `-<integer literal>` exactly: decimal digits or a 0x/0o/0b literal, with no fraction or exponent,
 * whose value is a safe integer. `-32700` qualifies; `-32001.5`, `-1e3` and `-(1)` do not.
 */
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

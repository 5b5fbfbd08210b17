/** Values of constant initialisers written as plain literals (`"2.0"`, `-32700`, `true`). */
import { Node, SyntaxKind, type Expression } from "ts-morph";

/** Strips wrappers that do not change a literal's value: parentheses, `as const`, `satisfies T`. */
export function unwrapExpression(expression: Expression): Expression {
  let current = expression;
  for (;;) {
    if (Node.isParenthesizedExpression(current)) current = current.getExpression();
    else if (Node.isAsExpression(current) && current.getTypeNode()?.getText() === "const")
      current = current.getExpression();
    else if (Node.isSatisfiesExpression(current)) current = current.getExpression();
    else return current;
  }
}

/** The literal's value, or undefined when the initialiser is anything but a single literal. */
export function literalValue(expression: Expression | undefined): string | number | boolean | undefined {
  if (!expression) return undefined;
  const node = unwrapExpression(expression);
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

/**
 * `-<integer literal>` exactly: decimal digits or a 0x/0o/0b literal, with no fraction or
 * exponent, whose value is a safe integer. `-32700` qualifies; `-32001.5`, `-1e3` and `-(1)` do not.
 */
export function negativeIntegerLiteral(expression: Expression | undefined): number | undefined {
  if (!expression) return undefined;
  const node = unwrapExpression(expression);
  if (!Node.isPrefixUnaryExpression(node) || node.getOperatorToken() !== SyntaxKind.MinusToken)
    return undefined;
  const operand = node.getOperand();
  if (!Node.isNumericLiteral(operand)) return undefined;
  if (!/^(?:[0-9][0-9_]*|0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+)$/.test(operand.getText()))
    return undefined;
  const value = -operand.getLiteralValue();
  return Number.isSafeInteger(value) && value < 0 ? value : undefined;
}

/**
 * Error code constants (`export const PARSE_ERROR = -32700`) and the two version strings.
 * A constant counts as an error code when its initialiser is a negative integer literal. One
 * that is meant as an error code but written otherwise (a negative number expression such as
 * `-32001.5`, or any value bound by `code: typeof X`) is reported, never silently skipped.
 */
import { Node } from "ts-morph";
import type { ErrorConstant, SourceLocation } from "../model/schema-model.ts";
import type { DeclarationIndex } from "./declaration-index.ts";
import { readJsDoc } from "./jsdoc.ts";
import { literalValue, negativeIntegerLiteral, unwrapExpression } from "./literal-value.ts";
import type { Problems } from "./problems.ts";

export interface FoundConstants {
  /** By name. */
  constants: Map<string, ErrorConstant>;
  /** Names already reported (not an integer, duplicate value), so bindings to them are not reported again. */
  rejected: Set<string>;
}

export function findErrorConstants(
  index: DeclarationIndex,
  boundNames: ReadonlySet<string>,
  locate: (node: Node) => SourceLocation,
  problems: Problems,
): FoundConstants {
  const constants = new Map<string, ErrorConstant>();
  const rejected = new Set<string>();
  const byValue = new Map<number, ErrorConstant>();
  for (const [name, declarations] of index.variables) {
    const [declaration] = declarations;
    if (!declaration) continue;
    for (const redeclared of declarations.slice(1))
      problems.add(
        "schema/syntax",
        { reason: `Cannot redeclare block-scoped variable '${name}'.` },
        locate(redeclared.getNameNode()),
      );
    const initializer = declaration.getInitializer();
    const value = negativeIntegerLiteral(initializer);
    if (value === undefined) {
      const writtenNegative =
        initializer !== undefined && unwrapExpression(initializer).getText().startsWith("-");
      if (boundNames.has(name) || writtenNegative) {
        rejected.add(name);
        problems.add(
          "schema/constant-not-integer",
          { name, text: initializer ? initializer.getText() : "(no value)" },
          locate(initializer ?? declaration.getNameNode()),
        );
      }
      continue;
    }
    const constant: ErrorConstant = {
      name,
      value,
      doc: readJsDoc(declaration.getVariableStatementOrThrow()),
      location: locate(declaration.getNameNode()),
    };
    const first = byValue.get(value);
    if (first) {
      problems.add("schema/duplicate-code", { name, other: first.name, value }, constant.location);
      rejected.add(name);
      continue;
    }
    byValue.set(value, constant);
    constants.set(name, constant);
  }
  return { constants, rejected };
}

/**
 * A string constant such as LATEST_PROTOCOL_VERSION; schema/missing-version (at the
 * declaration, or the top of the file) when it is absent or not a string literal.
 */
export function findStringConstant(
  index: DeclarationIndex,
  name: string,
  revision: string,
  display: string,
  locate: (node: Node) => SourceLocation,
  problems: Problems,
): string {
  const declaration = index.variables.get(name)?.[0];
  const value = literalValue(declaration?.getInitializer());
  if (typeof value === "string") return value;
  problems.add(
    "schema/missing-version",
    { revision, name },
    declaration ? locate(declaration.getNameNode()) : { file: display, line: 1, column: 1 },
  );
  return "";
}

/** The TypeContext for converting types inside one schema file. */
import type { DeclarationIndex } from "./declaration-index.ts";
import { literalValue } from "./literal-value.ts";
import { locationOf } from "./parse-source.ts";
import type { Problems } from "./problems.ts";
import type { TypeContext } from "./type-shape.ts";

export function schemaTypeContext(
  index: DeclarationIndex,
  display: string,
  problems: Problems,
  onReference: (name: string) => void,
): TypeContext {
  return {
    problems,
    locate: (node) => locationOf(node, display),
    problemAt: (node) => locationOf(node, display),
    isDeclared: (name) => index.types.has(name),
    declarationNodes: (name) => index.types.get(name),
    isOtherDeclaration: (name) => index.others.has(name) || index.variables.has(name),
    constant: (name) => {
      const declaration = index.variables.get(name)?.[0];
      if (!declaration) return undefined;
      const literal = literalValue(declaration.getInitializer());
      return literal === undefined ? {} : { literal };
    },
    onReference,
  };
}

/**
 * The JSON kind of a value a TypeShape describes, as the runtime checks a request `_meta` key (error
 * data has the stricter rule of emit/mcp-errors/data-spec.ts, as schema.json has it).
 */
import type { JsonKind, TypeShape } from "./schema-model.ts";

/** What a referenced declaration is: an interface (always an object) or an alias of a type. */
export type DeclarationLookup = (
  name: string,
) => { kind: "interface" } | { kind: "type"; type: TypeShape } | undefined;

const MAX_DEPTH = 16;

export function jsonKind(shape: TypeShape, lookup: DeclarationLookup, depth = 0): JsonKind {
  if (depth > MAX_DEPTH) return "any";
  switch (shape.kind) {
    case "primitive":
      return shape.name === "unknown" || shape.name === "never" ? "any" : shape.name;
    case "literal":
      // A literal is a string, a number or a boolean.
      return typeof shape.value as JsonKind;
    case "array":
    case "tuple":
      return "array";
    case "object":
      return "object";
    case "intersection":
    case "union": {
      const kinds = new Set(shape.members.map((m) => jsonKind(m, lookup, depth + 1)));
      const [only] = kinds;
      return kinds.size === 1 && only !== undefined ? only : "any";
    }
    case "ref": {
      const declaration = lookup(shape.name);
      if (!declaration) return "any";
      return declaration.kind === "interface" ? "object" : jsonKind(declaration.type, lookup, depth + 1);
    }
  }
}

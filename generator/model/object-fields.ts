/** Reading a TypeShape through the schema's declarations: the fields a value of it has, and its JSON kind. */
import type { Declaration, FieldShape, JsonKind, TypeShape } from "./schema-model.ts";

/** References are followed this deep at most; the schemas' error data nests far less. */
export const MAX_DEPTH = 32;

/** Own and inherited fields of an object shape (following refs and `extends`), or undefined. */
export function objectFields(
  shape: TypeShape,
  decls: ReadonlyMap<string, Declaration>,
  depth = 0,
): { fields: FieldShape[]; index: TypeShape | undefined } | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (shape.kind === "object") return { fields: shape.fields, index: shape.index?.value };
  if (shape.kind !== "ref") return undefined;
  const d = decls.get(shape.name);
  if (!d) return undefined;
  const own = objectFields(d.type, decls, depth + 1);
  if (!own) return undefined;
  let fields = [...own.fields];
  let index = own.index;
  for (const base of d.kind === "interface" ? d.extends : []) {
    const inherited = objectFields(base, decls, depth + 1);
    if (!inherited) return undefined;
    fields = [...inherited.fields.filter((f) => !fields.some((g) => g.name === f.name)), ...fields];
    index ??= inherited.index;
  }
  return { fields, index };
}

/** What a referenced declaration is: an interface (always an object) or an alias of a type. */
export type DeclarationLookup = (
  name: string,
) => { kind: "interface" } | { kind: "type"; type: TypeShape } | undefined;

/**
 * The JSON kind of a value the shape describes, as the runtime checks a request `_meta` key (error
 * data has the stricter rule of emit/mcp-errors/data-spec.ts, as schema.json has it).
 */
export function jsonKind(shape: TypeShape, lookup: DeclarationLookup, depth = 0): JsonKind {
  if (depth > MAX_DEPTH / 2) return "any";
  switch (shape.kind) {
    case "primitive":
      return shape.name === "unknown" || shape.name === "never" ? "any" : shape.name;
    case "literal":
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

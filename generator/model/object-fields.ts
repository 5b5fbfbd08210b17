/** Reading a TypeShape through the schema's declarations: the fields a value of it has. */
import type { Declaration, FieldShape, TypeShape } from "./schema-model.ts";

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

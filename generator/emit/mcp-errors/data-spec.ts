/**
 * The runtime's shallow data check for a condition: which top-level fields error.data must (or
 * may) have and of what JSON kind, and whether other keys are allowed. Guards and
 * parseErrorResponse recognise a condition only when its data passes this check.
 */
import type { RevisionCondition } from "../../model/merged-model.ts";
import type { Declaration, FieldShape, TypeShape } from "../../model/schema-model.ts";

/** The runtime's kinds of a JSON value; "*" is anything. */
export type KindTag = "string" | "number" | "boolean" | "null" | "array" | "object" | "*";

/** [data required 0/1, exact 0/1, ...(name, tag, field required 0/1)] or 0 when data is free. */
export type DataSpec = 0 | (string | number)[];

const MAX_DEPTH = 16;

export function kindTag(shape: TypeShape, decls: ReadonlyMap<string, Declaration>, depth = 0): KindTag {
  if (depth > MAX_DEPTH) return "*";
  switch (shape.kind) {
    case "primitive":
      return shape.name === "unknown" || shape.name === "never" ? "*" : shape.name;
    case "literal":
      return typeof shape.value === "string"
        ? "string"
        : typeof shape.value === "number"
          ? "number"
          : "boolean";
    case "array":
    case "tuple":
      return "array";
    case "object":
      return "object";
    case "intersection":
    case "union": {
      const tags = new Set(shape.members.map((m) => kindTag(m, decls, depth + 1)));
      const [only] = tags;
      return tags.size === 1 && only !== undefined ? only : "*";
    }
    case "ref": {
      const d = decls.get(shape.name);
      if (!d) return "*";
      return d.kind === "interface" ? "object" : kindTag(d.type, decls, depth + 1);
    }
  }
}

/** Own and inherited fields of an object shape (following refs and `extends`), or undefined. */
function objectFields(
  shape: TypeShape,
  decls: ReadonlyMap<string, Declaration>,
  depth = 0,
): { fields: FieldShape[]; open: boolean } | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (shape.kind === "object") return { fields: shape.fields, open: shape.index !== undefined };
  if (shape.kind !== "ref") return undefined;
  const d = decls.get(shape.name);
  if (!d) return undefined;
  const own = objectFields(d.type, decls, depth + 1);
  if (!own) return undefined;
  let fields = [...own.fields];
  let open = own.open;
  for (const base of d.kind === "interface" ? d.extends : []) {
    const inherited = objectFields(base, decls, depth + 1);
    if (!inherited) return undefined;
    fields = [...inherited.fields.filter((f) => !fields.some((g) => g.name === f.name)), ...fields];
    open ||= inherited.open;
  }
  return { fields, open };
}

export function dataSpec(data: RevisionCondition["data"], decls: ReadonlyMap<string, Declaration>): DataSpec {
  if (!data) return 0;
  const object = objectFields(data.type, decls);
  if (!object) return 0;
  const spec: (string | number)[] = [data.optional ? 0 : 1, data.exact && !object.open ? 1 : 0];
  for (const f of [...object.fields].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (f.name === "__proto__") throw new Error('a data field named "__proto__" cannot be checked safely');
    spec.push(f.name, kindTag(f.type, decls), f.optional ? 0 : 1);
  }
  return spec;
}

/** Whether two data specs name the same fields with the same kinds (ignoring required/exact flags). */
export function sameFields(a: DataSpec, b: DataSpec): boolean {
  if (a === 0 || b === 0) return a === b;
  const fields = (s: (string | number)[]) =>
    s
      .slice(2)
      .filter((_, i) => i % 3 !== 2)
      .join("\u0000");
  return fields(a) === fields(b);
}

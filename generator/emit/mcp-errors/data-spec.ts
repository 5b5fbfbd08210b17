/**
 * The runtime's shallow data check for a condition (the `data` of its CONDITIONS entry): which
 * top-level fields error.data must (or may) have and of what JSON kind, and whether other keys
 * are allowed.
 */
import type { RevisionCondition } from "../../model/merged-model.ts";
import type { Declaration, FieldShape, TypeShape } from "../../model/schema-model.ts";
import { jsonKind } from "../../model/json-kind.ts";
import type { DataRule, JsonKind } from "../../../templates/mcp-errors/runtime/types.js";

const MAX_DEPTH = 16;

/** The JSON kind of a shape, following the revision's declarations. */
export function kindTag(shape: TypeShape, decls: ReadonlyMap<string, Declaration>): JsonKind {
  return jsonKind(shape, (name) => decls.get(name));
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

/** The kind of every element of an array shape (following refs), or "any" when they differ or it is not one. */
function itemKind(shape: TypeShape, decls: ReadonlyMap<string, Declaration>, depth = 0): JsonKind {
  if (depth > MAX_DEPTH) return "any";
  if (shape.kind === "array") return kindTag(shape.element, decls);
  if (shape.kind === "ref") {
    const d = decls.get(shape.name);
    return d && d.kind !== "interface" ? itemKind(d.type, decls, depth + 1) : "any";
  }
  return "any";
}

/** The rule the runtime checks a condition's data against; null when data is free. */
export function dataRule(
  data: RevisionCondition["data"],
  decls: ReadonlyMap<string, Declaration>,
): DataRule | null {
  if (!data) return null;
  const object = objectFields(data.type, decls);
  if (!object) return null;
  const fields: Record<string, DataRule["fields"][string]> = {};
  for (const f of [...object.fields].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (f.name === "__proto__") throw new Error('a data field named "__proto__" cannot be checked safely');
    const type = kindTag(f.type, decls);
    const items = type === "array" ? itemKind(f.type, decls) : "any";
    fields[f.name] =
      items === "any" ? { type, required: !f.optional } : { type, required: !f.optional, items };
  }
  return { required: !data.optional, exact: data.exact && !object.open, fields };
}

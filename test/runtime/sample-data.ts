/** A minimal valid value for a TypeShape, for building errors whose data has a required shape. */
import type { RevisionCondition, RevisionModel } from "../../generator/model/merged-model.ts";
import type { TypeShape } from "../../generator/model/schema-model.ts";

export function sampleValue(shape: TypeShape, revision: RevisionModel, depth = 0): unknown {
  if (depth > 8) return null;
  switch (shape.kind) {
    case "primitive":
      return { string: "sample", number: 1, boolean: true, null: null, unknown: "anything", never: null }[
        shape.name
      ];
    case "literal":
      return shape.value;
    case "array":
      return [sampleValue(shape.element, revision, depth + 1)];
    case "tuple":
      return shape.elements.map((e) => sampleValue(e, revision, depth + 1));
    case "union":
      return shape.members[0] ? sampleValue(shape.members[0], revision, depth + 1) : null;
    case "intersection":
      return Object.assign({}, ...shape.members.map((m) => sampleValue(m, revision, depth + 1)));
    case "object":
      return Object.fromEntries(
        shape.fields
          .filter((f) => !f.optional)
          .map((f) => [f.name, sampleValue(f.type, revision, depth + 1)]),
      );
    case "ref": {
      const d = revision.declarations.find((x) => x.name === shape.name);
      if (!d) throw new Error(`no declaration ${shape.name} in ${revision.id}`);
      const own = sampleValue(d.type, revision, depth + 1);
      if (d.kind !== "interface") return own;
      return Object.assign({}, ...d.extends.map((e) => sampleValue(e, revision, depth + 1)), own);
    }
  }
}

/** An error object of the condition, with sample data when the condition has a data shape. */
export function sampleError(c: RevisionCondition, revision: RevisionModel, message = "sample message") {
  return c.data
    ? { code: c.code, message, data: sampleValue(c.data.type, revision) }
    : { code: c.code, message };
}

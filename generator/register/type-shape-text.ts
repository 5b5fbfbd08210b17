/** TypeShape -> compact TypeScript-like text, for reports; and a location-free form for comparing shapes. */
import type { FieldShape, TypeShape } from "../model/schema-model.ts";
import { stableJson } from "../util/stable-json.ts";

export function typeShapeText(shape: TypeShape): string {
  switch (shape.kind) {
    case "primitive":
      return shape.name;
    case "literal":
      return JSON.stringify(shape.value);
    case "array": {
      const element = typeShapeText(shape.element);
      return shape.element.kind === "union" || shape.element.kind === "intersection"
        ? `(${element})[]`
        : `${element}[]`;
    }
    case "tuple":
      return `[${shape.elements.map(typeShapeText).join(", ")}]`;
    case "union":
      return shape.members.map(typeShapeText).join(" | ");
    case "intersection":
      return shape.members.map(typeShapeText).join(" & ");
    case "ref":
      return shape.typeArguments?.length
        ? `${shape.name}<${shape.typeArguments.map(typeShapeText).join(", ")}>`
        : shape.name;
    case "object": {
      const members = shape.fields.map(
        (f: FieldShape) => `${f.name}${f.optional ? "?" : ""}: ${typeShapeText(f.type)}`,
      );
      if (shape.index)
        members.push(`[${shape.index.keyName}: ${shape.index.key}]: ${typeShapeText(shape.index.value)}`);
      return members.length === 0 ? "{}" : `{ ${members.join("; ")} }`;
    }
  }
}

/** The shape without source locations and docs: two shapes are the same type iff these are equal. */
export function shapeKey(shape: TypeShape): string {
  return stableJson(strip(shape));
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value))
      if (key !== "location" && key !== "doc") out[key] = strip(v);
    return out;
  }
  return value;
}

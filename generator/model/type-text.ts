/** TypeShape as TypeScript text, sorted and without docs or positions, so that equal types print equally. */
import type { Declaration, TypeShape } from "./schema-model.ts";

export function typeText(shape: TypeShape): string {
  switch (shape.kind) {
    case "primitive":
      return shape.name;
    case "literal":
      return JSON.stringify(shape.value);
    case "array": {
      const element = typeText(shape.element);
      return needsParens(shape.element) ? `(${element})[]` : `${element}[]`;
    }
    case "tuple":
      return `[${shape.elements.map(typeText).join(", ")}]`;
    case "union":
      return sortedMembers(shape.members).join(" | ");
    case "intersection":
      return sortedMembers(shape.members).join(" & ");
    case "object": {
      const members = [...shape.fields]
        .sort((a, b) => compareText(a.name, b.name))
        .map((f) => `${propertyName(f.name)}${f.optional ? "?" : ""}: ${typeText(f.type)}`);
      if (shape.index)
        members.push(`[${shape.index.keyName}: ${shape.index.key}]: ${typeText(shape.index.value)}`);
      return members.length === 0 ? "{}" : `{ ${members.join("; ")} }`;
    }
    case "ref":
      return shape.typeArguments && shape.typeArguments.length > 0
        ? `${shape.name}<${shape.typeArguments.map(typeText).join(", ")}>`
        : shape.name;
  }
}

/** A declaration without its source positions and docs, as text: equal when the definitions are. */
export function declarationText(declaration: Declaration): string {
  const heritage =
    declaration.extends.length > 0 ? ` extends ${declaration.extends.map(typeText).join(", ")}` : "";
  return `${declaration.kind} ${declaration.name}${heritage} ${typeText(declaration.type)}`;
}

function sortedMembers(members: TypeShape[]): string[] {
  return members.map((m) => (needsParens(m) ? `(${typeText(m)})` : typeText(m))).sort(compareText);
}

function needsParens(shape: TypeShape): boolean {
  return shape.kind === "union" || shape.kind === "intersection";
}

function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** Code-unit order, as the model's lists are sorted (localeCompare would vary with the locale). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

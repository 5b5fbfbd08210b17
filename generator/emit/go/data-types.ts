/**
 * Go types for a condition's data rule: a struct per object, optional fields as pointers, as gofmt lays
 * them out. What Go cannot say (a union of kinds, a JSON value, an odd field name) is `any` or a map.
 */
import type { DataKind } from "../../../runtime/mcp-errors/types.js";
import { DataTypeWalk, type DataTypeLanguage, type WrittenField } from "../data-types.ts";
import { goComment } from "../template-helpers.ts";
import { exported } from "../../model/go-names.ts";
import { isTagName } from "./names.ts";

const SCALARS: Partial<Record<DataKind, string>> = {
  string: "string",
  integer: "int64",
  number: "float64",
  boolean: "bool",
};

const GO: DataTypeLanguage = {
  any: "any",
  scalar: (kind) => SCALARS[kind],
  list: (item) => `[]${item}`,
  map: (value) => `map[string]${value}`,
  fieldNames(name, keys) {
    const goNames = keys.map((json) => exported(json));
    const unique = new Set(goNames).size === goNames.length;
    if (!unique || goNames.some((n) => n === undefined) || keys.some((json) => !isTagName(json)))
      return undefined;
    return goNames.map((goName) => `${name}${goName}`);
  },
  object: (name, what, fields) => ({ type: name, declaration: structText(name, what, fields) }),
};

export class DataTypes extends DataTypeWalk {
  constructor() {
    super(GO);
  }
}

function structText(name: string, what: string, written: readonly WrittenField[]): string {
  const fields = written.map(({ json, type, required }) => {
    const pointer = !required && !type.startsWith("[]") && !type.startsWith("map[") && type !== "any";
    return { json, goName: exported(json) as string, type: pointer ? `*${type}` : type, required };
  });
  const nameWidth = Math.max(...fields.map((f) => f.goName.length));
  const typeWidth = Math.max(...fields.map((f) => f.type.length));
  const lines = fields.map(
    (f) =>
      `\t${f.goName.padEnd(nameWidth)} ${f.type.padEnd(typeWidth)} \`json:"${f.json}${f.required ? "" : ",omitempty"}"\``,
  );
  return `// ${name} is ${goComment(what)}.\ntype ${name} struct {\n${lines.join("\n")}\n}`;
}

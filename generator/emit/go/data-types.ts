/**
 * Go types for a condition's data rule: a struct per object, optional fields as pointers, as gofmt lays
 * them out. What Go cannot say (a union of kinds, a JSON value, an odd field name) is `any` or a map.
 */
import type { DataKind, DataRule, DataShape } from "../../../runtime/mcp-errors/types.js";
import { kindsOf } from "../../export/data-rule.ts";
import { goComment } from "../template-helpers.ts";
import { exported } from "../../model/go-names.ts";
import { isTagName } from "./names.ts";

interface Field {
  json: string;
  goName: string;
  type: string;
  required: boolean;
}

type Shape = DataShape | DataKind;

const SCALARS: Partial<Record<DataKind, string>> = {
  string: "string",
  integer: "int64",
  number: "float64",
  boolean: "bool",
};

export class DataTypes {
  /** Each named type's declaration, with its doc comment, as gofmt lays it out. */
  readonly declarations: string[] = [];

  ofRule(name: string, rule: DataRule, what: string): string {
    return this.ofShape({ ...rule, type: "object" }, name, what);
  }

  private ofShape(shape: Shape, name: string, what: string): string {
    const s = typeof shape === "string" ? { type: shape } : shape;
    const kinds = kindsOf(s);
    const [kind] = kinds;
    if (kinds.length !== 1 || kind === undefined) return "any";
    const scalar = SCALARS[kind];
    if (scalar !== undefined) return scalar;
    if (kind === "array")
      return `[]${s.items === undefined ? "any" : this.ofShape(s.items, `${name}Item`, `${what} item`)}`;
    if (kind !== "object") return "any";
    const fields = Object.entries(s.fields ?? {});
    if (fields.length === 0)
      return s.values === undefined
        ? "map[string]any"
        : `map[string]${this.ofShape(s.values, `${name}Value`, `${what} member`)}`;
    if (s.values !== undefined) return "map[string]any";
    const goNames = fields.map(([json]) => exported(json));
    const unique = new Set(goNames).size === goNames.length;
    if (!unique || goNames.some((n) => n === undefined) || fields.some(([json]) => !isTagName(json)))
      return "map[string]any";
    const out: Field[] = fields.map(([json, field], i) => {
      const goName = goNames[i] as string;
      const type = this.ofShape(field, `${name}${goName}`, `${what} ${json}`);
      const optional = !field.required;
      const pointer = optional && !type.startsWith("[]") && !type.startsWith("map[") && type !== "any";
      return { json, goName, type: pointer ? `*${type}` : type, required: field.required };
    });
    this.declarations.push(structText(name, what, out));
    return name;
  }
}

function structText(name: string, what: string, fields: Field[]): string {
  const nameWidth = Math.max(...fields.map((f) => f.goName.length));
  const typeWidth = Math.max(...fields.map((f) => f.type.length));
  const lines = fields.map(
    (f) =>
      `\t${f.goName.padEnd(nameWidth)} ${f.type.padEnd(typeWidth)} \`json:"${f.json}${f.required ? "" : ",omitempty"}"\``,
  );
  return `// ${name} is ${goComment(what)}.\ntype ${name} struct {\n${lines.join("\n")}\n}`;
}

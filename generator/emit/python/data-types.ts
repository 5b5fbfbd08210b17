/**
 * Python types for a condition's data rule: a TypedDict per object, optional fields left out of the
 * required base. What a TypedDict cannot say for Python 3.10 (a union of kinds, a JSON value, optional
 * fields whose names are no identifiers) is `Any` or a dict.
 */
import type { DataKind, DataRule, DataShape } from "../../../runtime/mcp-errors/types.js";
import { kindsOf } from "../../export/data-rule.ts";
import { goComment, goString } from "../template-helpers.ts";
import { isIdentifier, pascalName } from "./names.ts";

type Shape = DataShape | DataKind;

const SCALARS: Partial<Record<DataKind, string>> = {
  string: "str",
  integer: "int",
  number: "float",
  boolean: "bool",
};

interface Field {
  json: string;
  type: string;
  required: boolean;
}

export class DataTypes {
  /** Each named type's declaration, dependencies first. */
  readonly declarations: string[] = [];

  ofRule(name: string, rule: DataRule, what: string): string {
    return this.ofShape({ ...rule, type: "object" }, name, what);
  }

  private ofShape(shape: Shape, name: string, what: string): string {
    const s = typeof shape === "string" ? { type: shape } : shape;
    const kinds = kindsOf(s);
    const [kind] = kinds;
    if (kinds.length !== 1 || kind === undefined) return "Any";
    const scalar = SCALARS[kind];
    if (scalar !== undefined) {
      if (kind === "string" && Array.isArray(s.enum) && s.enum.every((v) => typeof v === "string"))
        return `Literal[${(s.enum as string[]).map((v) => goString(v)).join(", ")}]`;
      return scalar;
    }
    if (kind === "array")
      return `List[${s.items === undefined ? "Any" : this.ofShape(s.items, `${name}Item`, `${what} item`)}]`;
    if (kind !== "object") return "Any";
    const fields = Object.entries(s.fields ?? {});
    if (fields.length === 0)
      return s.values === undefined
        ? "Dict[str, Any]"
        : `Dict[str, ${this.ofShape(s.values, `${name}Value`, `${what} member`)}]`;
    if (s.values !== undefined) return "Dict[str, Any]";
    const out: Field[] = fields.map(([json, field], i) => ({
      json,
      type: this.ofShape(field, `${name}${pascalName(json) ?? `Field${i}`}`, `${what} ${json}`),
      required: field.required,
    }));
    const required = out.filter((f) => f.required);
    const optional = out.filter((f) => !f.required);
    const named = out.every((f) => isIdentifier(f.json));
    const doc = `# ${name}: ${goComment(what)}.`;
    if (named) {
      const body = (list: Field[]) => list.map((f) => `    ${f.json}: ${f.type}`).join("\n");
      if (optional.length === 0)
        this.declarations.push(`${doc}\nclass ${name}(TypedDict):\n${body(required)}`);
      else if (required.length === 0)
        this.declarations.push(`${doc}\nclass ${name}(TypedDict, total=False):\n${body(optional)}`);
      else
        this.declarations.push(
          `class _${name}Required(TypedDict):\n${body(required)}\n\n\n` +
            `${doc}\nclass ${name}(_${name}Required, total=False):\n${body(optional)}`,
        );
      return name;
    }
    if (required.length > 0 && optional.length > 0) return "Dict[str, Any]";
    const members = out.map((f) => `${goString(f.json)}: ${f.type}`).join(", ");
    const total = optional.length > 0 ? ", total=False" : "";
    this.declarations.push(`${doc}\n${name} = TypedDict(${goString(name)}, {${members}}${total})`);
    return name;
  }
}

/**
 * The Go engine's table structs (internal/engine/tables_json.go), written from the export's zod
 * shape: the types encoding/json reads a revision's embedded tables.json into.
 */
import { z } from "zod";
import { isSourcesKey } from "../../export/export-model.ts";
import { exportShape } from "../../export/shape.ts";
import { isTagName, mustExport } from "./names.ts";

export const TABLE_STRUCTS_FILE = "internal/engine/tables_json.go";

/** The definitions the engine reads as raw JSON: a data rule, decoded by the engine's own reader. */
const RAW = new Set(["dataRule"]);

interface Field {
  readonly name: string;
  readonly type: string;
  readonly tag: string;
}
interface Struct {
  readonly name: string;
  readonly fields: Field[];
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;
const idOf = (schema: z.core.$ZodType): string | undefined => {
  const meta = z.globalRegistry.get(schema);
  return typeof meta?.id === "string" ? meta.id : undefined;
};

/** A struct's name: a named definition's id, or the path to an unnamed object from the one holding it. */
const structName = (stem: string): string => `${stem}JSON`;

class Writer {
  readonly structs = new Map<string, { struct: Struct; schema: z.core.$ZodType }>();

  /** The Go type of a value of this schema; where: the stem of the struct an unnamed object gets. */
  type(schema: z.core.$ZodType, where: string): string {
    const id = idOf(schema);
    if (id !== undefined && RAW.has(id)) return "json.RawMessage";
    const def = defOf(schema);
    switch (def.type) {
      case "string":
      case "enum":
        return "string";
      case "boolean":
        return "bool";
      case "number":
        return def.format === undefined || def.format === null ? "float64" : "int";
      case "literal": {
        const values = def.values as unknown[];
        const kinds = new Set(values.map((v) => typeof v));
        if (kinds.size === 1 && kinds.has("string")) return "string";
        if (kinds.size === 1 && kinds.has("boolean")) return "bool";
        if (kinds.size === 1 && kinds.has("number") && values.every((v) => Number.isInteger(v))) return "int";
        throw new Error(`${where}: a literal of ${[...kinds].join(", ")} has no Go type`);
      }
      case "nullable": {
        const inner = this.type(def.innerType as z.core.$ZodType, where);
        return nilable(inner) ? inner : `*${inner}`;
      }
      case "optional":
        return this.optional(def.innerType as z.core.$ZodType, where);
      case "array":
        return `[]${this.type(def.element as z.core.$ZodType, where)}`;
      case "record":
        return `map[string]${this.type(def.valueType as z.core.$ZodType, where)}`;
      case "object":
        return this.struct(schema, id === undefined ? where : id);
      default:
        throw new Error(`${where}: a ${def.type} in the export's shape has no Go type`);
    }
  }

  /**
   * An optional member: its Go zero value where the shape never holds that value (an enum, a
   * literal true), so an absent member reads as it; a pointer, slice or map elsewhere, so absent
   * and zero stay apart.
   */
  private optional(inner: z.core.$ZodType, where: string): string {
    const type = this.type(inner, where);
    if (nilable(type)) return type;
    const def = defOf(inner);
    if (def.type === "enum" && !Object.values(def.entries as object).includes("")) return type;
    if (def.type === "literal" && !(def.values as unknown[]).some((v) => v === "" || v === false || v === 0))
      return type;
    return `*${type}`;
  }

  private struct(schema: z.core.$ZodType, stem: string): string {
    const name = structName(stem);
    const known = this.structs.get(name);
    if (known !== undefined) {
      if (known.schema !== schema)
        throw new Error(`two objects of the export's shape would be named ${name}`);
      return name;
    }
    const struct: Struct = { name, fields: [] };
    this.structs.set(name, { struct, schema });
    const shape = defOf(schema).shape as Record<string, z.core.$ZodType>;
    const seen = new Map<string, string>();
    for (const key of Object.keys(shape)) {
      if (isSourcesKey(key)) continue;
      if (!isTagName(key)) throw new Error(`${stem}.${key} cannot be written in a Go struct tag`);
      const field = mustExport(key.replace(/^\$/, ""), `the member ${stem}.${key}`);
      const clash = seen.get(field);
      if (clash !== undefined)
        throw new Error(`${stem}.${key} and ${stem}.${clash} would both be ${name}.${field}`);
      seen.set(field, key);
      const member = shape[key] as z.core.$ZodType;
      const type = this.type(member, `${stem}${field}`);
      const omit = defOf(member).type === "optional" ? ",omitempty" : "";
      struct.fields.push({ name: field, type, tag: `\`json:"${key}${omit}"\`` });
    }
    return name;
  }
}

const nilable = (type: string): boolean =>
  type.startsWith("*") || type.startsWith("[]") || type.startsWith("map[") || type === "json.RawMessage";

/** A struct as gofmt lays it out: names, types and tags each in a column. */
function renderStruct({ name, fields }: Struct): string {
  const nameWidth = Math.max(0, ...fields.map((f) => f.name.length));
  const typeWidth = Math.max(0, ...fields.map((f) => f.type.length));
  const lines = fields.map((f) => `\t${f.name.padEnd(nameWidth)} ${f.type.padEnd(typeWidth)} ${f.tag}`);
  return fields.length === 0 ? `type ${name} struct{}\n` : `type ${name} struct {\n${lines.join("\n")}\n}\n`;
}

/**
 * tables_json.go: every object of a revision's tables (its sources left out, as tables.json leaves
 * them); shape: the revision's schema, named by its id (the export's own by default).
 */
export function renderTableStructs(shape: z.core.$ZodType = exportShape.shape.revisions.element): string {
  const writer = new Writer();
  const root = writer.type(shape, idOf(shape) ?? "revision");
  const structs = [...writer.structs.values()].map(({ struct }) => struct);
  const body = structs.map(renderStruct).join("\n");
  const raw = structs.some((s) => s.fields.some((f) => f.type.includes("json.RawMessage")));
  return [
    "// Code generated by mcp-errgen from generator/export/shape.ts (the export's shape); DO NOT EDIT.\n",
    "package engine\n",
    ...(raw ? ['import "encoding/json"\n'] : []),
    `// ${root} is one revision's tables as its embedded tables.json holds them: the\n// revision's entry of mcp-errors.json without its sources. Each object in it is a struct below,\n// named after the definition it is or the path to it.\n${body}`,
  ].join("\n");
}

/**
 * The TypeScript runtime's table types (runtime/mcp-errors/export-types.ts), written from the
 * export's zod shape as the Go engine's structs are: one interface per object of a revision's
 * tables, sources left out, readonly throughout, each member's description as its doc comment.
 * The runtime stays free of zod: it imports these types alone.
 */
import { z } from "zod";
import { isSourcesKey } from "../../export/export-model.ts";
import { exportShape } from "../../export/shape.ts";
import { docComment } from "../template-helpers.ts";

/** The module's path from the project root; gen writes it there, and compiles it with the runtime. */
export const TABLE_TYPES_FILE = "runtime/mcp-errors/export-types.ts";

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;
const metaOf = (schema: z.core.$ZodType) => z.globalRegistry.get(schema);
const idOf = (schema: z.core.$ZodType): string | undefined => {
  const id = metaOf(schema)?.id;
  return typeof id === "string" ? id : undefined;
};
const descriptionOf = (schema: z.core.$ZodType): string | undefined => {
  const description = metaOf(schema)?.description;
  return typeof description === "string" ? description : undefined;
};

/** A type's name: a named definition's id, or the path to an unnamed object, in PascalCase. */
const typeName = (stem: string): string => `${stem.charAt(0).toUpperCase()}${stem.slice(1)}Json`;
const capitalised = (key: string): string => `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

class Writer {
  readonly declarations = new Map<string, { text: string; schema: z.core.$ZodType }>();

  /** The TypeScript type of a value of this schema; where: the stem an unnamed object is named by. */
  type(schema: z.core.$ZodType, where: string): string {
    const id = idOf(schema);
    const def = defOf(schema);
    switch (def.type) {
      case "string":
        return "string";
      case "number":
        return "number";
      case "boolean":
        return "boolean";
      case "enum": {
        const literals = Object.values(def.entries as object).map((v) => JSON.stringify(v));
        return id === undefined ? literals.join(" | ") : this.alias(schema, id, literals.join(" | "));
      }
      case "literal":
        return (def.values as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
      case "nullable":
        return `${this.type(def.innerType as z.core.$ZodType, where)} | null`;
      case "optional":
        return this.type(def.innerType as z.core.$ZodType, where);
      case "union":
        return (def.options as z.core.$ZodType[]).map((option) => this.type(option, where)).join(" | ");
      case "array": {
        const element = this.type(def.element as z.core.$ZodType, where);
        return `readonly ${element.includes(" ") ? `(${element})` : element}[]`;
      }
      case "record":
        return `{ readonly [key: string]: ${this.type(def.valueType as z.core.$ZodType, where)} }`;
      case "object":
        return this.object(schema, id ?? where);
      default:
        throw new Error(`${where}: a ${def.type} in the export's shape has no TypeScript type`);
    }
  }

  private claim(name: string, schema: z.core.$ZodType): boolean {
    const known = this.declarations.get(name);
    if (known === undefined) return false;
    if (known.schema !== schema) throw new Error(`two types of the export's shape would be named ${name}`);
    return true;
  }

  private alias(schema: z.core.$ZodType, id: string, type: string): string {
    const name = typeName(id);
    if (this.claim(name, schema)) return name;
    const doc = descriptionOf(schema);
    const text = `${doc === undefined ? "" : `${docComment(doc)}\n`}export type ${name} = ${type};\n`;
    this.declarations.set(name, { text, schema });
    return name;
  }

  private object(schema: z.core.$ZodType, stem: string): string {
    const name = typeName(stem);
    if (this.claim(name, schema)) return name;
    // Claimed before its members are walked, so that a recursive definition names itself.
    const entry = { text: "", schema };
    this.declarations.set(name, entry);
    const shape = defOf(schema).shape as Record<string, z.core.$ZodType>;
    const members: string[] = [];
    for (const [key, member] of Object.entries(shape)) {
      if (isSourcesKey(key)) continue;
      if (!IDENTIFIER.test(key)) throw new Error(`${stem}.${key} is no TypeScript identifier`);
      const optional = defOf(member).type === "optional";
      const type = this.type(member, `${stem}${capitalised(key)}`);
      const inner = optional ? (defOf(member).innerType as z.core.$ZodType) : undefined;
      const doc = descriptionOf(member) ?? (inner && descriptionOf(inner));
      const line = `  readonly ${key}${optional ? "?" : ""}: ${type};`;
      members.push(`${doc === undefined ? "" : `  ${docComment(doc, 2)}\n`}${line}`);
    }
    const doc = descriptionOf(schema);
    const body = members.length === 0 ? "{}" : `{\n${members.join("\n")}\n}`;
    entry.text = `${doc === undefined ? "" : `${docComment(doc)}\n`}export interface ${name} ${body}\n`;
    return name;
  }
}

/**
 * export-types.ts: every type of a revision's tables, sources left out; shape: the revision's
 * schema, named by its id (the export's own by default).
 */
export function renderTableTypes(shape: z.core.$ZodType = exportShape.shape.revisions.element): string {
  const writer = new Writer();
  writer.type(shape, idOf(shape) ?? "revision");
  const declarations = [...writer.declarations.values()].map(({ text }) => text);
  return [
    "// Generated by mcp-errgen from generator/export/shape.ts (the export's shape); do not edit.\n",
    "/**\n * One revision's tables as the export holds them, without their sources (mcp-errors.json):\n" +
      " * types.ts builds the tables a revision module exports from these.\n */\n",
    ...declarations,
  ].join("\n");
}

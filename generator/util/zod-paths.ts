/** What a zod issue's path points at, in the definition and in the parsed YAML value. */
import { z } from "zod";
import type { YamlPath } from "./yaml-document.ts";

/** The definition that validates the value at `path` (through lists, mappings, optional fields). */
export function schemaAt(root: z.ZodType, path: YamlPath): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root;
  for (const segment of [...path, undefined]) {
    while (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
      schema = schema.unwrap() as z.ZodType;
    if (segment === undefined) return schema;
    if (schema instanceof z.ZodObject) schema = schema.shape[segment] as z.ZodType | undefined;
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType;
    else return undefined;
  }
  return schema;
}

export function valueAt(root: unknown, path: YamlPath): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** Whether the issue is about a key its mapping lacks (zod reports it at the key's own path). */
export function isMissingKey(root: unknown, path: YamlPath): boolean {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path.at(-1);
  return key !== undefined && typeof parent === "object" && parent !== null && !Object.hasOwn(parent, key);
}

/** What a zod issue's path points at, in the definition and in the parsed YAML value. */
import { z } from "zod";
import { suggest } from "./did-you-mean.ts";
import { formatPath, type YamlPath } from "./yaml-document.ts";

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
function isMissingKey(root: unknown, path: YamlPath): boolean {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path.at(-1);
  return key !== undefined && typeof parent === "object" && parent !== null && !Object.hasOwn(parent, key);
}

/**
 * zod's issues as the manifest and register readers report them: unknown keys, each with the allowed
 * key nearest it (for the first `suggestFor`), and the rest at a bad key, a missing key or a bad value.
 * A missing key that a suggestion names is left out: the did-you-mean already says so.
 */
export function shapeIssues(
  schema: z.ZodType,
  value: unknown,
  zodIssues: readonly z.core.$ZodIssue[],
  suggestFor = Infinity,
) {
  const unknown: { path: YamlPath; key: string; suggestion: string | undefined }[] = [];
  const issues: {
    issue: z.core.$ZodIssue;
    path: YamlPath;
    at: "key" | "missing" | "value";
    message: string;
  }[] = [];
  for (const issue of zodIssues) {
    const path = issue.path as YamlPath;
    if (issue.code === "invalid_key")
      issues.push({ issue, path, at: "key", message: issue.issues[0]?.message ?? issue.message });
    else if (issue.code !== "unrecognized_keys") {
      const at = isMissingKey(value, path) ? "missing" : "value";
      issues.push({ issue, path, at, message: issue.message });
    } else {
      const shape = schemaAt(schema, path);
      const allowed = shape instanceof z.ZodObject ? Object.keys(shape.shape) : [];
      // Finding a suggestion costs an edit distance per key; a reader shows only so many.
      for (const key of issue.keys)
        unknown.push({
          path,
          key,
          suggestion: unknown.length < suggestFor ? suggest(key, allowed) : undefined,
        });
    }
  }
  const suggested = new Set(unknown.map((u) => u.suggestion && formatPath([...u.path, u.suggestion])));
  return { unknown, issues: issues.filter((i) => i.at !== "missing" || !suggested.has(formatPath(i.path))) };
}

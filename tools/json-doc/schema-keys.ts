/**
 * Every key of a JSON Schema (draft-07, as the export's is written), as the markdown tables of a
 * format page: one table for the document and one per definition, each row a key's path, its type
 * and the schema's own description of it. docs/json.md holds these tables between two markers;
 * write.ts puts them there, and test/docs/json-format.test.ts fails when they are not the schema's.
 */
import { format } from "prettier";

interface SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: boolean | SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  definitions?: Record<string, SchemaNode>;
  [keyword: string]: unknown;
}

interface Row {
  path: string;
  type: string;
  required: boolean;
  description: string;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
const definitionOf = (ref: string) => ref.replace(/^#\/definitions\//, "");
/** GitHub's anchor for a heading "`name`". */
const anchor = (name: string) => `#${name.toLowerCase().replace(/[^a-z0-9 -]/g, "")}`;

function typeOf(node: SchemaNode): string {
  if (node.$ref) return `[\`${definitionOf(node.$ref)}\`](${anchor(definitionOf(node.$ref))})`;
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  if (node.enum) return node.enum.map((value) => `\`${JSON.stringify(value)}\``).join(", ");
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) {
    // `anyOf` of plain types is how the schema writes "string or null" (strict ajv refuses a type list).
    const types = alternatives.map(typeOf);
    return types.some((type) => type.includes(" or ")) ? `one of: ${types.join("; ")}` : types.join(" or ");
  }
  const types = [node.type ?? "any"].flat();
  return types
    .map((type) => {
      if (type === "array" && node.items) return `array of ${typeOf(node.items)}`;
      if (type === "object" && typeof node.additionalProperties === "object" && !node.properties)
        return `object of ${typeOf(node.additionalProperties)}`;
      return type;
    })
    .join(" or ");
}

/** The rows below `node`, whose own path is `path`: its members, items and values, depth first. */
function rowsBelow(node: SchemaNode, path: string): Row[] {
  const rows: Row[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const at = path === "" ? key : `${path}.${key}`;
    rows.push({
      path: at,
      type: typeOf(child),
      required: node.required?.includes(key) ?? false,
      description: child.description ?? "",
    });
    rows.push(...rowsBelow(child, at));
  }
  if (node.items && !node.items.$ref) rows.push(...rowsBelow(node.items, `${path}[]`));
  if (typeof node.additionalProperties === "object" && !node.additionalProperties.$ref)
    rows.push(...rowsBelow(node.additionalProperties, `${path}.*`));
  for (const alternative of node.oneOf ?? node.anyOf ?? []) rows.push(...rowsBelow(alternative, path));
  return rows;
}

function table(rows: readonly Row[]): string[] {
  if (rows.length === 0) return [];
  return [
    "| Key | Type | Required | Description |",
    "| --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${cell(row.type)} | ${row.required ? "yes" : "no"} | ${cell(row.description)} |`,
    ),
    "",
  ];
}

/** The tables of `schema`, formatted as Prettier formats the page. */
export async function schemaKeyTables(schema: SchemaNode): Promise<string> {
  const lines = ["### The file", "", ...(schema.description ? [schema.description, ""] : [])];
  lines.push(...table(rowsBelow(schema, "")));
  for (const [name, definition] of Object.entries(schema.definitions ?? {})) {
    lines.push(`### \`${name}\``, "");
    if (definition.description) lines.push(definition.description, "");
    lines.push(`Type: ${typeOf(definition)}.`, "", ...table(rowsBelow(definition, "")));
  }
  return format(lines.join("\n"), { parser: "markdown", proseWrap: "preserve", printWidth: 110 });
}

export const START_MARKER =
  "<!-- Keys: rendered from generated/json/mcp-errors.schema.json; test/docs/json-format.test.ts compares. -->";
export const END_MARKER = "<!-- End of keys. -->";

/** The page's part between its two markers. */
export function betweenMarkers(page: string, start: string, end: string): string | undefined {
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return page
    .slice(from + start.length, to)
    .replace(/^\n+/, "")
    .replace(/\n+$/, "\n");
}

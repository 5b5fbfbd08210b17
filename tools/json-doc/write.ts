/**
 * Puts the export schema's key tables into docs/json.md, between its markers, after the schema
 * changed: `npx tsx tools/json-doc/write.ts` (test/docs/json-format.test.ts says when).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { betweenMarkers, END_MARKER, schemaKeyTables, START_MARKER } from "./schema-keys.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const pagePath = join(root, "docs/json.md");
const page = readFileSync(pagePath, "utf8");
if (betweenMarkers(page, START_MARKER, END_MARKER) === undefined) {
  process.stderr.write(`error: docs/json.md has no ${START_MARKER} ... ${END_MARKER} section\n`);
  process.exit(2);
}
const schema = JSON.parse(readFileSync(join(root, "generated/json/mcp-errors.schema.json"), "utf8"));
const before = page.slice(0, page.indexOf(START_MARKER) + START_MARKER.length);
const after = page.slice(page.indexOf(END_MARKER));
writeFileSync(pagePath, `${before}\n\n${await schemaKeyTables(schema)}\n${after}`);
process.stdout.write("docs/json.md: the key tables are the schema's\n");

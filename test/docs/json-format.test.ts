/**
 * docs/json.md, the export's format page: its key tables are the schema's (every key, its type,
 * whether it is required, the schema's own description), rendered from the committed
 * generated/json/mcp-errors.schema.json; its code runs against the package as a reader installs it.
 * When the schema changes, `npx tsx tools/json-doc/write.ts` puts its tables in the page.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { docBlocks, runBlock, typeErrors, writeBlocks } from "../helpers/doc-blocks.ts";
import {
  betweenMarkers,
  END_MARKER,
  schemaKeyTables,
  START_MARKER,
} from "../../tools/json-doc/schema-keys.ts";
import { projectRoot } from "../runtime/render-package.ts";

const page = readFileSync(join(projectRoot, "docs/json.md"), "utf8");
const schema = JSON.parse(readFileSync(join(projectRoot, "generated/json/mcp-errors.schema.json"), "utf8"));
const dir = join(projectRoot, ".tmp", `json-format-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/json.md", () => {
  it("lists every key of the schema with its type and the schema's description", async () => {
    const message = "docs/json.md's tables are not the schema's: run `npx tsx tools/json-doc/write.ts`";
    expect(betweenMarkers(page, START_MARKER, END_MARKER), message).toBe(await schemaKeyTables(schema));
  });

  it("names every key of the export that the schema describes", async () => {
    const tables = await schemaKeyTables(schema);
    for (const key of Object.keys(schema.properties as object)) expect(tables).toContain(`| \`${key}\``);
    for (const name of Object.keys(schema.definitions as object)) expect(tables).toContain(`### \`${name}\``);
  });

  it("names the files where a reader finds the export", () => {
    expect(page).toContain("`generated/json/mcp-errors.json`");
    expect(page).toContain("`mcp-errors/json/mcp-errors.json`");
  });

  it("has code that type-checks and runs against the package, printing what the page says", async () => {
    const blocks = docBlocks(page).filter((block) => block.lang === "ts");
    expect(blocks).toHaveLength(1);
    const files = writeBlocks(blocks, dir, "json");
    expect(typeErrors(files)).toEqual([]);
    const run = await runBlock(files[0] ?? "", dir);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(blocks[0]?.output);
  });
});

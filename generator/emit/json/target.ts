/** The language-neutral export: json/mcp-errors.json (export-model.ts) and its JSON Schema. */
import { join } from "node:path";
import type { MergedModel } from "../../model/merged-model.ts";
import { loadTemplates, type TemplateSet } from "../render-templates.ts";
import { Code } from "../template-helpers.ts";
import type { EmitTarget } from "../target.ts";
import { buildExport } from "./export-model.ts";

export const EXPORT_DIR = "json";
export const EXPORT_FILE = "mcp-errors.json";
export const SCHEMA_FILE = "mcp-errors.schema.json";

const templates = (root: string): TemplateSet => loadTemplates(join(root, "templates", "json"));

/** Characters JSON.stringify leaves alone but that end a JS line or an HTML script element; they occur only inside strings. */
const UNSAFE = /[\u2028\u2029<>]/g;

/** The export as it is written: two-space indented JSON, with the characters above escaped. */
function exportText(document: unknown): Code {
  const text = JSON.stringify(document, null, 2).replace(
    UNSAFE,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return new Code(text);
}

/** The export, which carries the release's version, and its JSON Schema. */
export function renderJsonExport(model: MergedModel, version: string, root: string): Map<string, string> {
  const document = buildExport(model, { version, schemaFile: `./${SCHEMA_FILE}` });
  return new Map([
    [`${EXPORT_DIR}/${EXPORT_FILE}`, templates(root).render(EXPORT_FILE, { document: exportText(document) })],
  ]);
}

export const jsonTarget: EmitTarget = {
  name: "json",
  render: (_, root) => new Map([[`${EXPORT_DIR}/${SCHEMA_FILE}`, templates(root).render(SCHEMA_FILE, {})]]),
  // Data, not an API: what it holds is the model's tables, which the release compares already.
  api: () => ({}),
  renderRelease: (model, { version }, root) => renderJsonExport(model, version, root),
};

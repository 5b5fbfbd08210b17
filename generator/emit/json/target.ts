/** The language-neutral export: json/mcp-errors.json (export-model.ts) and its JSON Schema. */
import { join } from "node:path";
import { generatorVersion } from "../../generator-root.ts";
import type { MergedModel } from "../../model/merged-model.ts";
import { loadTemplates, type TemplateSet } from "../render-templates.ts";
import { Code } from "../template-helpers.ts";
import type { EmitTarget, RenderOptions } from "../targets.ts";
import { buildExport } from "./export-model.ts";

const TEMPLATE_DIR = "json";
export const EXPORT_DIR = "json";
export const EXPORT_FILE = "mcp-errors.json";
export const SCHEMA_FILE = "mcp-errors.schema.json";

const templateCache = new Map<string, TemplateSet>();

function templatesAt(dir: string): TemplateSet {
  let set = templateCache.get(dir);
  if (!set) templateCache.set(dir, (set = loadTemplates(dir)));
  return set;
}

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

export function renderJsonExport(model: MergedModel, options: RenderOptions): Map<string, string> {
  const t = templatesAt(join(options.templatesRoot, TEMPLATE_DIR));
  const document = buildExport(model, {
    version: options.version ?? generatorVersion(),
    schemaFile: `./${SCHEMA_FILE}`,
  });
  return new Map([
    [`${EXPORT_DIR}/${EXPORT_FILE}`, t.render(EXPORT_FILE, { document: exportText(document) })],
    [`${EXPORT_DIR}/${SCHEMA_FILE}`, t.render(SCHEMA_FILE, {})],
  ]);
}

export const jsonTarget: EmitTarget = {
  name: "json",
  templateDir: TEMPLATE_DIR,
  render: renderJsonExport,
};

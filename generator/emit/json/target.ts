/**
 * The language-neutral export: json/mcp-errors.json (generator/export/export-model.ts), checked
 * against its shape before anything is written, and its JSON Schema (generator/export/shape.ts).
 */
import { join } from "node:path";
import { checkExport } from "../../export/check-export.ts";
import { buildExport } from "../../export/export-model.ts";
import { exportJsonSchema } from "../../export/shape.ts";
import { jsonNaming } from "../../model/target-names.ts";
import { loadTemplates, type TemplateSet } from "../render-templates.ts";
import { Code, jsLiteral } from "../template-helpers.ts";
import type { EmitTarget } from "../target.ts";

const templates = (root: string): TemplateSet => loadTemplates(join(root, "templates", "json"));

export const EXPORT_FILE = "json/mcp-errors.json";

export const jsonTarget: EmitTarget = {
  name: "json",
  naming: jsonNaming,
  render: () =>
    new Map([["json/mcp-errors.schema.json", `${JSON.stringify(exportJsonSchema(), null, 2)}\n`]]),
  // Data, not an API: what it holds is the model's tables, which the release compares already.
  api: () => ({}),
  // The export carries the release's version; it is written two-space indented, as a JS literal.
  renderRelease: (model, { version }, root) => {
    const document = buildExport(model, { version, schemaFile: "./mcp-errors.schema.json" });
    const text = templates(root).render("mcp-errors.json", { document: new Code(jsLiteral(document, 2)) });
    checkExport(document, text, EXPORT_FILE);
    return new Map([[EXPORT_FILE, text]]);
  },
};

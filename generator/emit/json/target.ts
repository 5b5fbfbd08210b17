/** The language-neutral export: json/mcp-errors.json (export-model.ts) and its JSON Schema. */
import { jsonNaming } from "../../model/target-names.ts";
import { join } from "node:path";
import { loadTemplates, type TemplateSet } from "../render-templates.ts";
import { Code, jsLiteral } from "../template-helpers.ts";
import type { EmitTarget } from "../target.ts";
import { buildExport } from "./export-model.ts";

const templates = (root: string): TemplateSet => loadTemplates(join(root, "templates", "json"));

export const jsonTarget: EmitTarget = {
  name: "json",
  naming: jsonNaming,
  render: (_, root) =>
    new Map([["json/mcp-errors.schema.json", templates(root).render("mcp-errors.schema.json", {})]]),
  // Data, not an API: what it holds is the model's tables, which the release compares already.
  api: () => ({}),
  // The export carries the release's version; it is written two-space indented, as a JS literal.
  renderRelease: (model, { version }, root) => {
    const document = buildExport(model, { version, schemaFile: "./mcp-errors.schema.json" });
    const text = new Code(jsLiteral(document, 2));
    return new Map([["json/mcp-errors.json", templates(root).render("mcp-errors.json", { document: text })]]);
  },
};

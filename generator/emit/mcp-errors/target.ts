/** The mcp-errors npm package: which template renders which file, from which view. */
import { join } from "node:path";
import type { MergedModel } from "../../model/merged-model.ts";
import { loadTemplates, type TemplateSet } from "../render-templates.ts";
import type { ChangelogView, EmitTarget } from "../target.ts";
import { apiRows, apiSurface, revisionApiRows } from "./api.ts";
import { compileRuntime, deriveCommonJs } from "./compile.ts";
import { validateOutput } from "./validate.ts";
import { buildPackageView } from "./view-model.ts";

/** The version the package view carries until the release plan gives the real one. */
const UNRELEASED = "0.0.0";

const templates = (root: string): TemplateSet => loadTemplates(join(root, "templates", "mcp-errors"));

/** Every file of the package but package.json and CHANGELOG.md, unformatted, by package path. */
export function renderMcpErrors(model: MergedModel, root: string): Map<string, string> {
  const view = buildPackageView(model, { version: UNRELEASED });
  const t = templates(root);
  const files = new Map(compileRuntime(join(root, "runtime", "mcp-errors")));
  files.set("LICENSE", t.render("LICENSE", view));
  files.set("lib/index.js", t.render("lib/index.js", view));
  files.set("lib/index.d.ts", t.render("lib/index.d.ts", view));
  files.set("lib/translate.js", t.render("lib/translate.js", view));
  files.set("lib/translate.d.ts", t.render("lib/translate.d.ts", view));
  for (const revision of view.revisions) {
    files.set(`${revision.moduleBase}.js`, t.render("lib/revision.js", revision));
    files.set(`${revision.moduleBase}.d.ts`, t.render("lib/revision.d.ts", revision));
    files.set(revision.docFile, t.render("docs/revision.md", revision));
  }
  // The README's API tables read the declarations rendered above.
  const api = {
    root: apiRows(files, "lib/index.d.ts"),
    translate: apiRows(files, "lib/translate.d.ts"),
    revision: revisionApiRows(
      files,
      view.revisions.map((r) => [r.id, `${r.moduleBase}.d.ts`]),
    ),
  };
  files.set("README.md", t.render("README.md", { ...view, api }));
  for (const [path, content] of deriveCommonJs(files)) files.set(path, content);
  return files;
}

/** package.json at the release's version, and CHANGELOG.md with its entries. */
export function renderMcpErrorsRelease(
  model: MergedModel,
  release: { version: string; changelog: ChangelogView },
  root: string,
): Map<string, string> {
  const t = templates(root);
  return new Map([
    ["package.json", t.render("package.json", buildPackageView(model, { version: release.version }))],
    ["CHANGELOG.md", t.render("CHANGELOG.md", release.changelog)],
  ]);
}

export const mcpErrorsTarget: EmitTarget = {
  name: "mcp-errors",
  render: renderMcpErrors,
  api: apiSurface,
  renderRelease: renderMcpErrorsRelease,
  validate: validateOutput,
};

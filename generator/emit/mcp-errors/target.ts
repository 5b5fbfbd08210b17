/** The mcp-errors npm package: which template renders which file, from which view. */
import { packageNaming } from "../../model/names.ts";
import { basename, join } from "node:path";
import type { MergedModel } from "../../model/merged-model.ts";
import { loadTemplates, type TemplateSet } from "../render-templates.ts";
import type { ChangelogView, EmitTarget } from "../target.ts";
import { apiRows, apiSurface, revisionApiRows } from "./api.ts";
import { compileRuntime, deriveCommonJs } from "./compile.ts";
import { renderTableTypes, TABLE_TYPES_FILE } from "./table-types.ts";
import { validateOutput } from "./validate.ts";
import { buildPackageView } from "./view-model.ts";

/** The version the package view carries until the release plan gives the real one. */
const UNRELEASED = "0.0.0";

const templates = (root: string): TemplateSet => loadTemplates(join(root, "templates", "mcp-errors"));

/** The runtime compiled, its table types as the export's shape gives them. */
const compiledRuntime = (root: string): Map<string, string> =>
  compileRuntime(
    join(root, "runtime", "mcp-errors"),
    new Map([[basename(TABLE_TYPES_FILE), renderTableTypes()]]),
  );

/** Every file of the package but package.json and CHANGELOG.md, unformatted, by package path. */
export function renderMcpErrors(model: MergedModel, root: string): Map<string, string> {
  const runtime = compiledRuntime(root);
  const files = new Map([...runtime, ...renderModelFiles(model, root, runtime)]);
  files.set("LICENSE", templates(root).render("LICENSE", {}));
  for (const [path, content] of deriveCommonJs(files)) files.set(path, content);
  return files;
}

/**
 * The package's files that the model decides (lib/, docs/, README.md), unformatted: what the
 * goldens hold. `runtime`: the compiled runtime, whose declarations the README's API tables read.
 */
export function renderModelFiles(
  model: MergedModel,
  root: string,
  runtime = compiledRuntime(root),
): Map<string, string> {
  const view = buildPackageView(model, { version: UNRELEASED });
  const t = templates(root);
  const files = new Map<string, string>();
  files.set("lib/index.js", t.render("lib/index.js", view));
  files.set("lib/index.d.ts", t.render("lib/index.d.ts", view));
  files.set("lib/translate.js", t.render("lib/translate.js", view));
  files.set("lib/translate.d.ts", t.render("lib/translate.d.ts", view));
  for (const revision of view.revisions) {
    files.set(`${revision.moduleBase}.js`, t.render("lib/revision.js", revision));
    files.set(`${revision.moduleBase}.d.ts`, t.render("lib/revision.d.ts", revision));
    files.set(revision.docFile, t.render("docs/revision.md", revision));
  }
  // The README's API tables read the declarations rendered above, and the runtime's they re-export.
  const declared = new Map([...runtime, ...files]);
  const api = {
    root: apiRows(declared, "lib/index.d.ts"),
    translate: apiRows(declared, "lib/translate.d.ts"),
    revision: revisionApiRows(
      declared,
      view.revisions.map((r) => [r.id, `${r.moduleBase}.d.ts`]),
    ),
  };
  files.set("README.md", t.render("README.md", { ...view, api }));
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
  naming: packageNaming,
  render: renderMcpErrors,
  api: apiSurface,
  renderRelease: renderMcpErrorsRelease,
  validate: validateOutput,
};

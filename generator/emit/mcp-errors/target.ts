/** The mcp-errors runtime package: which template renders which file, from which view. */
import { join } from "node:path";
import { generatorVersion } from "../../util/generator-root.ts";
import type { MergedModel } from "../../model/merged-model.ts";
import { loadTemplates, type TemplateSet } from "../render-templates.ts";
import type { ChangelogView, EmitTarget, RenderOptions } from "../target.ts";
import { deriveCommonJs } from "./commonjs.ts";
import { compileRuntime, runtimeSourceDir } from "./compile-runtime.ts";
import { buildPackageView } from "./view-model.ts";

const TEMPLATE_DIR = "mcp-errors";

const templateCache = new Map<string, TemplateSet>();

function templatesAt(dir: string): TemplateSet {
  let set = templateCache.get(dir);
  if (!set) {
    set = loadTemplates(dir);
    templateCache.set(dir, set);
  }
  return set;
}

/** Renders every file of the package, unformatted, keyed by path relative to the package root. */
export function renderMcpErrors(model: MergedModel, options: RenderOptions): Map<string, string> {
  const view = buildPackageView(model, { version: options.version ?? generatorVersion() });
  const t = templatesAt(join(options.templatesRoot, TEMPLATE_DIR));
  const files = new Map(compileRuntime(runtimeSourceDir(options.templatesRoot, TEMPLATE_DIR)));
  files.set("package.json", t.render("package.json", view));
  files.set("README.md", t.render("README.md", view));
  files.set("LICENSE", t.render("LICENSE", view));
  if (options.changelog) files.set("CHANGELOG.md", renderChangelog(options.templatesRoot, options.changelog));
  files.set("lib/index.js", t.render("lib/index.js", view));
  files.set("lib/index.d.ts", t.render("lib/index.d.ts", view));
  files.set("lib/translate.js", t.render("lib/translate.js", view));
  files.set("lib/translate.d.ts", t.render("lib/translate.d.ts", view));
  for (const revision of view.revisions) {
    files.set(`${revision.moduleBase}.js`, t.render("lib/revision.js", revision));
    files.set(`${revision.moduleBase}.d.ts`, t.render("lib/revision.d.ts", revision));
    files.set(revision.docFile, t.render("docs/revision.md", revision));
  }
  for (const [path, content] of deriveCommonJs(files)) files.set(path, content);
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** CHANGELOG.md alone: the release plan needs the other files first (their exports). */
export function renderChangelog(templatesRoot: string, changelog: ChangelogView): string {
  return templatesAt(join(templatesRoot, TEMPLATE_DIR)).render("CHANGELOG.md", changelog);
}

export const mcpErrorsTarget: EmitTarget = {
  name: "mcp-errors",
  templateDir: TEMPLATE_DIR,
  render: (model, options) => renderMcpErrors(model, options),
  renderChangelog,
};

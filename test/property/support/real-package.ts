/**
 * The package built from the project's own inputs (the real register and spec snapshot), with
 * its merged model, for property tests that need both the runtime and the facts behind it.
 */
import type { MergedModel, RevisionModel } from "../../../generator/model/merged-model.ts";
import { buildModel } from "../../../generator/pipeline/pipeline.ts";
import { PROJECT_ROOT, SPEC_ENV } from "../../cli/support/temp-project.ts";
import { renderPackage, type RenderedPackage } from "../../runtime/render-package.ts";

export type Root = typeof import("mcp-errors");
export type Translate = typeof import("mcp-errors/translate");
export type AnyRevision = import("mcp-errors").AnyRevision;
export type RevisionModule = Record<string, unknown>;

export interface RealPackage {
  model: MergedModel;
  pkg: RenderedPackage;
  root: Root;
  /** mcp-errors/translate. */
  between: Translate;
  /** Each revision's module, by id. */
  modules: Map<string, RevisionModule>;
  revision(id: string): RevisionModel;
}

export async function buildRealPackage(): Promise<RealPackage> {
  const { model } = await buildModel({
    projectRoot: PROJECT_ROOT,
    cwd: PROJECT_ROOT,
    env: SPEC_ENV,
    rootFlags: {},
  });
  const pkg = await renderPackage(model, "mcp-errors-property-");
  const root = await pkg.load<Root>("lib/index.js");
  const between = await pkg.load<Translate>("lib/translate.js");
  const modules = new Map<string, RevisionModule>();
  for (const r of model.revisions) modules.set(r.id, await pkg.loadRevision<RevisionModule>(r.id));
  return {
    model,
    pkg,
    root,
    between,
    modules,
    revision(id) {
      const found = model.revisions.find((r) => r.id === id);
      if (!found) throw new Error(`no revision ${id}`);
      return found;
    },
  };
}

/**
 * The committed package, `mcp-errors` (generated/, which `gen --check` vouches for), with the merged
 * model of the project's own inputs (the real register and spec snapshot), for tests that need both
 * the runtime and the facts behind it. Neither is rebuilt here: the model comes from the run's global
 * setup, the package from node_modules.
 */
import type { MergedModel, RevisionModel } from "../../../generator/model/merged-model.ts";
import { importInstalled, installedDir, realModel, revisionSpecifier } from "../../helpers/suite-inputs.ts";

export type Root = typeof import("mcp-errors");
export type Translate = typeof import("mcp-errors/translate");
export type AnyRevision = import("mcp-errors").AnyRevision;
export type RevisionModule = Record<string, unknown>;

export interface RealPackage {
  model: MergedModel;
  /** The package's directory. */
  dir: string;
  root: Root;
  /** mcp-errors/translate. */
  between: Translate;
  /** Each revision's module, by id. */
  modules: Map<string, RevisionModule>;
  revision(id: string): RevisionModel;
}

export async function realPackage(): Promise<RealPackage> {
  const model = realModel();
  const root = await importInstalled<Root>("mcp-errors");
  const between = await importInstalled<Translate>("mcp-errors/translate");
  const modules = new Map<string, RevisionModule>();
  for (const r of model.revisions) modules.set(r.id, await importInstalled(revisionSpecifier(r.id)));
  return {
    model,
    dir: installedDir,
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

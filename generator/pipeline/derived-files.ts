/**
 * The files outside generated/ that are derived too, and that `gen` keeps current with it, so one
 * command regenerates everything committed: the register's JSON Schema (for editors), the SDK
 * comparison page, the diff golden, and the package goldens: the model-dependent files of the
 * package the four-revision fixture model renders to (the runtime, the CommonJS translation, the
 * licence and the release history do not depend on the model).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { diffRevisions } from "../diff/build-report.ts";
import { renderMarkdown } from "../diff/render.ts";
import { formatFiles } from "../emit/format.ts";
import { renderMcpErrors, renderMcpErrorsRelease } from "../emit/mcp-errors/target.ts";
import type { MergedModel } from "../model/merged-model.ts";
import { registerJsonSchema } from "../register/register-schema.ts";
import { loadComparison } from "../sdk-comparison/load.ts";
import { COMPARISON_DOC_PATH, formatComparisonDoc } from "../sdk-comparison/render.ts";
import { stableJson } from "../util/stable-json.ts";
import { writeFileAtomic } from "../util/files.ts";
import { readTree } from "../write/tree.ts";

export const REGISTER_SCHEMA_PATH = "spec/errors.schema.json";
/** The diff golden: what `npm run diff` reports between the two eras' latest finals, as markdown. */
export const DIFF_GOLDEN = {
  path: "test/golden/diff/2025-11-25..2026-07-28.md",
  from: "2025-11-25",
  to: "2026-07-28",
};
export const GOLDEN_DIR = "test/golden/mcp-errors";
/** The fixture model the goldens render: plain data, written as a TypeScript module for its helpers. */
export const GOLDEN_MODEL = "test/fixtures/models/four-revisions.ts";
/** The package version the goldens carry, so that they do not change with the release. */
export const GOLDEN_VERSION = "1.2.3";

const modelDependent = (path: string) =>
  !path.startsWith("lib/runtime/") &&
  !path.startsWith("cjs/") &&
  path !== "LICENSE" &&
  path !== "CHANGELOG.md";

/** spec/errors.schema.json as committed: the register's JSON Schema, formatted. */
export async function registerSchemaFile(): Promise<string> {
  const files = await formatFiles(new Map([[REGISTER_SCHEMA_PATH, stableJson(registerJsonSchema())]]));
  return files.get(REGISTER_SCHEMA_PATH) ?? "";
}

/** The goldens of a model: its package's model-dependent files, formatted, by path under GOLDEN_DIR. */
export async function renderGoldens(model: MergedModel, root: string): Promise<Map<string, string>> {
  const release = { version: GOLDEN_VERSION, changelog: { entries: [] } };
  const files = [...renderMcpErrors(model, root), ...renderMcpErrorsRelease(model, release, root)];
  return formatFiles(new Map(files.filter(([path]) => modelDependent(path))));
}

/**
 * Every derived file of the project that gen writes besides generated/, by path from the project
 * root. A project without the sources of one (a scratch copy of the inputs alone) has none of it.
 */
export async function renderDerivedFiles(
  projectRoot: string,
  model: MergedModel,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  out.set(REGISTER_SCHEMA_PATH, await registerSchemaFile());
  if (existsSync(join(projectRoot, "spec/sdk-comparison.yaml")))
    out.set(COMPARISON_DOC_PATH, await formatComparisonDoc(projectRoot, loadComparison(projectRoot), model));
  // The goldens are the tests': a copy of the inputs alone (no test/) has none.
  const fixture = join(projectRoot, GOLDEN_MODEL);
  if (existsSync(fixture)) {
    const { fourRevisionModel } = (await import(pathToFileURL(fixture).href)) as {
      fourRevisionModel: MergedModel;
    };
    for (const [path, text] of await renderGoldens(fourRevisionModel, projectRoot))
      out.set(`${GOLDEN_DIR}/${path}`, text);
    const ids = model.revisions.map((r) => r.id);
    if (ids.includes(DIFF_GOLDEN.from) && ids.includes(DIFF_GOLDEN.to))
      out.set(DIFF_GOLDEN.path, renderMarkdown(diffRevisions(model, DIFF_GOLDEN.from, DIFF_GOLDEN.to)));
  }
  return out;
}

/** Derived files that differ from what is on disk, are missing, or are left over among the goldens. */
export function staleDerivedFiles(projectRoot: string, derived: ReadonlyMap<string, string>): string[] {
  const onDisk = new Map(
    [...readTree(join(projectRoot, GOLDEN_DIR))].map(([p, b]) => [`${GOLDEN_DIR}/${p}`, b]),
  );
  for (const path of derived.keys())
    if (!onDisk.has(path) && existsSync(join(projectRoot, path)))
      onDisk.set(path, readFileSync(join(projectRoot, path)));
  const stale = [...derived.keys()].filter(
    (path) => onDisk.get(path)?.toString("utf8") !== derived.get(path),
  );
  // The goldens are a folder of their own: a file gen no longer renders there is stale too.
  const leftover = derived.size === 0 ? [] : [...onDisk.keys()].filter((path) => !derived.has(path));
  return [...stale, ...leftover].sort();
}

/** Writes the derived files that changed, each atomically, and removes leftover goldens. */
export function writeDerivedFiles(projectRoot: string, derived: ReadonlyMap<string, string>): string[] {
  const stale = staleDerivedFiles(projectRoot, derived);
  for (const path of stale) {
    const text = derived.get(path);
    if (text === undefined) rmSync(join(projectRoot, path));
    else {
      mkdirSync(dirname(join(projectRoot, path)), { recursive: true });
      writeFileAtomic(projectRoot, path, text);
    }
  }
  return stale;
}

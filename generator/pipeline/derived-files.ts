/**
 * The files outside generated/ that gen keeps current too, so that one command regenerates all
 * that is committed: the register's JSON Schema (for editors), the runtime's table types, the SDK
 * comparison page, the goldens.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { diffRevisions } from "../diff/build-report.ts";
import { renderMarkdown } from "../diff/render.ts";
import { formatFiles } from "../emit/format.ts";
import { withRevisionEntries } from "../export/export-model.ts";
import { renderMcpErrorsRelease, renderModelFiles } from "../emit/mcp-errors/target.ts";
import { renderTableTypes, TABLE_TYPES_FILE } from "../emit/mcp-errors/table-types.ts";
import type { MergedModel } from "../model/merged-model.ts";
import { registerJsonSchema } from "../register/register-schema.ts";
import { loadComparisonIfAny } from "../sdk-comparison/load.ts";
import { COMPARISON_DOC_PATH, formatComparisonDoc } from "../sdk-comparison/render.ts";
import { stableJson } from "../util/stable-json.ts";
import { writeFileAtomic } from "../util/files.ts";
import { readTree } from "../write/tree.ts";

export const REGISTER_SCHEMA_PATH = "spec/errors.schema.json";
/** The diff golden: what `npm run diff` reports between the two eras' latest finals, as markdown. */
const DIFF_GOLDEN = { from: "2025-11-25", to: "2026-07-28" };
/** The package goldens: the files of the package the fixture model renders that depend on a model. */
export const GOLDEN_DIR = "test/golden/mcp-errors";
const GOLDEN_MODEL = "test/fixtures/models/four-revisions.ts";
/** The version the goldens carry, so that they do not change with the release. */
const GOLDEN_VERSION = "1.2.3";

/** spec/errors.schema.json as committed: the register's JSON Schema, formatted. */
export async function registerSchemaFile(): Promise<string> {
  const files = await formatFiles(new Map([[REGISTER_SCHEMA_PATH, stableJson(registerJsonSchema())]]));
  return files.get(REGISTER_SCHEMA_PATH) ?? "";
}

/**
 * The goldens of a model: its package's model-dependent files, formatted, by path under GOLDEN_DIR.
 * Only those are rendered: the compiled runtime, its CommonJS copy, the licence and the changelog
 * are the same for every model.
 */
export async function renderGoldens(model: MergedModel, root: string): Promise<Map<string, string>> {
  const release = { version: GOLDEN_VERSION, changelog: { entries: [] } };
  const files = withRevisionEntries(() => {
    const rendered = renderModelFiles(model, root);
    const packageJson = renderMcpErrorsRelease(model, release, root).get("package.json");
    if (packageJson !== undefined) rendered.set("package.json", packageJson);
    return rendered;
  });
  return formatFiles(files);
}

/**
 * Every derived file of the project that gen writes besides generated/, by path from the project
 * root, from the model and the SDK comparison as read with the other inputs (loadComparisonIfAny).
 * A project without the sources of one (a scratch copy of the inputs alone) has none of it.
 */
export async function renderDerivedFiles(
  projectRoot: string,
  model: MergedModel,
  comparison = loadComparisonIfAny(projectRoot),
) {
  const out = new Map<string, string>();
  out.set(REGISTER_SCHEMA_PATH, await registerSchemaFile());
  // The runtime's table types, which its sources import: written where they are, from the export's shape.
  if (existsSync(join(projectRoot, dirname(TABLE_TYPES_FILE)))) {
    const tableTypes = await formatFiles(new Map([[TABLE_TYPES_FILE, renderTableTypes()]]));
    out.set(TABLE_TYPES_FILE, tableTypes.get(TABLE_TYPES_FILE) ?? "");
  }
  if (comparison) out.set(COMPARISON_DOC_PATH, await formatComparisonDoc(projectRoot, comparison, model));
  const fixture = join(projectRoot, GOLDEN_MODEL);
  if (existsSync(fixture)) {
    const { fourRevisionModel } = (await import(pathToFileURL(fixture).href)) as {
      fourRevisionModel: MergedModel;
    };
    for (const [path, text] of await renderGoldens(fourRevisionModel, projectRoot))
      out.set(`${GOLDEN_DIR}/${path}`, text);
    const { from, to } = DIFF_GOLDEN;
    if ([from, to].every((id) => model.revisions.some((r) => r.id === id)))
      out.set(`test/golden/diff/${from}..${to}.md`, renderMarkdown(diffRevisions(model, from, to)));
  }
  return out;
}

/**
 * Derived files that differ from what is on disk, are missing, or are left over among the goldens;
 * with `write`, each is rewritten atomically, or removed when a leftover.
 */
export function syncDerivedFiles(projectRoot: string, derived: ReadonlyMap<string, string>, write: boolean) {
  if (derived.size === 0) return [];
  const onDisk = (path: string) =>
    existsSync(join(projectRoot, path)) ? readFileSync(join(projectRoot, path), "utf8") : undefined;
  const stale = [...derived.keys()].filter((path) => onDisk(path) !== derived.get(path));
  // The goldens are a folder of their own: a file gen no longer renders there is stale too.
  const goldens = [...readTree(join(projectRoot, GOLDEN_DIR)).keys()].map((path) => `${GOLDEN_DIR}/${path}`);
  const changed = [...stale, ...goldens.filter((path) => !derived.has(path))].sort();
  for (const path of write ? changed : []) {
    const text = derived.get(path);
    if (text === undefined) rmSync(join(projectRoot, path));
    else {
      mkdirSync(dirname(join(projectRoot, path)), { recursive: true });
      writeFileAtomic(projectRoot, path, text);
    }
  }
  return changed;
}

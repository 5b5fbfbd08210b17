/**
 * What a consumer ships: a package entry, or some of its exports, bundled alone by esbuild
 * (minified, tree-shaken, as an application bundler ships it), measured min+gz, with the package
 * modules that put code into the bundle.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { importFile, resolveExport, resolveRevision } from "./package-entries.ts";

export interface BundleSize {
  /** Bytes of the bundle, minified. */
  minified: number;
  /** The same, gzipped at level 9. */
  gzipped: number;
  /** The package's files that put code into the bundle, relative to the package directory, sorted. */
  modules: string[];
}

/**
 * Bundles `source` (an ES module's text) without code splitting: a chunk a dynamic import would
 * load on demand is counted too, so the figure never comes out below what loads up front.
 */
export async function bundleSource(source: string, packageDir: string): Promise<BundleSize> {
  const dir = mkdtempSync(join(tmpdir(), "mcp-errors-bundle-"));
  try {
    writeFileSync(join(dir, "entry.js"), source);
    const result = await build({
      entryPoints: ["entry.js"],
      absWorkingDir: dir,
      bundle: true,
      minify: true,
      treeShaking: true,
      format: "esm",
      platform: "neutral",
      metafile: true,
      write: false,
      outfile: "out.js",
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.contents;
    if (!code) throw new Error("esbuild wrote no bundle");
    const modules = Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => relative(packageDir, join(dir, path))),
    );
    return {
      minified: code.byteLength,
      gzipped: gzipSync(code, { level: 9 }).byteLength,
      modules: modules.filter((m) => !m.startsWith("..")).sort(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every export of an entry file. */
export function bundleEntry(entryFile: string, packageDir: string): Promise<BundleSize> {
  return bundleSource(`export * from ${JSON.stringify(entryFile)};\n`, packageDir);
}

/** Some exports of an entry file: what an application that imports only those ships. */
export async function bundleExports(
  entryFile: string,
  names: readonly string[],
  packageDir: string,
): Promise<BundleSize> {
  if (names.length === 0) throw new Error(`no exports of ${entryFile} to bundle`);
  return bundleSource(`export { ${names.join(", ")} } from ${JSON.stringify(entryFile)};\n`, packageDir);
}

/** What a consumer of one revision imports. */
export type Consumer = "reading" | "answering";

/** A revision module's guards: `isMethodNotFoundError`, `isParseError`... */
const GUARD = /^is[A-Z]/;
const READING = ["parseErrorResponse", "conditionOf"];
/** Besides the constructors; checkRequest only where the revision has one. */
const ANSWERING = ["errorResponse", "respond", "checkRequest"];

/**
 * The exports a consumer of a revision module imports:
 * - reading: a client reading a peer's errors (parseErrorResponse, conditionOf, every guard);
 * - answering: a server answering with errors (every constructor, errorResponse, respond, and
 *   checkRequest where the revision has one). A revision module names each constructor after its
 *   condition, so the keys of its CONDITIONS are the constructors.
 */
export function consumerExports(entry: Record<string, unknown>, consumer: Consumer): string[] {
  const functions = Object.keys(entry).filter((name) => typeof entry[name] === "function");
  const conditions = Object.keys((entry.CONDITIONS ?? {}) as object);
  const wanted =
    consumer === "reading"
      ? (name: string) => GUARD.test(name) || READING.includes(name)
      : (name: string) => conditions.includes(name) || ANSWERING.includes(name);
  return functions.filter(wanted).sort();
}

const KB = 1024;

/** Issue 21's budgets, min+gz. */
export const BUDGETS = {
  root: 8 * KB,
  reading: 3 * KB,
  answering: 4 * KB,
  everyExport: 8 * KB,
} as const;

export interface EntrySize extends BundleSize {
  /** "mcp-errors", "mcp-errors/translate". */
  entry: string;
  budget?: number;
}

/** A final revision's subpath, as each kind of consumer ships it. */
export interface RevisionSizes {
  revision: string;
  reading: BundleSize;
  answering: BundleSize;
  everyExport: BundleSize;
  /** Modules of other revisions found in any of the three bundles: none while tree-shaking drops them. */
  otherRevisions: string[];
}

export interface Sizes {
  entries: EntrySize[];
  revisions: RevisionSizes[];
}

interface Root {
  REVISIONS: readonly string[];
  PREVIEW_REVISIONS: readonly string[];
}

export async function measureSizes(packageDir: string): Promise<Sizes> {
  const rootFile = resolveExport(packageDir, ".");
  const entries: EntrySize[] = [
    { entry: "mcp-errors", ...(await bundleEntry(rootFile, packageDir)), budget: BUDGETS.root },
    {
      entry: "mcp-errors/translate",
      ...(await bundleEntry(resolveExport(packageDir, "./translate"), packageDir)),
    },
  ];
  const root = await importFile<Root>(rootFile);
  const moduleOf = (id: string) => relative(packageDir, resolveRevision(packageDir, id));
  const all = [...root.REVISIONS, ...root.PREVIEW_REVISIONS];
  const revisions: RevisionSizes[] = [];
  for (const revision of root.REVISIONS) {
    const file = resolveExport(packageDir, `./${revision}`);
    const entry = await importFile(file);
    const sizes = {
      reading: await bundleExports(file, consumerExports(entry, "reading"), packageDir),
      answering: await bundleExports(file, consumerExports(entry, "answering"), packageDir),
      everyExport: await bundleEntry(file, packageDir),
    };
    const others = new Set(all.filter((id) => id !== revision).map(moduleOf));
    const found = Object.values(sizes).flatMap((size) => size.modules.filter((m) => others.has(m)));
    revisions.push({ revision, ...sizes, otherRevisions: [...new Set(found)].sort() });
  }
  return { entries, revisions };
}

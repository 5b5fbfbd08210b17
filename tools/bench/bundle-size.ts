/**
 * Minified + gzipped size of a package entry bundled alone (esbuild, tree-shaken). It is bundled
 * with code splitting, the way an application bundler ships it: what importing the entry costs is
 * its own chunk plus the chunks it imports statically; a chunk an entry imported dynamically would
 * load only on demand, and is left out.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";

export interface BundleSize {
  entry: string;
  /** Bytes of every chunk loaded up front, minified. */
  minified: number;
  /** The same chunks, each gzipped on its own (as each is fetched on its own), summed. */
  gzipped: number;
  /** The same chunks gzipped as one stream (as when they are served concatenated). */
  gzippedTogether: number;
  /** Chunks loaded up front (1 when the entry imports nothing it shares). */
  chunks: number;
  /** The most min+gz bytes the row may take, where it has a budget. */
  budget?: number;
}

/** The output chunks an entry chunk loads up front: itself and its static imports, transitively. */
export function staticClosure(metafile: Metafile, entryChunk: string): string[] {
  const seen = new Set<string>();
  const visit = (chunk: string): void => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of metafile.outputs[chunk]?.imports ?? [])
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  visit(entryChunk);
  return [...seen].sort();
}

/** The entry as shipped: code-split, counting only what loads before the entry runs. */
export async function bundleSize(entryFile: string, label: string): Promise<BundleSize> {
  const workDir = mkdtempSync(join(tmpdir(), "mcp-errors-bundle-"));
  try {
    const result = await build({
      entryPoints: [entryFile],
      bundle: true,
      minify: true,
      treeShaking: true,
      splitting: true,
      format: "esm",
      platform: "neutral",
      absWorkingDir: workDir,
      outdir: "out",
      metafile: true,
      write: false,
      logLevel: "silent",
    });
    const contents = new Map(result.outputFiles.map((file) => [relative(workDir, file.path), file.contents]));
    // Dynamically imported modules are entry points of their own chunks too; pick the one asked for.
    const entryInput = relative(workDir, entryFile);
    const entryChunk = Object.entries(result.metafile.outputs).find(
      ([, output]) => output.entryPoint === entryInput,
    )?.[0];
    if (entryChunk === undefined) throw new Error(`esbuild produced no entry chunk for ${entryFile}`);
    const chunks = staticClosure(result.metafile, entryChunk).map((chunk) => {
      const code = contents.get(chunk);
      if (!code) throw new Error(`esbuild's metafile names ${chunk}, which it did not output`);
      return code;
    });
    return measure(label, chunks);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Which of an entry's exports a partial bundle keeps. */
export type EntryPart = "tables" | "reading" | "answering";

/** A revision module's guards: `isMethodNotFoundError`, `isParseError`... */
const GUARD = /^is[A-Z]/;

/**
 * The names of an entry's exports that a part keeps. A revision module names each constructor
 * after its condition, so the keys of its CONDITIONS are the constructors.
 */
export function partExports(entry: Record<string, unknown>, part: EntryPart): string[] {
  const functions = Object.keys(entry).filter((name) => typeof entry[name] === "function");
  const conditions = Object.keys((entry.CONDITIONS ?? {}) as object);
  const names =
    part === "tables"
      ? Object.keys(entry).filter((name) => typeof entry[name] !== "function")
      : part === "reading"
        ? functions.filter(
            (name) => GUARD.test(name) || name === "parseErrorResponse" || name === "conditionOf",
          )
        : functions.filter(
            (name) => conditions.includes(name) || name === "errorResponse" || name === "respond",
          );
  return names.sort();
}

/**
 * Part of an entry, bundled as an application that imports only that part ships it:
 * - "tables": every exported constant and table, and no function: the data alone, the floor under
 *   the entry's size that no change to the runtime can lower.
 * - "reading": what a client reading a peer's errors imports (parseErrorResponse, conditionOf and
 *   every guard), with the tables they read.
 * - "answering": what a server answering with errors imports (every constructor, errorResponse
 *   and respond), with the tables they read.
 * The bundler leaves out the tables only a reader looks at (TRANSLATIONS, say).
 */
export async function partBundleSize(entryFile: string, part: EntryPart, label: string): Promise<BundleSize> {
  const entry = (await import(pathToFileURL(entryFile).href)) as Record<string, unknown>;
  const names = partExports(entry, part);
  if (names.length === 0) throw new Error(`${entryFile} has no exports for the ${part} part`);
  const dir = mkdtempSync(join(tmpdir(), `mcp-errors-${part}-`));
  try {
    const file = join(dir, `${part}.js`);
    writeFileSync(file, `export { ${names.join(", ")} } from ${JSON.stringify(entryFile)};\n`);
    return await bundleSize(file, label);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The entry with its dynamic imports inlined, as a bundler without code splitting ships it. */
export async function inlinedBundleSize(entryFile: string, label: string): Promise<BundleSize> {
  const result = await build({
    entryPoints: [entryFile],
    bundle: true,
    minify: true,
    treeShaking: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  return measure(
    label,
    result.outputFiles.map((file) => file.contents),
  );
}

function measure(entry: string, chunks: Uint8Array[]): BundleSize {
  return {
    entry,
    minified: chunks.reduce((sum, code) => sum + code.byteLength, 0),
    gzipped: chunks.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).byteLength, 0),
    gzippedTogether: gzipSync(Buffer.concat(chunks), { level: 9 }).byteLength,
    chunks: chunks.length,
  };
}

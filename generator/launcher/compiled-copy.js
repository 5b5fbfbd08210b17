// @ts-check
/**
 * The compiled copy of generator/ that the CLI runs from. Node 20 cannot run TypeScript, and a
 * loader that transpiles on the fly costs about a third of a second per run in module hooks
 * alone, so the sources are compiled once with esbuild (types stripped, one output file per
 * source, `.ts` import specifiers rewritten to `.js`) and the copy is reused until any source
 * changes. Copies live under node_modules/.cache/mcp-errgen/<fingerprint>/generator/, inside the
 * project so that their bare imports resolve to the project's node_modules; each is built in a
 * scratch directory and renamed into place, so concurrent runs never see half a copy.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import process from "node:process";
import { cacheDir as defaultCacheDir } from "./cache-dir.js";
import { packageAbove } from "./package-above.js";
import { listSourceFiles, sourceFingerprint } from "./source-fingerprint.js";

/** Bumped when the layout of a copy changes, so older copies are not reused. */
const LAYOUT = "1";
/** Copies kept besides the current one, for other checkouts sharing node_modules or a quick revert. */
const KEEP = 4;
/** A copy's directory name: its fingerprint. Anything else in the cache directory is not ours to prune. */
const COPY_NAME = /^[0-9a-f]{16}$/;
/** Scratch directories older than this belong to a run that died mid-build. */
const ABANDONED_MS = 10 * 60 * 1000;

/**
 * @typedef {object} CompiledCopy
 * @property {string} dir the copy's generator/ directory
 * @property {boolean} built whether this call compiled it
 */

/**
 * The compiled copy of `projectRoot`/generator/, compiling it first when none matches the sources.
 * @param {string} projectRoot
 * @param {{ cacheDir?: string }} [options] cacheDir defaults to node_modules/.cache/mcp-errgen (see cache-dir.js)
 * @returns {Promise<CompiledCopy>}
 */
export async function compiledCopy(projectRoot, options = {}) {
  const sourceDir = join(projectRoot, "generator");
  const cacheDir = options.cacheDir ?? defaultCacheDir(projectRoot, {});
  const esbuildVersion = installedVersion("esbuild");
  const files = listSourceFiles(sourceDir);
  // esbuild reads tsconfig.json for how to compile (class fields, decorators), so it counts too.
  const tsconfig = readIfPresent(join(projectRoot, "tsconfig.json"));
  const key = sourceFingerprint(sourceDir, files, `layout ${LAYOUT}; esbuild ${esbuildVersion}; ${tsconfig}`);
  const copyRoot = join(cacheDir, key);
  const dir = join(copyRoot, "generator");
  if (existsSync(dir)) return { dir, built: false };

  mkdirSync(cacheDir, { recursive: true });
  const scratch = join(cacheDir, `.scratch-${key}-${process.pid}-${Date.now()}`);
  try {
    await compileInto(sourceDir, files, join(scratch, "generator"));
    try {
      renameSync(scratch, copyRoot);
    } catch (error) {
      // Another run finished the same copy first; theirs is as good as ours.
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  prune(cacheDir, key);
  return { dir, built: true };
}

/** @param {string} path */
function readIfPresent(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/**
 * A package's version from its package.json, read as text: importing esbuild itself only to ask
 * would cost more than the rest of a run that finds its copy in place.
 * @param {string} name
 */
function installedVersion(name) {
  const main = createRequire(import.meta.url).resolve(name);
  const found = packageAbove(dirname(main), name);
  if (!found) throw new Error(`cannot find the version of ${name} installed for ${main}`);
  return found.version;
}

/**
 * @param {string} sourceDir
 * @param {readonly string[]} files
 * @param {string} outDir
 */
async function compileInto(sourceDir, files, outDir) {
  const { build } = await import("esbuild");
  const typescript = files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
  await build({
    entryPoints: typescript.map((f) => join(sourceDir, f)),
    outbase: sourceDir,
    outdir: outDir,
    // Bundling is only the way to have esbuild resolve and rewrite specifiers; the plugin keeps every
    // relative import a separate module, and packages stay imports of node_modules.
    bundle: true,
    packages: "external",
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    sourcesContent: false,
    logLevel: "silent",
    plugins: [
      {
        name: "one-module-per-source",
        setup(onBuild) {
          onBuild.onResolve({ filter: /^\.\.?\// }, (args) =>
            args.kind === "entry-point"
              ? undefined
              : { path: args.path.replace(/\.ts$/, ".js"), external: true },
          );
        },
      },
    ],
  }).catch((/** @type {unknown} */ error) => {
    throw new Error(`could not compile the generator:\n${describeBuildFailure(error)}`);
  });
  // Plain JavaScript (worker entries, probes) and data files sit beside the modules that load them.
  for (const file of files) {
    if (file.endsWith(".ts")) continue;
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    copyFileSync(join(sourceDir, file), join(outDir, file));
  }
}

/** @param {unknown} error */
function describeBuildFailure(error) {
  /** @type {{ text: string, location: { file: string, line: number, column: number } | null }[]} */
  const messages = /** @type {any} */ (error)?.errors ?? [];
  if (messages.length === 0) return String(error);
  return messages
    .map((m) =>
      m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1}: ${m.text}` : m.text,
    )
    .join("\n");
}

/**
 * Removes all but the newest KEEP copies besides `current`, and scratch left by runs that died.
 * Other entries (the CLI keeps its V8 code cache in v8/) are left alone.
 * @param {string} cacheDir
 * @param {string} current
 */
function prune(cacheDir, current) {
  const now = Date.now();
  const copies = [];
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    let mtime;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      continue;
    }
    if (name.startsWith(".scratch-")) {
      if (now - mtime > ABANDONED_MS) rmSync(path, { recursive: true, force: true });
    } else if (COPY_NAME.test(name) && name !== current) copies.push({ path, mtime });
  }
  copies.sort((a, b) => b.mtime - a.mtime);
  for (const { path } of copies.slice(KEEP)) rmSync(path, { recursive: true, force: true });
}

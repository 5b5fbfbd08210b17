/**
 * A V8 code cache for the largest CommonJS files the CLI loads: the TypeScript compiler that
 * ts-morph bundles is 9 MB of JavaScript, which V8 compiles afresh in every process (about 120 ms
 * on 2 cores). Node 20 has no module compile cache (22 adds module.enableCompileCache), so this
 * does the same for the listed files: it compiles them through vm.Script with the bytecode an
 * earlier run saved, and when there was none, or V8 rejected it (another Node, other V8 flags),
 * saves fresh bytecode as the process exits, so the functions the run compiled lazily come too.
 * A cache file is keyed by the source's path, size, mtime and package version and by Node's version,
 * platform and options; the newest few per source are kept.
 * Failures to read or write the cache cost speed only, never the run.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import process from "node:process";
import { Script } from "node:vm";
import { packageAbove } from "../launcher/package-above.js";

export type CodeCacheState = "created" | "used" | "rejected";

interface CompiledModule {
  exports: unknown;
  require: NodeJS.Require;
}

const states = new Map<string, CodeCacheState>();
let installed = false;

/** What the cache did for each listed file loaded so far (for tests and --timings readers). */
export function codeCacheStates(): ReadonlyMap<string, CodeCacheState> {
  return states;
}

/**
 * From now on, each of `files` (absolute paths of CommonJS modules) loads through the cache in
 * `cacheDir`. Other modules load as before. Call once, before any of the files is required.
 */
export function enableCodeCache(files: readonly string[], cacheDir: string): void {
  if (installed) return;
  installed = true;
  const cached = new Set(files);
  // require.extensions is deprecated in the documentation only; on Node 20 it is the one hook
  // that replaces how a CommonJS file is compiled, and Node's own loader still goes through it.
  const extensions = createRequire(import.meta.url).extensions;
  const compileJs = extensions[".js"];
  if (!compileJs) return;
  extensions[".js"] = (module, filename) => {
    if (!cached.has(filename)) {
      compileJs(module, filename);
      return;
    }
    loadWithCache(module as unknown as CompiledModule, filename, cacheDir);
  };
}

function loadWithCache(module: CompiledModule, filename: string, cacheDir: string): void {
  const source = readFileSync(filename, "utf8");
  const cacheFile = join(cacheDir, `${basename(filename)}.${cacheKey(filename)}.bin`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The wrapper Node itself puts around a CommonJS module, so the bytecode is the same shape.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n});`, {
    filename,
    cachedData,
  });
  const state: CodeCacheState =
    cachedData === undefined ? "created" : script.cachedDataRejected ? "rejected" : "used";
  states.set(filename, state);
  if (state !== "used") process.once("exit", () => saveCache(script, cacheFile));
  const wrapper = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: CompiledModule,
    filename: string,
    dirname: string,
  ) => void;
  wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, dirname(filename));
}

/**
 * V8 checks that bytecode matches its source only by length, so the key must change whenever the
 * file does: npm installs every file with the same mtime, hence the owning package's version too.
 * V8 also rejects bytecode made under other flags; keying on Node's options gives each set of
 * flags its own file, instead of two alternating sets rewriting one.
 */
function cacheKey(filename: string): string {
  const { size, mtimeMs } = statSync(filename);
  const parts = [
    filename,
    size,
    mtimeMs,
    owningPackage(filename),
    process.version,
    process.platform,
    process.arch,
  ];
  parts.push(process.execArgv.join(" "), process.env.NODE_OPTIONS ?? "");
  return createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 16);
}

/** name@version from the nearest package.json above the file, or "" when there is none. */
function owningPackage(filename: string): string {
  const found = packageAbove(dirname(filename));
  return found ? `${found.name}@${found.version}` : "";
}

function saveCache(script: Script, cacheFile: string): void {
  const scratch = `${cacheFile}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(scratch, script.createCachedData());
    renameSync(scratch, cacheFile);
    pruneVersions(cacheFile);
  } catch {
    rmSync(scratch, { force: true });
  }
}

/** Bytecode files kept per source: a few sets of flags or versions, not every one ever seen. */
const VERSIONS_KEPT = 3;

/** Removes all but the newest VERSIONS_KEPT cache files of the same source as `cacheFile`. */
function pruneVersions(cacheFile: string): void {
  const dir = dirname(cacheFile);
  const source = basename(cacheFile).replace(/\.[0-9a-f]{16}\.bin$/, "");
  const versions = readdirSync(dir)
    .filter((name) => name.startsWith(`${source}.`) && /\.[0-9a-f]{16}\.bin$/.test(name))
    .map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { path } of versions.slice(VERSIONS_KEPT)) if (path !== cacheFile) rmSync(path, { force: true });
}

/**
 * The TypeScript compiler ts-morph bundles, as Node resolves it from here. Only this file: caching
 * ts-morph and its common library too saved nothing measurable on a warm run and cost about 50 ms
 * on the run that writes the cache (their bytecode is 6 MB more).
 */
export function bundledTypeScript(): string {
  const tsMorph = createRequire(import.meta.url).resolve("ts-morph");
  const common = createRequire(tsMorph).resolve("@ts-morph/common");
  return createRequire(common).resolve("./typescript");
}

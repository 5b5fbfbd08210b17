// @ts-check
// How every Prettier thread works through a request, the pool's threads and the main thread alike
// (see format.ts). Two steps:
//
// 1. Look-up, by one pool thread: for each file, the project's options for its path, and the
//    formatted text stored on disk under (Prettier's version, the options, the path, the text).
//    Files found there, and those written as rendered, are answered at once; the rest are listed,
//    largest first, in the request's shared state.
// 2. Formatting: every thread, the main thread too once it has done its own work, claims the next
//    listed file from a shared counter, formats it and stores the result, until none is left.
//
// A run whose inputs did not change formats nothing, and the main thread then never loads
// Prettier. Plain JavaScript, so the pool's threads load it without a TypeScript loader.
import { join } from "node:path";
import { DiskCache } from "../util/disk-cache.js";

/** @typedef {import("./format.ts").FormatRequest} FormatRequest */
/** @typedef {import("./format.ts").FormatReply} FormatReply */
/** @typedef {typeof import("prettier")} Prettier */

/**
 * Written as rendered: a file without an extension (LICENSE) is plain text, and cjs/ is the
 * compiler's CommonJS translation of lib/ (commonjs.ts), which nobody edits or reviews apart from
 * lib/; formatting it would double the format stage. `prettier --check` skips both
 * (.prettierignore).
 */
const AS_RENDERED = /(?:^|\/)[^./]+$|^cjs\//;

/**
 * Whether `prettier --check .` skips a file: Prettier has no parser for it (a target's Go source,
 * its go.mod), or the project's .prettierignore names it (an output a target writes in its final
 * layout). Such a file is written as rendered; a target whose files need a formatter of its own
 * renders them formatted.
 * @param {Prettier} prettier
 * @param {string} packageDir
 * @param {string} path relative to the package
 */
async function skippedByPrettier(prettier, packageDir, path) {
  const info = await prettier.getFileInfo(join(packageDir, path), {
    ignorePath: join(packageDir, "..", ".prettierignore"),
  });
  return info.ignored || info.inferredParser === null;
}

/** Bumped when the meaning of a cache key changes. */
const KEY_LAYOUT = "prettier-format 1";
/** Formatted files kept on disk: those of the last several runs that changed most of the package. */
const KEEP = 1000;

// The request's shared state, in Int32 slots (see stateFor).
/** The next position in the miss list to claim. */
const CLAIMED = 0;
/** 1 once a thread has taken the look-up. */
const LOOKUP = 1;
/** 1 once the miss list is complete. */
const LISTED = 2;
/** How many files are listed. */
const MISSES = 3;
/** From here on: the listed files' indexes, in claim order. */
const MISS_LIST = 4;

/**
 * The shared state for a request of `count` files.
 * @param {number} count
 */
export function stateFor(count) {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * (MISS_LIST + count));
}

/**
 * Atomics.waitAsync (Node 16+), which the project's lib setting does not declare.
 * @type {(array: Int32Array, index: number, value: number, timeout: number) => { async: boolean, value: Promise<string> | string }}
 */
const waitAsync = /** @type {any} */ (Atomics).waitAsync.bind(Atomics);

/** How long one wait lasts before the caller looks again whether it should stop waiting. */
const WAIT_SLICE_MS = 50;

/**
 * Resolves once the miss list is complete, or once `stop` returns true.
 * @param {Int32Array} state
 * @param {() => boolean} [stop]
 */
async function listed(state, stop = () => false) {
  while (Atomics.load(state, LISTED) !== 1 && !stop()) {
    const wait = waitAsync(state, LISTED, 0, WAIT_SLICE_MS);
    if (wait.async) await wait.value;
  }
}

/**
 * The project's options for a file of the package, overrides included, as `prettier --check`
 * resolves them for the file in generated/.
 * @param {Prettier} prettier
 * @param {string} packageDir
 * @param {string} path relative to the package
 */
export async function optionsFor(prettier, packageDir, path) {
  const filepath = join(packageDir, path);
  return { ...(await prettier.resolveConfig(filepath, { editorconfig: false })), filepath };
}

/**
 * The cache key of a file: everything Prettier's output depends on. The package-relative path
 * stands for the absolute one (only its name picks the parser). Options holding anything but
 * plain values (plugins, functions) are not cached: their code is not in the key.
 * @param {string} version Prettier's
 * @param {string} path relative to the package
 * @param {Record<string, unknown>} options from optionsFor
 * @param {string} text
 * @returns {string | undefined}
 */
export function formatKey(version, path, options, text) {
  /** @type {Record<string, unknown>} */
  const rest = {};
  for (const [name, value] of Object.entries(options)) {
    if (name === "filepath") continue;
    if (value !== null && typeof value === "object") return undefined;
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint")
      return undefined;
    rest[name] = value;
  }
  return JSON.stringify([KEY_LAYOUT, version, path, rest, text]);
}

/**
 * @param {FormatRequest} request
 * @returns {FormatReply}
 */
function emptyReply(request) {
  return { id: request.id, formatted: [], failed: [] };
}

/**
 * Step 1, on the thread that takes it: answers the files found on disk and those written as
 * rendered, and lists the rest. Whatever goes wrong here, every file not answered is listed, so
 * formatting reports its own errors.
 * @param {FormatRequest} request
 * @param {string} packageDir
 * @param {FormatReply} reply
 */
async function lookUp(request, packageDir, reply) {
  const state = new Int32Array(request.state);
  const cache = new DiskCache(request.cacheDir);
  /** @type {Set<number>} */
  const answered = new Set();
  try {
    const prettier = await import("prettier");
    for (const index of request.order) {
      const [path, text] = /** @type {[string, string]} */ (request.files[index]);
      if (AS_RENDERED.test(path) || (await skippedByPrettier(prettier, packageDir, path))) {
        reply.formatted.push([index, text]);
        answered.add(index);
        continue;
      }
      try {
        const key = formatKey(prettier.version, path, await optionsFor(prettier, packageDir, path), text);
        const stored = key === undefined ? undefined : cache.get(key);
        if (stored !== undefined) {
          reply.formatted.push([index, stored]);
          answered.add(index);
        }
      } catch {
        // Listed below: formatting it reports what is wrong.
      }
    }
  } finally {
    let count = 0;
    for (const index of request.order) if (!answered.has(index)) state[MISS_LIST + count++] = index;
    Atomics.store(state, MISSES, count);
    Atomics.store(state, LISTED, 1);
    Atomics.notify(state, LISTED);
  }
}

/**
 * Step 2: formats the listed files this thread claims until every one is claimed, and stores
 * each result. Prettier loads only when there is a file to claim.
 * @param {FormatRequest} request
 * @param {string} packageDir
 * @param {FormatReply} reply
 * @returns {Promise<FormatReply>}
 */
async function formatListed(request, packageDir, reply) {
  const state = new Int32Array(request.state);
  const count = Atomics.load(state, MISSES);
  let next = Atomics.add(state, CLAIMED, 1);
  if (next >= count) return reply;
  const prettier = await import("prettier");
  const cache = new DiskCache(request.cacheDir);
  for (; next < count; next = Atomics.add(state, CLAIMED, 1)) {
    const index = /** @type {number} */ (state[MISS_LIST + next]);
    const [path, text] = /** @type {[string, string]} */ (request.files[index]);
    try {
      const options = await optionsFor(prettier, packageDir, path);
      const formatted = await prettier.format(text, options);
      reply.formatted.push([index, formatted]);
      const key = formatKey(prettier.version, path, options, text);
      if (key !== undefined) cache.set(key, formatted);
    } catch (error) {
      reply.failed.push([index, error instanceof Error ? error.message : String(error)]);
    }
  }
  if (cache.stored > 0) cache.prune(KEEP);
  return reply;
}

/**
 * A pool thread's share of a request: the look-up if no other thread has taken it, then
 * formatting until every listed file is claimed.
 * @param {FormatRequest} request
 * @param {string} packageDir
 * @returns {Promise<FormatReply>}
 */
export async function formatShare(request, packageDir) {
  const state = new Int32Array(request.state);
  const reply = emptyReply(request);
  if (Atomics.compareExchange(state, LOOKUP, 0, 1) === 0) await lookUp(request, packageDir, reply);
  else await listed(state);
  return formatListed(request, packageDir, reply);
}

/**
 * The calling thread's help with a request a pool thread looks up: once the files are listed,
 * it formats those no thread has claimed yet. It stops waiting when `settled` resolves (the
 * request failed before the list was complete), answering nothing.
 * @param {FormatRequest} request
 * @param {string} packageDir
 * @param {Promise<unknown>} settled
 * @returns {Promise<FormatReply>}
 */
export async function helpFormat(request, packageDir, settled) {
  const state = new Int32Array(request.state);
  let over = false;
  const stop = () => {
    over = true;
  };
  settled.then(stop, stop);
  await listed(state, () => over);
  if (Atomics.load(state, LISTED) !== 1) return emptyReply(request);
  return formatListed(request, packageDir, emptyReply(request));
}

// @ts-check
// The claim loop every Prettier thread runs, the pool's threads and the main thread alike (see
// format.ts): take the next file from the request's shared counter, format it with the project's
// options for its path, until no file is left. Plain JavaScript, so the pool's threads load it
// without a TypeScript loader.
import { join } from "node:path";

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
 * Formats the files this thread claims until every file is claimed; other threads take the rest.
 * Prettier loads only when there is a file to claim.
 * @param {FormatRequest} request
 * @param {string} packageDir
 * @returns {Promise<FormatReply>}
 */
export async function formatClaimed(request, packageDir) {
  const claims = new Int32Array(request.counter);
  /** @type {FormatReply} */
  const reply = { id: request.id, formatted: [], failed: [] };
  let next = Atomics.add(claims, 0, 1);
  if (next >= request.order.length) return reply;
  const prettier = await import("prettier");
  for (; next < request.order.length; next = Atomics.add(claims, 0, 1)) {
    const index = /** @type {number} */ (request.order[next]);
    const [path, text] = /** @type {[string, string]} */ (request.files[index]);
    if (AS_RENDERED.test(path)) {
      reply.formatted.push([index, text]);
      continue;
    }
    try {
      reply.formatted.push([
        index,
        await prettier.format(text, await optionsFor(prettier, packageDir, path)),
      ]);
    } catch (error) {
      reply.failed.push([index, error instanceof Error ? error.message : String(error)]);
    }
  }
  return reply;
}

// @ts-check
// Prettier on a second thread (see format.ts). Plain JavaScript, so the thread starts without a
// TypeScript loader. It loads Prettier and the project's config at once and formats one small
// sample per parser, so the parsers and printers are compiled while the main thread extracts.
// Longer warm-up does not pay: it slows the main thread more than it speeds formatting.
import { parentPort, workerData } from "node:worker_threads";
import * as prettier from "prettier";

/** @typedef {[path: string, text: string]} FileEntry */
/** @typedef {{ id: number, files: FileEntry[] }} FormatRequest */
/** @typedef {{ id: number, files: FileEntry[] } | { id: number, failed: { path: string, message: string } }} FormatReply */

/** @type {{ configFile: string }} */
const { configFile } = workerData;

const config = prettier.resolveConfig(configFile, { editorconfig: false }).then((found) => found ?? {});

/** Shaped like the emitted files: markdown tables and a code block, JSDoc, declarations, tuples. */
const SAMPLES = /** @type {FileEntry[]} */ ([
  [
    "warm-up.md",
    '# Title\n\nText with `code` and a [link](docs/a.md).\n\n- item\n- item\n\n| A | B |\n| --- | --- |\n| `x` | 1 |\n\n```js\nimport { a } from "b";\nconst x = a(1);\n```\n',
  ],
  [
    "warm-up.d.ts",
    '/** Doc. */\nexport declare const A: -1;\nexport interface B { readonly a?: string; b: number[] }\nexport type C = "a" | "b";\nexport declare function f(x: B, y?: C): { ok: true } | { ok: false };\n',
  ],
  [
    "warm-up.js",
    'import { a } from "./a.js";\n/** @type {[number, string][]} */\nconst T = [[1, "a"], [2, "b"]];\nexport function f(x) { return x === undefined ? { a: T } : a(x, { k: [1, 2] }); }\n',
  ],
  ["warm-up.json", '{"a":[1,2],"b":{"c":"d"}}\n'],
]);

async function warmUp() {
  const options = await config;
  for (const [path, text] of SAMPLES) {
    try {
      await prettier.format(text, { ...options, filepath: path });
    } catch {
      // A warm-up failure is no reason to fail; a real request reports its own errors.
    }
  }
}

/**
 * @param {FormatRequest} request
 * @returns {Promise<FormatReply>}
 */
async function format(request) {
  const options = await config;
  /** @type {FileEntry[]} */
  const files = [];
  // One file at a time: the work is all CPU, and interleaving files only adds garbage.
  for (const [path, text] of request.files) {
    try {
      files.push([path, await prettier.format(text, { ...options, filepath: path })]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { id: request.id, failed: { path, message } };
    }
  }
  return { id: request.id, files };
}

// Requests wait for the warm-up rather than compete with it for the thread.
let queue = warmUp();

parentPort?.on("message", (/** @type {FormatRequest} */ request) => {
  queue = queue.then(async () => parentPort?.postMessage(await format(request)));
});

// @ts-check
// A Prettier thread (see format.ts). Plain JavaScript, so it runs as is from the sources and from
// the compiled copy. Once its turn comes it loads Prettier and formats one small sample per
// parser, so the parsers and printers are compiled while the main thread extracts. Longer warm-up
// does not pay: it slows the main thread more than it speeds formatting.
import { parentPort, workerData } from "node:worker_threads";
import { formatShare, optionsFor } from "./format-claims.js";

/** @type {import("./format.ts").FormatWorkerData} */
const { packageDir, index, warmed } = workerData;
const warmedCount = new Int32Array(warmed);
/** A thread whose turn never comes (its predecessor died) starts anyway after this long. */
const TURN_TIMEOUT_MS = 3000;

// Wait for the threads before this one to warm up (see FormatWorkerData.warmed).
const waitUntil = Date.now() + TURN_TIMEOUT_MS;
for (
  let seen = Atomics.load(warmedCount, 0);
  seen < index && Date.now() < waitUntil;
  seen = Atomics.load(warmedCount, 0)
)
  Atomics.wait(warmedCount, 0, seen, 50);
const prettier = await import("prettier");

/** @typedef {[path: string, text: string]} FileEntry */
/** @typedef {import("./format.ts").FormatRequest} FormatRequest */

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
  for (const [path, text] of SAMPLES) {
    try {
      await prettier.format(text, await optionsFor(prettier, packageDir, path));
    } catch {
      // A warm-up failure is no reason to fail; a real request reports its own errors.
    }
  }
}

// Requests wait for the warm-up rather than compete with it for the thread.
let queue = warmUp().then(() => {
  Atomics.add(warmedCount, 0, 1);
  Atomics.notify(warmedCount, 0);
});

parentPort?.on("message", (/** @type {FormatRequest} */ request) => {
  queue = queue.then(async () => parentPort?.postMessage(await formatShare(request, packageDir)));
});

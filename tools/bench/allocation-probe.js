// Bytes allocated per parseErrorResponse call, beside the bytes of a copy of each result, in a
// process allocation.ts starts with flags that keep the count exact: a young generation large
// enough that no collection runs inside a window, and --expose-gc to empty it before each one.
// Plain JS, so no transpiler allocates alongside.
//
// Reads {root, iterations, windows, groups: [{name, inputs: [{revision, value}]}]} as JSON on
// stdin. Writes {groups: [{name, inputs, ok, shared, windows: [{parse, result, gcs}]}]} on stdout:
// parse and result are {young, old} bytes allocated in the window (the cost of reading the
// counter taken off), gcs the collections that started inside it.
import { readFileSync } from "node:fs";
import { performance, PerformanceObserver } from "node:perf_hooks";
import process from "node:process";
import { setImmediate } from "node:timers";
import { pathToFileURL } from "node:url";
import { getHeapSpaceStatistics } from "node:v8";

const request = JSON.parse(readFileSync(0, "utf8"));
const { parseErrorResponse } = await import(pathToFileURL(request.root).href);
if (typeof globalThis.gc !== "function") throw new Error("allocation-probe.js needs --expose-gc");
const collect = globalThis.gc;
const gcStarts = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcStarts.push(entry.startTime);
});
observer.observe({ entryTypes: ["gc"] });

// Assigned on every call so the optimising compiler cannot drop the allocation as unused.
let sink;

const copierCache = new Map();
/**
 * A function that copies a result into a fresh object literal with the same keys in the same
 * order, the form the parser builds it in, so both get the same layout. The values are the
 * result's own, so no string or object is counted twice.
 */
function copierOf(result) {
  const keys = Object.keys(result);
  const signature = JSON.stringify(keys);
  let copier = copierCache.get(signature);
  if (copier === undefined) {
    const body = keys.map((k) => `${JSON.stringify(k)}: r[${JSON.stringify(k)}]`).join(", ");
    copier = new Function("r", `return { ${body} };`);
    copierCache.set(signature, copier);
  }
  return copier;
}
const same = (r) => r;

function parseLoop(revisions, values, iterations) {
  const count = revisions.length;
  for (let n = 0; n < iterations; n++) {
    const k = n % count;
    sink = parseErrorResponse(revisions[k], values[k]);
  }
}

function copyLoop(copy, results, iterations) {
  const count = copy.length;
  for (let n = 0; n < iterations; n++) {
    const k = n % count;
    sink = copy[k](results[k]);
  }
}

/** Does nothing that allocates, so its window measures what reading the counter itself costs. */
function emptyLoop(revisions, values, iterations) {
  const count = revisions.length;
  for (let n = 0; n < iterations; n++) sink = values[n % count];
}

/**
 * Bytes in use in the young generation (where V8 allocates every object that no collection has
 * yet shown to live long) and in the rest of the heap (code, feedback and pretenured objects).
 */
function heapUse() {
  let young = 0;
  let old = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === "new_space" || space.space_name === "new_large_object_space")
      young += space.space_used_size;
    else old += space.space_used_size;
  }
  return { young, old };
}

/** Heap bytes allocated by one run of `loop`, and when it ran. */
function window(loop, a, b, iterations) {
  collect();
  const start = performance.now();
  const before = heapUse();
  loop(a, b, iterations);
  const after = heapUse();
  const end = performance.now();
  return { young: after.young - before.young, old: after.old - before.old, start, end };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const gcsIn = (w) => gcStarts.filter((t) => t >= w.start && t <= w.end).length;

const { iterations, windows } = request;
const out = [];
for (const group of request.groups) {
  const revisions = group.inputs.map((input) => input.revision);
  const values = group.inputs.map((input) => input.value);
  const results = group.inputs.map((input) => parseErrorResponse(input.revision, input.value));
  // A result returned again on a second call is shared: the parser allocates nothing for it,
  // so neither does its baseline.
  const shared = group.inputs.map(
    (input, k) => parseErrorResponse(input.revision, input.value) === results[k],
  );
  const copy = results.map((r, k) => (shared[k] ? same : copierOf(r)));

  const round = () => {
    const empty = window(emptyLoop, revisions, values, iterations);
    const parse = window(parseLoop, revisions, values, iterations);
    const result = window(copyLoop, copy, results, iterations);
    return { empty, parse, result };
  };
  // Warm-up rounds, as many as are measured: in the optimised mode, compilation (and any
  // deoptimisation) of the loops and of the parser is over before the first measured window.
  for (let w = 0; w < windows; w++) round();
  const measured = Array.from({ length: windows }, round);

  await tick(); // the observer hears of collections asynchronously
  // The empty loop's young bytes are what reading the counter allocates; its old-generation
  // changes are the heap's own (sweeping, compilation), not a cost to take off.
  const net = (w, empty) => ({ young: w.young - empty.young, old: w.old });
  out.push({
    name: group.name,
    inputs: group.inputs.length,
    ok: results.filter((r) => r.ok === true).length,
    shared: shared.filter(Boolean).length,
    windows: measured.map(({ empty, parse, result }) => ({
      parse: net(parse, empty),
      result: net(result, empty),
      gcs: gcsIn(empty) + gcsIn(parse) + gcsIn(result),
    })),
  });
}
observer.disconnect();
void sink;
process.stdout.write(JSON.stringify({ groups: out }) + "\n");

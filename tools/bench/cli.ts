/**
 * `npm run bench [-- --runs N] [--scale LIST] [--runtime-ms MS] [--no-write]`: times gen and
 * gen --check against the parse floor, gen over synthetic revision counts, and the emitted
 * runtime's operations, allocation and bundle sizes; writes docs/benchmarks.md.
 */
import { parseArgs } from "node:util";
import { runBench } from "./run-bench.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    scale: { type: "string", default: "5,10,20" },
    "runtime-ms": { type: "string", default: "500" },
    "no-write": { type: "boolean", default: false },
  },
});

function positiveInt(option: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`error: --${option} takes a positive integer, not "${text}"\n`);
    process.exit(2);
  }
  return value;
}

await runBench({
  projectRoot: process.cwd(),
  env: process.env,
  runs: positiveInt("runs", values.runs),
  scale: values.scale === "" ? [] : values.scale.split(",").map((n) => positiveInt("scale", n.trim())),
  runtimeTime: positiveInt("runtime-ms", values["runtime-ms"]),
  write: !values["no-write"],
  log: (line) => process.stdout.write(line + "\n"),
});

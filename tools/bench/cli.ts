/**
 * `npm run bench [-- --runs N] [--scale LIST] [--runtime-ms MS] [--no-write]`: times gen and
 * gen --check against the parse floor, gen over synthetic revision counts, and the emitted
 * runtime's operations, allocation and bundle sizes; writes docs/benchmarks.md.
 */
import { toolArgs, type ToolSpec } from "../tool-cli.ts";

const BENCH: ToolSpec = {
  script: "bench",
  summary:
    "Times gen and gen --check by stage against a parse-only floor, gen over synthetic revision counts,\n" +
    "and the generated runtime's speed, allocation and bundle sizes; writes docs/benchmarks.md.",
  install:
    "`npm ci`, and the spec snapshot where MCP_SPEC_DIR and MCP_SPEC_PRERELEASE_DIR point (as for gen).",
  options: [
    { name: "runs", value: "N", default: "5", description: "fresh-process runs per measurement" },
    {
      name: "scale",
      value: "LIST",
      default: "5,10,20",
      description: "synthetic revision counts, comma-separated",
    },
    {
      name: "runtime-ms",
      value: "MS",
      default: "500",
      description: "milliseconds per runtime micro-benchmark",
    },
    { name: "no-write", description: "print the report only; leave docs/benchmarks.md as it is" },
  ],
  notes: ["It keeps both cores busy for several minutes; run it on a machine doing little else."],
};

const values = toolArgs(BENCH, process.argv.slice(2));

function positiveInt(option: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`error: --${option} takes a positive integer, not "${text}"\n`);
    process.exit(2);
  }
  return value;
}

const scale = values.get("scale") ?? "";
const { runBench } = await import("./run-bench.ts");
await runBench({
  projectRoot: process.cwd(),
  env: process.env,
  runs: positiveInt("runs", values.get("runs") ?? ""),
  scale: scale === "" ? [] : scale.split(",").map((n) => positiveInt("scale", n.trim())),
  runtimeTime: positiveInt("runtime-ms", values.get("runtime-ms") ?? ""),
  write: !values.has("no-write"),
  log: (line) => process.stdout.write(line + "\n"),
});

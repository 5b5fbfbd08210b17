/** `bench`: the benchmark harness (generator stages against the parse floor, scaling, runtime). */
import { fail } from "../../diagnostics/gen-error.ts";
import { HELP_OPTION, type Command, type CommandContext } from "../command.ts";

export const benchCommand: Command = {
  name: "bench",
  summary: "measure gen, gen --check, scaling and the runtime; writes docs/benchmarks.md",
  usage: "bench [--runs N] [--scale LIST] [--runtime-ms MS] [--no-write]",
  positionals: [],
  details: [
    "Times fresh processes (gen, gen --check and a parse-only floor), gen over synthetic revision\n" +
      "counts, and the emitted runtime's operations and bundle sizes. Reads the spec roots like gen\n" +
      "does ($MCP_SPEC_DIR, $MCP_SPEC_PRERELEASE_DIR or their defaults) and benchmarks generated/.",
  ],
  options: [
    { name: "--runs", value: "N", description: "fresh-process runs per measurement (default: 5)" },
    {
      name: "--scale",
      value: "LIST",
      description: "synthetic revision counts, comma-separated (default: 5,10,20)",
    },
    { name: "--runtime-ms", value: "MS", description: "time per runtime micro-benchmark (default: 500)" },
    { name: "--no-write", description: "print the report without writing docs/benchmarks.md" },
    HELP_OPTION,
  ],
  examples: ["npm run bench", "npm run bench -- --runs 3 --scale 5,20 --no-write"],
  run: runBenchCommand,
};

function positiveInt(option: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    fail("usage/bad-value", { option, value: text, allowed: "a positive integer" });
  return value;
}

async function runBenchCommand(ctx: CommandContext): Promise<number> {
  const { args, io } = ctx;
  const runs = positiveInt("--runs", args.value("--runs") ?? "5");
  const scaleText = args.value("--scale") ?? "5,10,20";
  const scale = scaleText.split(",").map((n) => positiveInt("--scale", n.trim()));
  const runtimeTime = positiveInt("--runtime-ms", args.value("--runtime-ms") ?? "500");
  const { runBench } = await import("../../bench/run-bench.ts");
  await runBench({
    projectRoot: ctx.projectRoot,
    env: io.env as NodeJS.ProcessEnv,
    cwd: io.cwd,
    runs,
    scale,
    runtimeTime,
    write: !args.flag("--no-write"),
    log: (line) => io.stdout.write(line + "\n"),
  });
  return 0;
}

/** `diff`: what changes between two revisions' merged models, or between a git ref and the working tree. */
import { DIFF_USAGE } from "../diff/usage.ts";
import { HELP_OPTION, ROOT_OPTIONS, pipelineContext, type Command, type CommandContext } from "./command.ts";
import { useColor } from "./io.ts";

const FORMATS = ["text", "json", "markdown", "github"] as const;
const LEVELS = ["breaking", "warning", "info"] as const;

export const diffCommand: Command = {
  name: "diff",
  summary: "compare two revisions (or a git ref with the working tree) for reviewers",
  usage: `${DIFF_USAGE} [--format F] [--fail-on LEVEL]`,
  positionals: [
    { name: "from", description: "the base revision id, e.g. 2025-11-25 (default: the second-newest final)" },
    { name: "to", description: "the head revision id, e.g. 2026-07-28 (default: the newest final)" },
  ],
  details: [
    "Every change has a rule id, a level (breaking, warning, info), a message, a source location and a\n" +
      "stable fingerprint. JSON is the source format; text, markdown and GitHub annotations are rendered\n" +
      "from it. Without --fail-on the exit status is 0 whatever the changes; with it, 1 when a change at\n" +
      "or above that level exists.",
  ],
  options: [
    {
      name: "--against",
      value: "REF",
      description: "compare the model at a git ref (e.g. origin/main) with the working tree",
    },
    { name: "--format", value: "F", choices: FORMATS, description: "output format (default: text)" },
    {
      name: "--fail-on",
      value: "LEVEL",
      choices: LEVELS,
      description: "exit 1 when a change at or above LEVEL exists",
    },
    ...ROOT_OPTIONS,
    HELP_OPTION,
  ],
  examples: [
    "npm run diff -- 2025-11-25 2026-07-28",
    "npm run diff -- draft-2026-06-07 2026-07-28 --format markdown",
    "npm run diff -- --against origin/main --format github --fail-on breaking",
  ],
  run: runDiffCommand,
};

async function runDiffCommand(ctx: CommandContext): Promise<number> {
  const { args, io } = ctx;
  const [from, to] = args.positionals;
  // Loaded here, not at the top, so other commands do not pay for the diff engine.
  const { runDiff } = await import("./run-diff.ts");
  const { createModelLoader, inputDiffsSince } = await import("../pipeline/model-at-ref.ts");
  const { createReportLinks, linkSettingsFromEnv } = await import("../diff/source-links.ts");
  const { loadManifest, MANIFEST_PATH } = await import("../inputs/load-manifest.ts");
  const manifest = loadManifest(ctx.projectRoot, MANIFEST_PATH);
  const result = await runDiff(
    {
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
      ...(args.value("--against") !== undefined ? { against: args.value("--against") } : {}),
      format: (args.value("--format") ?? "text") as (typeof FORMATS)[number],
      ...(args.value("--fail-on") !== undefined
        ? { failOn: args.value("--fail-on") as (typeof LEVELS)[number] }
        : {}),
      color: useColor(io.stdout, io.env),
      links: createReportLinks(linkSettingsFromEnv(ctx.projectRoot, io.env, manifest.upstream)),
    },
    {
      projectRoot: ctx.projectRoot,
      loadModel: createModelLoader(pipelineContext(ctx)),
      inputDiffs: (gitRef) => inputDiffsSince(ctx.projectRoot, gitRef),
      listRevisions: () => Promise.resolve(manifest.revisions),
    },
  );
  io.stdout.write(result.output);
  return result.exitCode;
}

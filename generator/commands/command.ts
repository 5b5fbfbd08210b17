/** The shape every CLI command shares; main.ts dispatches on `name`. */
import type { PipelineContext } from "../pipeline/pipeline.ts";
import type { OptionSpec, ParsedArgs, PositionalSpec } from "./args.ts";
import type { CliIo, Painter } from "./io.ts";

export interface CommandContext {
  io: CliIo;
  /** The directory holding spec/revisions.yaml (found from the cwd upwards). */
  projectRoot: string;
  args: ParsedArgs;
  /** Colour for stdout and for stderr (each decided on its own stream). */
  paint: { out: Painter; err: Painter };
}

export interface Command {
  name: string;
  /** One line, for the command list. */
  summary: string;
  usage: string;
  positionals: PositionalSpec[];
  options: OptionSpec[];
  /** Paragraphs shown under the usage line in `<command> --help`. */
  details: string[];
  examples: string[];
  /** Returns the exit code: 0 success, 1 a check failed; GenErrors thrown here become exit 2. */
  run(ctx: CommandContext): Promise<number>;
}

/** The spec root flags; they map to roots through the `flag` field of spec/revisions.yaml. */
export const ROOT_OPTIONS: OptionSpec[] = [
  {
    name: "--spec",
    value: "DIR",
    description: "the MCP spec repository; else $MCP_SPEC_DIR, else spec/upstream/",
  },
  {
    name: "--prerelease-spec",
    value: "DIR",
    description: "the pre-release snapshots; else $MCP_SPEC_PRERELEASE_DIR, else spec/upstream-prerelease/",
  },
];

export const HELP_OPTION: OptionSpec = { name: "--help", description: "show this help" };

/** What the pipeline needs from the command line and the process. */
export function pipelineContext(ctx: CommandContext): PipelineContext {
  return {
    projectRoot: ctx.projectRoot,
    cwd: ctx.io.cwd,
    env: ctx.io.env,
    rootFlags: Object.fromEntries(ROOT_OPTIONS.map((o) => [o.name, ctx.args.value(o.name)])),
  };
}

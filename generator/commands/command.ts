/**
 * What every command shares: its declaration, the process it runs in (fakes in tests), the context
 * it runs with, and how diagnostics are printed. Nothing here loads the pipeline, so `--help`
 * answers from the declarations alone.
 */
import { formatLocation, type Diagnostic } from "../diagnostics/gen-error.ts";
import type { PipelineContext } from "../pipeline/pipeline.ts";

export interface OptionSpec {
  name: `--${string}`;
  /** Placeholder for the option's value; absent for a flag. */
  value?: string;
  repeatable?: boolean;
  choices?: readonly string[];
  description: string;
}

export interface Command {
  name: string;
  /** One line, for the command list. */
  summary: string;
  usage: string;
  positionals?: { name: string; description: string }[];
  /** Every command also takes --help, listed last. */
  options: OptionSpec[];
  /** Paragraphs shown under the usage line in `<command> --help`: what the options table does not say. */
  details?: string[];
  examples: string[];
  /**
   * What to print on stdout, with exit code 1 when a check failed (else 0); a GenError thrown is
   * exit 2. It imports what it runs when called, so that a declaration stays cheap to load.
   */
  run(ctx: CommandContext): Promise<string | { output: string; exitCode: number }>;
}

/** The arguments as parsed against a command's options: every value has passed its checks. */
export interface ParsedArgs {
  positionals: string[];
  flag(name: string): boolean;
  value(name: string): string | undefined;
  values(name: string): string[];
}

/** The pipeline's context (the project found from the cwd upwards), the arguments, stderr's colours. */
export interface CommandContext extends PipelineContext {
  /** The command being run, as declared. */
  command: Command;
  io: CliIo;
  args: ParsedArgs;
  paint: Painter;
}

export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Starts `tick` every `ms` milliseconds until stopped; progress reports read the time from `now`. */
export interface Clock {
  now(): number;
  every(ms: number, tick: () => void): { stop(): void };
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Record<string, string | undefined>;
  cwd: string;
  /** The real clock when absent. */
  clock?: Clock;
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

export const QUIET_OPTION: OptionSpec = {
  name: "--quiet",
  description: "print no progress on stderr (it is shown only on a terminal, after a second or two)",
};

/** Colour only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function useColor(stream: OutputStream, env: CliIo["env"]): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

export type Painter = ReturnType<typeof painter>;

export function painter(enabled: boolean) {
  const sgr = (open: number, close: number) => (text: string) =>
    enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return { red: sgr(31, 39), yellow: sgr(33, 39), cyan: sgr(36, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}

/** The way compilers print: `file:line:col: error[kind]: message`, then `  hint: ...`. */
export function renderDiagnostics(
  diagnostics: readonly Diagnostic[],
  paint: Painter,
  level: "error" | "warning" = "error",
): string {
  const label = level === "error" ? paint.red(paint.bold(level)) : paint.yellow(paint.bold(level));
  return diagnostics
    .map((d) => {
      const where = formatLocation(d.location);
      const head = `${where ? paint.bold(`${where}: `) : ""}${label}${paint.dim(`[${d.kind}]`)}: `;
      return `${head}${d.message}\n${paint.cyan("  hint:")} ${d.hint}\n`;
    })
    .join("");
}

/**
 * What every command shares: its declaration (options, help), a strict argument parser (anything
 * undeclared is a usage error, exit 2, never silently ignored), the process it runs in (streams,
 * environment, cwd: fakes in tests), and how diagnostics are printed.
 */
import { fail, formatLocation, type Diagnostic } from "../diagnostics/gen-error.ts";
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
  options: OptionSpec[];
  /** Paragraphs shown under the usage line in `<command> --help`. */
  details: string[];
  examples: string[];
  /** Returns the exit code: 0 success, 1 a check failed; GenErrors thrown here become exit 2. */
  run(ctx: CommandContext): Promise<number>;
}

export interface CommandContext {
  io: CliIo;
  /** The directory holding spec/revisions.yaml (found from the cwd upwards). */
  projectRoot: string;
  args: ParsedArgs;
  /** Colour for stdout and for stderr (each decided on its own stream). */
  paint: { out: Painter; err: Painter };
}

export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Record<string, string | undefined>;
  cwd: string;
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

export interface ParsedArgs {
  positionals: string[];
  flag(name: string): boolean;
  value(name: string): string | undefined;
  values(name: string): string[];
}

export function parseArgs(command: Command, argv: readonly string[]): ParsedArgs {
  const seen = new Map<string, string[]>();
  const positionals: string[] = [];
  let onlyPositionals = false;
  const queue = [...argv];
  for (let arg = queue.shift(); arg !== undefined; arg = queue.shift()) {
    if (onlyPositionals || !arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyPositionals = true;
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    const spec = command.options.find((o) => o.name === name);
    if (!spec) fail("usage/unknown-option", { option: name, command: command.name });
    let value = eq >= 0 ? arg.slice(eq + 1) : "";
    if (spec.value === undefined && eq >= 0)
      fail("usage/bad-value", { option: name, value, allowed: "no value" });
    if (spec.value !== undefined && eq < 0) {
      const next = queue[0];
      if (next === undefined || (next.startsWith("--") && next.length > 2))
        fail("usage/missing-value", { option: name });
      value = next;
      queue.shift();
    }
    if (spec.value !== undefined && value === "") fail("usage/missing-value", { option: name });
    if (spec.choices && !spec.choices.includes(value))
      fail("usage/bad-value", { option: name, value, allowed: spec.choices.join(", ") });
    const list = seen.get(name) ?? [];
    if (list.length > 0 && !spec.repeatable)
      fail("usage/conflicting-options", { option: name, reason: "is given more than once" });
    seen.set(name, [...list, value]);
  }
  const extra = positionals[command.positionals?.length ?? 0];
  if (extra !== undefined) fail("usage/unexpected-argument", { argument: extra, command: command.name });
  return {
    positionals,
    flag: (name) => seen.has(name),
    value: (name) => seen.get(name)?.[0],
    values: (name) => seen.get(name) ?? [],
  };
}

/** Colour only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function useColor(stream: OutputStream, env: CliIo["env"]): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

export type Painter = Record<"red" | "yellow" | "cyan" | "bold" | "dim", (text: string) => string>;

export function painter(enabled: boolean): Painter {
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

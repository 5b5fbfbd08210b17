/**
 * What every command shares: its declaration, a strict argument parser (anything undeclared is a
 * usage error), the process it runs in (fakes in tests), and how diagnostics are printed.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs as nodeParseArgs } from "node:util";
import { fail, formatLocation, type Diagnostic } from "../diagnostics/gen-error.ts";
import { MANIFEST_PATH } from "../inputs/load-manifest.ts";
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
  /** What to print on stdout, with exit code 1 when a check failed (else 0); a GenError thrown is exit 2. */
  run(ctx: CommandContext): Promise<string | { output: string; exitCode: number }>;
}

export type CommandContext = ReturnType<typeof commandContext>;

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

/** A pipeline context (the project found from the cwd upwards), the parsed arguments, stderr's colours. */
export function commandContext(command: Command, argv: readonly string[], io: CliIo, paint: Painter) {
  const args = parseArgs(command, argv);
  const rootFlags = Object.fromEntries(ROOT_OPTIONS.map((o) => [o.name, args.value(o.name)]));
  const { cwd, env } = io;
  const pipeline: PipelineContext = { projectRoot: findProjectRoot(cwd), cwd, env, rootFlags };
  return { ...pipeline, io, args, paint };
}

/** The nearest directory, from the cwd upwards, that holds spec/revisions.yaml. */
function findProjectRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, MANIFEST_PATH))) return dir;
    // At the file-system root: fall back to the cwd, so the error names the manifest it expected there.
    if (dirname(dir) === dir) return cwd;
  }
}

/** node:util's tokens, checked here so that each usage mistake is a catalogue diagnostic. */
function parseArgs(command: Command, argv: readonly string[]) {
  const declared = [...command.options, HELP_OPTION];
  const options = Object.fromEntries(
    declared.map((o) => [o.name.slice(2), { type: o.value ? "string" : "boolean" } as const]),
  );
  const { tokens, positionals } = nodeParseArgs({ args: [...argv], options, strict: false, tokens: true });
  const seen = new Map<string, string[]>();
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    // As written, up to any "=": node splits a short group (-xyz) into options of its own.
    const name = String(argv[token.index]).replace(/=.*/s, "");
    const spec = declared.find((o) => o.name === name);
    if (!spec) fail("usage/unknown-option", { option: name, command: command.name });
    const value = token.value ?? "";
    if (spec.value === undefined && token.value !== undefined)
      fail("usage/bad-value", { option: name, value, allowed: "no value" });
    // node takes the next argument as the value even when it is another option (`--out --check`).
    if (spec.value !== undefined && (value === "" || (!token.inlineValue && /^--./.test(value))))
      fail("usage/missing-value", { option: name });
    if (spec.choices && !spec.choices.includes(value))
      fail("usage/bad-value", { option: name, value, allowed: spec.choices.join(", ") });
    if (seen.has(name) && !spec.repeatable)
      fail("usage/conflicting-options", { option: name, reason: "is given more than once" });
    seen.set(name, [...(seen.get(name) ?? []), value]);
  }
  const extra = positionals[command.positionals?.length ?? 0];
  if (extra !== undefined) fail("usage/unexpected-argument", { argument: extra, command: command.name });
  return {
    positionals,
    flag: (name: string) => seen.has(name),
    value: (name: string) => seen.get(name)?.[0],
    values: (name: string) => seen.get(name) ?? [],
  };
}

/** Colour only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function useColor(stream: OutputStream, env: CliIo["env"]): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

type Painter = ReturnType<typeof painter>;

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

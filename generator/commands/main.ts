/**
 * `main(argv, io)` runs one command and returns its exit code, without touching process globals
 * (tests call it with fake streams). Help is rendered from the command declarations, which load
 * nothing of the pipeline: a command imports what it runs only when it runs.
 */
import { fail, GenError } from "../diagnostics/gen-error.ts";
import { npmRun } from "../diagnostics/catalogue.ts";
import { suggest } from "../util/did-you-mean.ts";
import { generatorVersion } from "../util/files.ts";
import { HELP_OPTION, painter, renderDiagnostics, useColor } from "./command.ts";
import type { CliIo, Command } from "./command.ts";
import { diffCommand } from "./diff-command.ts";
import { genCommand } from "./gen-command.ts";
import { parseArgs } from "./parse-args.ts";
import { releaseCommand } from "./release-command.ts";
import { specSyncCommand } from "./spec-sync-command.ts";

export const COMMANDS: readonly Command[] = [genCommand, diffCommand, releaseCommand, specSyncCommand];

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const paint = painter(useColor(io.stderr, io.env));
  try {
    const [name, ...rest] = argv;
    if (name === undefined) {
      io.stderr.write(mainHelp());
      return 2;
    }
    if (name === "--version" || name === "-v") {
      io.stdout.write(`mcp-errgen ${generatorVersion()}\n`);
      return 0;
    }
    if (name === "--help" || name === "-h" || name === "help") {
      const topic = name === "help" ? rest[0] : undefined;
      io.stdout.write(topic === undefined ? mainHelp() : commandHelp(findCommand(topic)));
      return 0;
    }
    const command = findCommand(name);
    // --help or -h before any `--`.
    const options = rest.includes("--") ? rest.slice(0, rest.indexOf("--")) : rest;
    if (options.includes("--help") || options.includes("-h")) {
      io.stdout.write(commandHelp(command));
      return 0;
    }
    const args = parseArgs(command, rest);
    const { commandContext } = await import("./context.ts");
    const result = await command.run(commandContext(command, args, io, paint));
    const { output, exitCode } = typeof result === "string" ? { output: result, exitCode: 0 } : result;
    io.stdout.write(output);
    return exitCode;
  } catch (error) {
    if (error instanceof GenError) {
      io.stderr.write(renderDiagnostics(error.diagnostics, paint));
      return 2;
    }
    const stack = (error as Error)?.stack ?? String(error);
    io.stderr.write(
      `${paint.red(paint.bold("internal error"))}: this is a bug in mcp-errgen, not in your input\n` +
        `${stack}\n`,
    );
    return 2;
  }
}

function findCommand(name: string): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (command) return command;
  const suggestion = suggest(
    name,
    COMMANDS.map((c) => c.name),
  );
  return fail("usage/unknown-command", { command: name, ...(suggestion && { suggestion }) });
}

const EXIT_CODES = [
  "Exit codes:",
  "  0  success",
  "  1  a check failed: stale output (gen --check), or a diff at or above --fail-on",
  "  2  bad input or usage: a missing or altered spec file, an invalid register, an unknown",
  "     revision, command or option; also an internal error (printed with its stack)",
  "",
];

/** `label  description` lines, the descriptions aligned two spaces after the longest label. */
function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, text]) => `  ${label.padEnd(width)}${text}`);
}

function mainHelp(): string {
  return [
    "mcp-errgen: generates the mcp-errors package (per-revision MCP error codes, constructors,",
    "guards, HTTP status maps and translations) from the MCP spec schemas and spec/errors.yaml.",
    "",
    "Usage: npm run <command> -- [options]",
    "",
    "Commands:",
    ...table(COMMANDS.map((c) => [c.name, c.summary])),
    "",
    "Run `npm run <command> -- --help` for a command's options (e.g. `npm run gen -- --help`).",
    "",
    ...EXIT_CODES,
    "Environment:",
    "  MCP_SPEC_DIR              the MCP spec repository (same as --spec)",
    "  MCP_SPEC_PRERELEASE_DIR   the pre-release snapshots (same as --prerelease-spec)",
    "  NO_COLOR                  any non-empty value turns colour off (it is also off when not a terminal)",
    "",
  ].join("\n");
}

function commandHelp(command: Command): string {
  const lines = [`Usage: ${npmRun(command.usage)}`, "", command.summary, ""];
  for (const paragraph of command.details ?? []) lines.push(paragraph, "");
  const positionals = command.positionals ?? [];
  if (positionals.length > 0)
    lines.push("Arguments:", ...table(positionals.map((p) => [p.name, p.description])), "");
  const options = [...command.options, HELP_OPTION].map(
    (o) =>
      [
        o.value ? `${o.name} ${o.choices ? o.choices.join("|") : o.value}` : o.name,
        `${o.description}${o.repeatable ? " (repeatable)" : ""}`,
      ] as const,
  );
  lines.push("Options:", ...table(options), "");
  if (command.examples.length > 0) lines.push("Examples:", ...command.examples.map((e) => `  ${e}`), "");
  return [...lines, ...EXIT_CODES].join("\n");
}

/**
 * The CLI: `main(argv, io)` parses the command line, runs one command and returns its exit code.
 * It never touches process globals, so tests call it in-process with fake streams.
 */
import { fail, GenError } from "../diagnostics/gen-error.ts";
import { generatorVersion } from "../util/generator-root.ts";
import { parseArgs, wantsHelp } from "./args.ts";
import type { Command } from "./command.ts";
import { diffCommand } from "./diff.ts";
import { genCommand } from "./gen.ts";
import { releaseCommand } from "./release.ts";
import { specSyncCommand } from "./spec-sync.ts";
import { commandHelp, mainHelp } from "./help.ts";
import { painter, useColor, type CliIo } from "./io.ts";
import { findProjectRoot } from "./project-root.ts";
import { renderDiagnostics } from "./render-diagnostics.ts";

export const COMMANDS: readonly Command[] = [genCommand, diffCommand, releaseCommand, specSyncCommand];

export type { CliIo } from "./io.ts";

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const paint = { out: painter(useColor(io.stdout, io.env)), err: painter(useColor(io.stderr, io.env)) };
  try {
    const [name, ...rest] = argv;
    if (name === undefined) {
      io.stderr.write(mainHelp(COMMANDS));
      return 2;
    }
    if (name === "--version" || name === "-v") {
      io.stdout.write(`mcp-errgen ${generatorVersion()}\n`);
      return 0;
    }
    if (name === "--help" || name === "-h" || name === "help") {
      const topic = name === "help" ? rest[0] : undefined;
      io.stdout.write(topic === undefined ? mainHelp(COMMANDS) : commandHelp(findCommand(topic)));
      return 0;
    }
    const command = findCommand(name);
    if (wantsHelp(rest)) {
      io.stdout.write(commandHelp(command));
      return 0;
    }
    const args = parseArgs(command.name, command.options, command.positionals, rest);
    return await command.run({ io, projectRoot: findProjectRoot(io.cwd), args, paint });
  } catch (error) {
    if (error instanceof GenError) {
      io.stderr.write(renderDiagnostics(error.diagnostics, paint.err));
      return 2;
    }
    const stack = (error as Error)?.stack ?? String(error);
    io.stderr.write(
      `${paint.err.red(paint.err.bold("internal error"))}: this is a bug in mcp-errgen, not in your input\n` +
        `${stack}\n`,
    );
    return 2;
  }
}

function findCommand(name: string): Command {
  return COMMANDS.find((c) => c.name === name) ?? fail("usage/unknown-command", { command: name });
}

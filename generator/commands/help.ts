/** Help texts, rendered from the command definitions so options and help cannot drift apart. */
import type { OptionSpec } from "./args.ts";
import { npmRun } from "../diagnostics/npm-run.ts";
import type { Command } from "./command.ts";

export const EXIT_CODES = [
  "0  success",
  "1  a check failed: stale output (gen --check), or a diff at or above --fail-on",
  "2  bad input or usage: a missing or altered spec file, an invalid register, an unknown",
  "   revision, command or option; also an internal error (printed with its stack)",
];

const ENVIRONMENT = [
  "MCP_SPEC_DIR              the MCP spec repository (same as --spec)",
  "MCP_SPEC_PRERELEASE_DIR   the pre-release snapshots (same as --prerelease-spec)",
  "NO_COLOR                  any non-empty value turns colour off (it is also off when not a terminal)",
];

export function mainHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 2;
  return [
    "mcp-errgen: generates the mcp-errors package (per-revision MCP error codes, constructors,",
    "guards, HTTP status maps and translations) from the MCP spec schemas and spec/errors.yaml.",
    "",
    "Usage: npm run <command> -- [options]",
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    "",
    "Run `npm run <command> -- --help` for a command's options (e.g. `npm run gen -- --help`).",
    "",
    "Exit codes:",
    ...EXIT_CODES.map((line) => `  ${line}`),
    "",
    "Environment:",
    ...ENVIRONMENT.map((line) => `  ${line}`),
    "",
  ].join("\n");
}

export function commandHelp(command: Command): string {
  const lines = [`Usage: ${npmRun(command.usage)}`, "", command.summary, ""];
  for (const paragraph of command.details) lines.push(paragraph, "");
  if (command.positionals.length > 0) {
    lines.push("Arguments:");
    const width = Math.max(...command.positionals.map((p) => p.name.length)) + 2;
    for (const p of command.positionals) lines.push(`  ${p.name.padEnd(width)}${p.description}`);
    lines.push("");
  }
  lines.push("Options:", ...optionLines(command.options), "");
  if (command.examples.length > 0) lines.push("Examples:", ...command.examples.map((e) => `  ${e}`), "");
  lines.push("Exit codes:", ...EXIT_CODES.map((line) => `  ${line}`), "");
  return lines.join("\n");
}

function optionLines(options: readonly OptionSpec[]): string[] {
  const label = (o: OptionSpec) =>
    o.value ? `${o.name} ${o.choices ? o.choices.join("|") : o.value}` : o.name;
  const width = Math.max(...options.map((o) => label(o).length)) + 2;
  return options.map(
    (o) => `  ${label(o).padEnd(width)}${o.description}${o.repeatable ? " (repeatable)" : ""}`,
  );
}

/** `release`: the next mcp-errors version and changelog entry, from what changed since the last release. */
import { HELP_OPTION, ROOT_OPTIONS, pipelineContext, type Command, type CommandContext } from "./command.ts";

export const releaseCommand: Command = {
  name: "release",
  summary: "show (--dry-run) or record the next mcp-errors version and its changelog entry",
  usage: "release [--dry-run]",
  details: [
    "Compares the package's public surface (module exports, each revision's table values, wording)\n" +
      "with the last release's, recorded in spec/release/baseline.json. Removed or changed exports and\n" +
      "table values are breaking, new revisions, conditions, constants and exports are additions, and\n" +
      "messages are wording. Before 1.0.0 a breaking change bumps the minor number and anything else the\n" +
      "patch number; from 1.0.0 on, breaking -> major, additions -> minor, wording -> patch.\n" +
      "`gen` already writes that version to generated/package.json and the entry to\n" +
      "generated/CHANGELOG.md; `release` without --dry-run records the release, so that the next\n" +
      "changes are measured from it.",
  ],
  options: [
    { name: "--dry-run", description: "print the version and the entry; record nothing" },
    ...ROOT_OPTIONS,
    HELP_OPTION,
  ],
  examples: ["npm run release -- --dry-run", "npm run release"],
  run: runReleaseCommand,
};

async function runReleaseCommand(ctx: CommandContext): Promise<number> {
  const { runRelease } = await import("../edit/record-release.ts");
  const result = await runRelease(pipelineContext(ctx), { dryRun: ctx.args.flag("--dry-run") });
  ctx.io.stdout.write(result.report);
  return 0;
}

/** `release`'s declaration: the next mcp-errors version and changelog entry, from what changed since the last release. */
import { ROOT_OPTIONS, type Command, type CommandContext } from "./command.ts";

export const releaseCommand: Command = {
  name: "release",
  summary: "show (--dry-run) or record the next mcp-errors version and its changelog entry",
  usage: "release [--dry-run]",
  options: [
    { name: "--dry-run", description: "print the version and the entry; record nothing" },
    ...ROOT_OPTIONS,
  ],
  examples: ["npm run release -- --dry-run", "npm run release"],
  async run(ctx: CommandContext) {
    const { runRelease } = await import("../edit/record-release.ts");
    return (await runRelease(ctx, { dryRun: ctx.args.flag("--dry-run") })).report;
  },
};

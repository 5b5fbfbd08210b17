/** `spec:sync`'s declaration; what it runs is in spec-sync.ts, loaded when it runs. */
import type { Command } from "./command.ts";

export const specSyncCommand: Command = {
  name: "spec:sync",
  summary: "fill spec/upstream/ (or another root's directory) with the pinned spec inputs",
  usage: "spec:sync --from <dir|git-url> [--root NAME] [--update-pins]",
  options: [
    {
      name: "--from",
      value: "SOURCE",
      description: "a directory laid out like the spec repository, or a git URL",
    },
    { name: "--root", value: "NAME", description: 'the spec root to fill (default: "spec")' },
    {
      name: "--update-pins",
      description: "accept schema files whose hash differs from the pin (rewrites them)",
    },
  ],
  examples: [
    "npm run spec:sync -- --from ../shared/mcp-spec",
    "npm run spec:sync -- --from https://github.com/modelcontextprotocol/modelcontextprotocol",
    "npm run spec:sync -- --from ../shared/mcp-spec-prerelease --root prerelease",
  ],
  run: async (ctx) => (await import("./spec-sync.ts")).runSpecSync(ctx),
};

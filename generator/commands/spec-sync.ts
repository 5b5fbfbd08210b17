/** `spec:sync`: fill a spec root's default directory from a local copy or a git URL, at the pinned commit. */
import { fail } from "../diagnostics/gen-error.ts";
import { loadManifest } from "../inputs/load-manifest.ts";
import { syncSpec } from "../edit/spec-sync.ts";
import { renderDiagnostics, type Command, type CommandContext } from "./command.ts";

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
  async run(ctx: CommandContext) {
    const from = ctx.args.value("--from");
    if (!from) fail("usage/missing-argument", { what: "--from", usage: specSyncCommand.usage });
    const result = syncSpec(loadManifest(ctx.projectRoot), {
      from,
      root: ctx.args.value("--root") ?? "spec",
      projectRoot: ctx.projectRoot,
      cwd: ctx.cwd,
      updatePins: ctx.args.flag("--update-pins"),
    });
    const how = result.commits ? `git, commit ${result.commits.join(", ")}` : "directory copy";
    const lines = [
      `synced ${result.target}/ from ${from} (${how}): ${result.files} files; ` +
        `${result.revisions - result.pinUpdates.length} of ${result.revisions} pins verified`,
      ...result.pinUpdates.map((u) => `  updated pin of ${u.revision}: ${u.from} -> ${u.to}`),
    ];
    ctx.io.stderr.write(renderDiagnostics(result.warnings, ctx.paint, "warning"));
    return lines.join("\n") + "\n";
  },
};

/** `spec:sync`: fill a spec root's default directory from a local copy or a git URL, at the pinned commit. */
import { fail } from "../diagnostics/gen-error.ts";
import { loadManifest } from "../inputs/load-manifest.ts";
import { syncSpec } from "../edit/spec-sync.ts";
import { renderDiagnostics, type CommandContext } from "./command.ts";

export async function runSpecSync(ctx: CommandContext) {
  const from = ctx.args.value("--from");
  if (!from) fail("usage/missing-argument", { what: "--from", usage: ctx.command.usage });
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
}

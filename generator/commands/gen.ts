/** `gen`: regenerate generated/, check it (--check), dump models, or edit the manifest's pins and revisions. */
import { resolve } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { addRevision } from "../edit/add-revision.ts";
import { pinUpdates, writePinUpdates } from "../edit/update-pins.ts";
import type { Era, RevisionStatus } from "../model/merged-model.ts";
import { generate, loadInputs, renderDump, type StageTimings } from "../pipeline/pipeline.ts";
import { shownPath } from "../write/shown-path.ts";
import { isUpToDate } from "../write/tree.ts";
import { renderDiagnostics, type CommandContext } from "./command.ts";
import { ADD_REVISION_OPTIONS, MODES, REVISION_MODES } from "./gen-modes.ts";
import { startProgress, type Progress } from "./progress.ts";
import { staleReport } from "./stale-report.ts";

export async function runGen(ctx: CommandContext) {
  const { args, io } = ctx;
  const [mode, second] = MODES.filter((m) => args.flag(m));
  const conflict = (option: string, reason: string) => fail("usage/conflicting-options", { option, reason });
  if (second !== undefined) conflict(second, `cannot be combined with ${mode}`);
  for (const option of ADD_REVISION_OPTIONS)
    if (args.flag(option) && mode !== "--add-revision") conflict(option, "only applies with --add-revision");
  if (args.flag("--revision") && !(mode && REVISION_MODES.has(mode)))
    conflict(
      "--revision",
      "narrows --dump-model, --dump-merged or --update-pins; gen and --check always build every revision",
    );
  if (args.flag("--out") && mode !== undefined && mode !== "--check")
    conflict("--out", `does not apply to ${mode}`);

  const label =
    mode === "--add-revision" ? `gen --add-revision ${args.value(mode)}` : `gen${mode ? ` ${mode}` : ""}`;
  const progress = startProgress(ctx, label);
  const { timings } = progress;
  try {
    if (mode === "--dump-model" || mode === "--dump-merged")
      return await renderDump(ctx, mode, args.values("--revision"), timings);
    if (mode === "--update-pins") return updatePins(ctx);
    if (mode === "--add-revision") return await addNewRevision(ctx, timings);
    return await generateOrCheck(ctx, progress, mode === "--check");
  } finally {
    progress.done();
    if (args.flag("--timings")) io.stderr.write(JSON.stringify({ timings: timings.toJSON() }) + "\n");
  }
}

async function generateOrCheck(ctx: CommandContext, progress: Progress, check: boolean) {
  const { cwd, io, paint } = ctx;
  const outOption = ctx.args.value("--out");
  const outDir = outOption ? resolve(cwd, outOption) : resolve(ctx.projectRoot, "generated");
  const shown = `${shownPath(cwd, outDir)}/`;
  const result = await generate(ctx, { outDir, check, derived: !outOption }, progress.timings);
  progress.done();
  const { comparison: c, derived } = result;
  io.stderr.write(renderDiagnostics(result.warnings, paint, "warning"));
  if (check && (!isUpToDate(c) || derived.length > 0)) {
    io.stderr.write(staleReport(c, derived, shown, paint));
    return { output: "", exitCode: 1 };
  }
  return (
    (derived.length > 0
      ? `rewrote ${derived.length} derived file(s) outside ${shown}: ${derived.join(", ")}\n`
      : "") +
    (c.link !== undefined ? `replaced the symbolic link ${shown} (to ${c.link}) with a directory\n` : "") +
    (result.wrote
      ? `wrote ${shown} (${result.files} files: ${c.missing.length} added, ${c.stale.length} changed, ` +
        `${c.extra.length} removed)\n`
      : `${shown} is up to date (${result.files} files)\n`)
  );
}

function updatePins(ctx: CommandContext): string {
  const revisions = ctx.args.values("--revision");
  const { manifest, sources } = loadInputs(ctx, { revisions, verifyPins: false });
  const updates = pinUpdates(sources);
  writePinUpdates(ctx.projectRoot, manifest.file, updates);
  if (updates.length === 0)
    return `all ${sources.length} pins match their schema files; ${manifest.file} is unchanged\n`;
  const lines = updates.map((u) => `  ${u.revision}  ${u.file}\n    ${u.from} -> ${u.to}`);
  return (
    `updated ${updates.length} pin(s) in ${manifest.file}:\n${lines.join("\n")}\n` +
    "review what changed with `npm run diff`, then run `npm run gen`\n"
  );
}

const ADD_REVISION_USAGE =
  "gen --add-revision <id> --schema <path> [--status final|draft|prerelease] [--era legacy|modern]";

async function addNewRevision({ args, ...ctx }: CommandContext, timings: StageTimings): Promise<string> {
  const id = args.value("--add-revision") ?? ""; // the parser refuses the option without its id
  const schema = args.value("--schema");
  if (!schema)
    fail("usage/missing-argument", { what: "--schema for --add-revision", usage: ADD_REVISION_USAGE });
  const like = args.value("--like");
  const status = args.value("--status") as RevisionStatus | undefined;
  const era = args.value("--era") as Era | undefined;
  const { entry, file, onboarded } = await addRevision(ctx, { id, schema, status, era, like }, timings);
  const added =
    `added revision ${entry.id} to ${file} (${entry.status}, ${entry.era}, root ${entry.root}: ` +
    `${entry.schema}, sha256 ${entry.sha256})\n`;
  if (onboarded === undefined)
    return (
      `${added}next: run \`npm run gen\`; ` +
      "it lists everything in the new schema that spec/errors.yaml does not cover yet\n"
    );
  const { applied, stubs } = onboarded;
  const next =
    stubs.length === 0
      ? `nothing needs judgement: run \`npm run gen\`, then \`npm run diff -- ${like} ${entry.id}\`\n`
      : `${stubs.length} stubs (todo:) need a decision and a citation before \`npm run gen\` runs:\n` +
        stubs.map((s) => `  ${s}\n`).join("");
  return `${added}added ${entry.id} next to ${like} in ${applied.length} lists of spec/errors.yaml\n${next}`;
}

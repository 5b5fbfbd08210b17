/** `gen`: regenerate generated/, check it (--check), dump models, or edit the manifest's pins and revisions. */
import { resolve } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { addRevision } from "../edit/add-revision.ts";
import { pinUpdates, writePinUpdates } from "../edit/update-pins.ts";
import type { Era, RevisionStatus } from "../model/merged-model.ts";
import { generate, loadInputs, renderDump, StageTimings } from "../pipeline/pipeline.ts";
import { shownPath } from "../write/shown-path.ts";
import { isUpToDate } from "../write/tree.ts";
import { renderDiagnostics, ROOT_OPTIONS, type Command, type CommandContext } from "./command.ts";

const MODES = ["--check", "--dump-model", "--dump-merged", "--update-pins", "--add-revision"] as const;
const REVISION_MODES = new Set<string>(["--dump-model", "--dump-merged", "--update-pins"]);
const ADD_REVISION_OPTIONS = ["--schema", "--status", "--era", "--like"];

export const genCommand: Command = {
  name: "gen",
  summary: "regenerate generated/ from the spec schemas and spec/errors.yaml",
  usage: "gen [--check] [--out DIR] [--spec DIR] [--prerelease-spec DIR] [--timings]",
  details: [`Modes, one at a time: ${MODES.join(", ")}.`],
  options: [
    { name: "--check", description: "compare with the output directory instead of writing; exit 1 if stale" },
    { name: "--out", value: "DIR", description: "output directory (default: generated/)" },
    ...ROOT_OPTIONS,
    { name: "--dump-model", description: "print every revision's schema model as stable JSON" },
    { name: "--dump-merged", description: "print the merged model (schemas plus register) as stable JSON" },
    { name: "--revision", value: "R", repeatable: true, description: "narrow a dump or --update-pins to R" },
    { name: "--update-pins", description: "accept the schema files as they are: rewrite their pins" },
    { name: "--add-revision", value: "ID", description: "add revision ID to spec/revisions.yaml" },
    { name: "--schema", value: "PATH", description: "the new revision's schema.ts, inside a spec root" },
    {
      name: "--status",
      value: "S",
      choices: ["final", "draft", "prerelease"],
      description: "the new revision's status (default: final for a date id)",
    },
    {
      name: "--era",
      value: "E",
      choices: ["legacy", "modern"],
      description: "the new revision's era (default: modern)",
    },
    { name: "--like", value: "PREV", description: "also add the id to spec/errors.yaml wherever PREV is" },
    { name: "--timings", description: "print per-stage timings as one JSON line on stderr" },
  ],
  examples: [
    "npm run gen -- --check",
    "npm run gen -- --dump-model --revision 2026-07-28",
    "npm run gen -- --add-revision 2027-01-15 --schema spec/upstream/schema/2027-01-15/schema.ts --like 2026-07-28",
  ],
  run: runGen,
};

async function runGen(ctx: CommandContext) {
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

  const timings = new StageTimings();
  try {
    if (mode === "--dump-model" || mode === "--dump-merged")
      return await renderDump(ctx, mode, args.values("--revision"), timings);
    if (mode === "--update-pins") return updatePins(ctx);
    if (mode === "--add-revision") return await addNewRevision(ctx);
    return await generateOrCheck(ctx, timings, mode === "--check");
  } finally {
    if (args.flag("--timings")) io.stderr.write(JSON.stringify({ timings: timings.toJSON() }) + "\n");
  }
}

async function generateOrCheck(ctx: CommandContext, timings: StageTimings, check: boolean) {
  const { cwd, io, paint } = ctx;
  const outOption = ctx.args.value("--out");
  const outDir = outOption ? resolve(cwd, outOption) : resolve(ctx.projectRoot, "generated");
  const shown = `${shownPath(cwd, outDir)}/`;
  const result = await generate(ctx, { outDir, check, derived: !outOption }, timings);
  const { comparison: c, derived } = result;
  io.stderr.write(renderDiagnostics(result.warnings, paint, "warning"));
  if (check && (!isUpToDate(c) || derived.length > 0)) {
    const what = isUpToDate(c) ? derived.join(", ") : shown;
    const lines = [`${paint.red(paint.bold("stale"))}: ${what} does not match what gen would write`];
    // Every file is missing from a link, which gen replaces: one line says it.
    if (c.link !== undefined)
      lines.push(`  changed  ${shown} (a symbolic link to ${c.link}, not a directory)`);
    for (const file of c.stale) {
      const how = file.notAFile ? `${file.notAFile}, not a regular file` : `from line ${file.line}`;
      lines.push(`  changed  ${shown}${file.path} (${how})`);
    }
    if (c.link === undefined) lines.push(...c.missing.map((path) => `  missing  ${shown}${path}`));
    lines.push(...c.extra.map((path) => `  extra    ${shown}${path}`));
    lines.push(...derived.map((path) => `  changed  ${path}`));
    io.stderr.write(
      `${lines.join("\n")}\n${paint.cyan("  hint:")} run \`npm run gen\` and commit the result\n`,
    );
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

async function addNewRevision({ args, ...ctx }: CommandContext): Promise<string> {
  const id = args.value("--add-revision") ?? ""; // the parser refuses the option without its id
  const schema = args.value("--schema");
  if (!schema)
    fail("usage/missing-argument", { what: "--schema for --add-revision", usage: ADD_REVISION_USAGE });
  const like = args.value("--like");
  const status = args.value("--status") as RevisionStatus | undefined;
  const era = args.value("--era") as Era | undefined;
  const { entry, file, onboarded } = await addRevision(ctx, { id, schema, status, era, like });
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

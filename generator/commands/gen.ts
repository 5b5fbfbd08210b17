/** `gen`: regenerate generated/, check it (--check), dump models, or edit the manifest's pins and revisions. */
import { relative, resolve } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { addRevision as addNewRevision } from "../edit/add-revision.ts";
import type { Era, RevisionStatus } from "../model/merged-model.ts";
import { isUpToDate, type TreeComparison } from "../write/tree.ts";
import {
  generate,
  renderMergedDump,
  renderSchemaDump,
  loadInputs,
  StageTimings,
  type PipelineContext,
} from "../pipeline/pipeline.ts";
import { pinUpdates, writePinUpdates } from "../edit/update-pins.ts";
import { renderWarnings } from "./render-diagnostics.ts";
import { HELP_OPTION, ROOT_OPTIONS, pipelineContext, type Command, type CommandContext } from "./command.ts";

const MODES = ["--check", "--dump-model", "--dump-merged", "--update-pins", "--add-revision"] as const;
const REVISION_MODES = new Set<string>(["--dump-model", "--dump-merged", "--update-pins"]);
const ADD_REVISION_OPTIONS = ["--schema", "--status", "--era", "--like"];

export const genCommand: Command = {
  name: "gen",
  summary: "regenerate generated/ from the spec schemas and spec/errors.yaml",
  usage: "gen [--check] [--out DIR] [--spec DIR] [--prerelease-spec DIR] [--timings]",
  positionals: [],
  details: [
    "Runs the pipeline: load inputs (checking every schema against its sha256 pin in spec/revisions.yaml),\n" +
      "extract the schemas, load and check the register (with its citations), merge, emit, format with\n" +
      "Prettier and validate. Nothing is written unless every stage succeeds; the output directory is then\n" +
      "replaced in one swap, and a failed run leaves it byte-identical. A second run while one is writing\n" +
      "fails at once with output/locked rather than waiting.",
    "Other modes (one at a time):\n" +
      "  --check                       compare instead of writing; exit 1 on stale, missing or extra files\n" +
      "  --dump-model [--revision R]   print the schema model as stable JSON\n" +
      "  --dump-merged [--revision R]  print the merged model (schemas plus register) as stable JSON\n" +
      "  --update-pins [--revision R]  accept the schema files as they are: rewrite their sha256 pins\n" +
      "  --add-revision ID --schema PATH [--status S] [--era E] [--like PREV]\n" +
      "                                add a revision to spec/revisions.yaml; its root comes from PATH.\n" +
      "                                --like also adds it to spec/errors.yaml wherever PREV is and the\n" +
      "                                schema agrees, and stubs (todo:) what needs judgement",
  ],
  options: [
    {
      name: "--check",
      description: "render in memory and compare with the output directory; exit 1 if stale",
    },
    { name: "--out", value: "DIR", description: "output directory (default: generated/)" },
    ...ROOT_OPTIONS,
    { name: "--dump-model", description: "print every revision's schema model as stable JSON" },
    { name: "--dump-merged", description: "print the merged model (schemas plus register) as stable JSON" },
    {
      name: "--revision",
      value: "R",
      repeatable: true,
      description: "narrow a dump or --update-pins to revision R",
    },
    {
      name: "--update-pins",
      description: "rewrite the sha256 pins in spec/revisions.yaml to the current files",
    },
    {
      name: "--add-revision",
      value: "ID",
      description: "add revision ID to spec/revisions.yaml (needs --schema)",
    },
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
    {
      name: "--like",
      value: "PREV",
      description:
        "with --add-revision: add the new id to spec/errors.yaml wherever PREV is, and stub what needs judgement",
    },
    {
      name: "--timings",
      description: 'print per-stage timings as one JSON line on stderr: {"timings":{...}}',
    },
    HELP_OPTION,
  ],
  examples: [
    "npm run gen",
    "npm run gen -- --check",
    "npm run gen -- --dump-model --revision 2026-07-28",
    "npm run gen -- --add-revision 2027-01-15 --schema spec/upstream/schema/2027-01-15/schema.ts",
    "npm run gen -- --add-revision 2027-01-15 --schema spec/upstream/schema/2027-01-15/schema.ts --like 2026-07-28",
  ],
  run: runGen,
};

async function runGen(ctx: CommandContext): Promise<number> {
  const { args, io } = ctx;
  const [mode, second] = MODES.filter((m) => args.flag(m));
  if (second !== undefined)
    fail("usage/conflicting-options", { option: second, reason: `cannot be combined with ${mode}` });
  for (const option of ADD_REVISION_OPTIONS)
    if (args.flag(option) && mode !== "--add-revision")
      fail("usage/conflicting-options", { option, reason: "only applies with --add-revision" });
  if (args.flag("--revision") && !(mode && REVISION_MODES.has(mode)))
    fail("usage/conflicting-options", {
      option: "--revision",
      reason:
        "narrows --dump-model, --dump-merged or --update-pins; gen and --check always build every revision",
    });
  if (args.flag("--out") && mode !== undefined && mode !== "--check")
    fail("usage/conflicting-options", { option: "--out", reason: `does not apply to ${mode}` });

  const pipeline = pipelineContext(ctx);
  const timings = new StageTimings();
  try {
    switch (mode) {
      case "--dump-model":
        io.stdout.write(await renderSchemaDump(pipeline, args.values("--revision"), timings));
        return 0;
      case "--dump-merged":
        io.stdout.write(await renderMergedDump(pipeline, args.values("--revision"), timings));
        return 0;
      case "--update-pins":
        return updatePins(ctx, pipeline);
      case "--add-revision":
        return addRevision(ctx, pipeline);
      default:
        return await generateOrCheck(ctx, pipeline, timings, mode === "--check");
    }
  } finally {
    if (args.flag("--timings")) io.stderr.write(JSON.stringify({ timings: timings.toJSON() }) + "\n");
  }
}

async function generateOrCheck(
  ctx: CommandContext,
  pipeline: PipelineContext,
  timings: StageTimings,
  check: boolean,
): Promise<number> {
  const { io, paint } = ctx;
  const outOption = ctx.args.value("--out");
  const outDir = outOption ? resolve(io.cwd, outOption) : resolve(ctx.projectRoot, "generated");
  const shown = `${relative(io.cwd, outDir) || "."}/`;
  const result = await generate(pipeline, { outDir, check, derived: !outOption }, timings);
  const { comparison } = result;
  if (result.warnings.length > 0) io.stderr.write(renderWarnings(result.warnings, paint.err));
  if (check && (!isUpToDate(comparison) || result.derived.length > 0)) {
    io.stderr.write(renderStale(shown, comparison, result.derived, paint.err));
    return 1;
  }
  if (result.derived.length > 0)
    io.stdout.write(
      `rewrote ${result.derived.length} derived file(s) outside ${shown}: ${result.derived.join(", ")}\n`,
    );
  if (!result.wrote) {
    io.stdout.write(`${shown} is up to date (${result.files} files)\n`);
    return 0;
  }
  io.stdout.write(
    `wrote ${shown} (${result.files} files: ${comparison.missing.length} added, ${comparison.stale.length} changed, ` +
      `${comparison.extra.length} removed)\n`,
  );
  return 0;
}

function renderStale(
  shown: string,
  c: TreeComparison,
  derived: readonly string[],
  paint: CommandContext["paint"]["err"],
): string {
  const what = isUpToDate(c) ? derived.join(", ") : shown;
  const lines = [`${paint.red(paint.bold("stale"))}: ${what} does not match what gen would write`];
  for (const file of c.stale)
    lines.push(
      `  changed  ${shown}${file.path} (${file.notAFile ? `${file.notAFile}, not a regular file` : `from line ${file.line}`})`,
    );
  for (const path of c.missing) lines.push(`  missing  ${shown}${path}`);
  for (const path of c.extra) lines.push(`  extra    ${shown}${path}`);
  for (const path of derived) lines.push(`  changed  ${path}`);
  lines.push(`${paint.cyan("  hint:")} run \`npm run gen\` and commit the result`);
  return lines.join("\n") + "\n";
}

function updatePins(ctx: CommandContext, pipeline: PipelineContext): number {
  const { manifest, sources } = loadInputs(pipeline, {
    revisions: ctx.args.values("--revision"),
    verifyPins: false,
  });
  const updates = pinUpdates(sources);
  writePinUpdates(ctx.projectRoot, manifest.file, updates);
  if (updates.length === 0) {
    ctx.io.stdout.write(
      `all ${sources.length} pins match their schema files; ${manifest.file} is unchanged\n`,
    );
    return 0;
  }
  const lines = updates.map((u) => `  ${u.revision}  ${u.file}\n    ${u.from} -> ${u.to}`);
  ctx.io.stdout.write(
    `updated ${updates.length} pin(s) in ${manifest.file}:\n${lines.join("\n")}\n` +
      "review what changed with `npm run diff`, then run `npm run gen`\n",
  );
  return 0;
}

const ADD_REVISION_USAGE =
  "gen --add-revision <id> --schema <path> [--status final|draft|prerelease] [--era legacy|modern]";

async function addRevision(ctx: CommandContext, pipeline: PipelineContext): Promise<number> {
  const { args } = ctx;
  const id = args.value("--add-revision");
  const schema = args.value("--schema");
  if (id === undefined) fail("usage/missing-argument", { what: "a revision id", usage: ADD_REVISION_USAGE });
  if (!schema)
    fail("usage/missing-argument", {
      what: "--schema for --add-revision",
      usage: ADD_REVISION_USAGE,
    });
  const like = args.value("--like");
  const status = args.value("--status") as RevisionStatus | undefined;
  const era = args.value("--era") as Era | undefined;
  const { entry, file, onboarded } = await addNewRevision(pipeline, { id, schema, status, era, like });
  ctx.io.stdout.write(
    `added revision ${entry.id} to ${file} (${entry.status}, ${entry.era}, root ${entry.root}: ` +
      `${entry.schema}, sha256 ${entry.sha256})\n`,
  );
  if (onboarded === undefined) {
    ctx.io.stdout.write(
      "next: run `npm run gen`; it lists everything in the new schema that spec/errors.yaml does not cover yet\n",
    );
    return 0;
  }
  ctx.io.stdout.write(
    `added ${entry.id} next to ${like} in ${onboarded.applied.length} lists of spec/errors.yaml\n` +
      (onboarded.stubs.length === 0
        ? "nothing needs judgement: run `npm run gen`, then `npm run diff -- " + `${like} ${entry.id}` + "`\n"
        : `${onboarded.stubs.length} stubs (todo:) need a decision and a citation before \`npm run gen\` runs:\n` +
          onboarded.stubs.map((s) => `  ${s}\n`).join("")),
  );
  return 0;
}

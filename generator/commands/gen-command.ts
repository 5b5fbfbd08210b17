/** `gen`'s declaration: its options and help; what it runs is in gen.ts, loaded when it runs. */
import { QUIET_OPTION, ROOT_OPTIONS, type Command } from "./command.ts";
import { MODES } from "./gen-modes.ts";

export const genCommand: Command = {
  name: "gen",
  summary: "regenerate generated/ from the spec schemas and spec/errors.yaml",
  usage: "gen [--check] [--out DIR] [--spec DIR] [--prerelease-spec DIR] [--timings] [--quiet]",
  details: [
    `Modes, one at a time: ${MODES.join(", ")}.`,
    "On a terminal, a run that takes longer than a second or two shows its stage on stderr\n" +
      "(load, extract, register, merge, emit, format, validate, write or check); --quiet turns it off.",
  ],
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
    QUIET_OPTION,
  ],
  examples: [
    "npm run gen -- --check",
    "npm run gen -- --dump-model --revision 2026-07-28",
    "npm run gen -- --add-revision 2027-01-15 --schema spec/upstream/schema/2027-01-15/schema.ts --like 2026-07-28",
  ],
  run: async (ctx) => (await import("./gen.ts")).runGen(ctx),
};

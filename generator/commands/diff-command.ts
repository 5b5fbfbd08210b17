/** `diff`'s declaration; what it runs is in diff.ts, loaded when it runs. */
import { LEVELS } from "../diff/rules.ts";
import { QUIET_OPTION, ROOT_OPTIONS, type Command } from "./command.ts";
import { DIFF_USAGE, FORMATS } from "./diff-usage.ts";

export const diffCommand: Command = {
  name: "diff",
  summary: "compare two revisions (or a git ref with the working tree) for reviewers",
  usage: `${DIFF_USAGE} [--format F] [--fail-on LEVEL] [--quiet]`,
  positionals: [
    { name: "from", description: "the base revision id, e.g. 2025-11-25 (default: the second-newest final)" },
    { name: "to", description: "the head revision id, e.g. 2026-07-28 (default: the newest final)" },
  ],
  details: [
    "Every change has a rule id, a level (breaking, warning, info), a message, a source location and a\n" +
      "stable fingerprint. JSON is the source format; text, markdown and GitHub annotations are rendered\n" +
      "from it. Without --fail-on the exit status is 0 whatever the changes; with it, 1 when a change at\n" +
      "or above that level exists.",
  ],
  options: [
    {
      name: "--against",
      value: "REF",
      description: "compare the model at a git ref (e.g. origin/main) with the working tree",
    },
    { name: "--format", value: "F", choices: FORMATS, description: "output format (default: text)" },
    {
      name: "--fail-on",
      value: "LEVEL",
      choices: LEVELS,
      description: "exit 1 when a change at or above LEVEL exists",
    },
    ...ROOT_OPTIONS,
    QUIET_OPTION,
  ],
  examples: [
    "npm run diff -- 2025-11-25 2026-07-28",
    "npm run diff -- draft-2026-06-07 2026-07-28 --format markdown",
    "npm run diff -- --against origin/main --format github --fail-on breaking",
  ],
  run: async (ctx) => (await import("./diff.ts")).runDiffCommand(ctx),
};

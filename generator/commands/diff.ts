/** `diff`: what changes between two revisions' merged models, or between a git ref and the working tree. */
import { statSync } from "node:fs";
import { join } from "node:path";
import { fail } from "../diagnostics/gen-error.ts";
import { diffAgainst, diffRevisions } from "../diff/build-report.ts";
import { renderGithub, renderMarkdown, renderText, type ReportLinks } from "../diff/render.ts";
import type { DiffReport } from "../diff/report.ts";
import { LEVELS, type Level } from "../diff/rules.ts";
import { loadManifest } from "../inputs/load-manifest.ts";
import { pointAtEditsSince } from "../pipeline/model-at-ref.ts";
import { createModelLoader } from "../pipeline/pipeline.ts";
import { stableJson } from "../util/stable-json.ts";
import { ROOT_OPTIONS, useColor, type CliIo, type Command, type CommandContext } from "./command.ts";

const USAGE = "diff [<from> [<to>]] | diff --against <git-ref> [<revision>...]";
const FORMATS = ["text", "json", "markdown", "github"] as const;

export const diffCommand: Command = {
  name: "diff",
  summary: "compare two revisions (or a git ref with the working tree) for reviewers",
  usage: `${USAGE} [--format F] [--fail-on LEVEL]`,
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
  ],
  examples: [
    "npm run diff -- 2025-11-25 2026-07-28",
    "npm run diff -- draft-2026-06-07 2026-07-28 --format markdown",
    "npm run diff -- --against origin/main --format github --fail-on breaking",
  ],
  async run(ctx: CommandContext) {
    const { args, io, projectRoot } = ctx;
    const [from, to] = args.positionals;
    const manifest = loadManifest(projectRoot);
    return runDiff(
      {
        from,
        to,
        against: args.value("--against"),
        format: (args.value("--format") ?? "text") as DiffOptions["format"],
        failOn: args.value("--fail-on") as Level | undefined,
        color: useColor(io.stdout, io.env),
        links: reportLinks(projectRoot, io.env, manifest.upstream),
      },
      {
        revisions: manifest.revisions,
        loadModel: createModelLoader(ctx),
        pointAtEdits: (report, gitRef) => pointAtEditsSince(report, projectRoot, gitRef),
      },
    );
  },
};

/**
 * Blob URLs at the commit under review when GitHub Actions' variables say which, else links
 * relative to the repository root; project files as they are on disk.
 */
function reportLinks(projectRoot: string, env: CliIo["env"], upstream: ReportLinks["upstream"]): ReportLinks {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  const valid = repository && sha && /^[\w.-]+\/[\w.-]+$/.test(repository) && /^[0-9a-f]{7,64}$/.test(sha);
  return {
    isProjectFile: (file) => statSync(join(projectRoot, file), { throwIfNoEntry: false })?.isFile() === true,
    projectBase: server && valid ? `${server.replace(/\/$/, "")}/${repository}/blob/${sha}/` : "",
    upstream,
  };
}

/** With `against`, `from` and `to` only limit the comparison to those revisions. */
export interface DiffOptions {
  from?: string;
  to?: string;
  against?: string;
  format: (typeof FORMATS)[number];
  failOn?: Level;
  color: boolean;
  links?: ReportLinks;
}

/** The manifest's revisions, the models, and how to point a report at the lines edited since a ref. */
export interface DiffContext {
  revisions: readonly { id: string; status: string }[];
  loadModel: ReturnType<typeof createModelLoader>;
  pointAtEdits?: (report: DiffReport, gitRef: string) => DiffReport;
}

/** The report in the chosen format; exit code 1 only when --fail-on finds a change at or above its level. */
export async function runDiff(
  options: DiffOptions,
  context: DiffContext,
): Promise<{ output: string; exitCode: 0 | 1 }> {
  const { against, failOn, links } = options;
  let report: DiffReport;
  if (against === undefined) {
    // Left out, `to` is the newest final revision and `from` the final before `to`.
    const finals = context.revisions.filter((r) => r.status === "final").map((r) => r.id);
    const to = options.to ?? finals[finals.length - 1];
    const from = options.from ?? (to !== undefined ? finals[finals.indexOf(to) - 1] : undefined);
    if (from === undefined || to === undefined)
      fail("usage/missing-argument", { what: "the revisions to compare", usage: USAGE });
    // Only the spec roots the two revisions live in are needed.
    report = diffRevisions(await context.loadModel({ revisions: [from, to] }), from, to);
  } else {
    const named = [options.from, options.to].filter((id): id is string => id !== undefined);
    const base = await context.loadModel({ gitRef: against });
    report = diffAgainst(base, await context.loadModel(), against, named);
    report = context.pointAtEdits?.(report, against) ?? report;
  }
  const failing =
    failOn !== undefined && report.changes.some((c) => LEVELS.indexOf(c.level) <= LEVELS.indexOf(failOn));
  const render = {
    json: () => stableJson(report),
    markdown: () => renderMarkdown(report, links),
    github: () => renderGithub(report, links),
    text: () => renderText(report, { color: options.color }),
  };
  return { output: render[options.format](), exitCode: failing ? 1 : 0 };
}

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
import { useColor, type CliIo, type CommandContext } from "./command.ts";
import { DIFF_USAGE, FORMATS } from "./diff-usage.ts";
import { startProgress } from "./progress.ts";

/** `diff` as the CLI runs it: the manifest's revisions, the models, links for the report. */
export async function runDiffCommand(ctx: CommandContext) {
  const { args, io, projectRoot } = ctx;
  const [from, to] = args.positionals;
  const manifest = loadManifest(projectRoot);
  const against = args.value("--against");
  const progress = startProgress(ctx, `diff${against === undefined ? "" : ` --against ${against}`}`);
  const loader = createModelLoader(ctx, progress.timings);
  try {
    return await runDiff(
      {
        from,
        to,
        against,
        format: (args.value("--format") ?? "text") as DiffOptions["format"],
        failOn: args.value("--fail-on") as Level | undefined,
        color: useColor(io.stdout, io.env),
        links: reportLinks(projectRoot, io.env, manifest.upstream),
      },
      {
        revisions: manifest.revisions,
        loadModel: (at) => {
          progress.part(at?.gitRef === undefined ? "the working tree" : `${at.gitRef}'s model`);
          return loader(at);
        },
        pointAtEdits: (report, gitRef) => pointAtEditsSince(report, projectRoot, gitRef),
      },
    );
  } finally {
    progress.done();
  }
}

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
      fail("usage/missing-argument", { what: "the revisions to compare", usage: DIFF_USAGE });
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

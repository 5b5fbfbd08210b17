/**
 * `diff`: compare two revisions of the working tree's model, or every revision of a git ref's
 * model with the working tree's (--against). Renders the report in the chosen format and decides
 * the exit code: 1 only when --fail-on is given and a change at or above that level exists.
 */
import { fail } from "../diagnostics/gen-error.ts";
import type { MergedModel } from "../model/merged-model.ts";
import { diffAgainst, diffRevisions, WORKING_TREE } from "../diff/build-report.ts";
import { atOrAbove, type DiffReport, type Level } from "../diff/change.ts";
import { renderGithub } from "../diff/render-github.ts";
import { renderJson } from "../diff/render-json.ts";
import { renderMarkdown } from "../diff/render-markdown.ts";
import { renderText } from "../diff/render-text.ts";
import { pointAtEditedLines } from "../diff/edited-lines.ts";
import type { ReportLinks } from "../diff/source-links.ts";
import { DIFF_USAGE } from "../diff/usage.ts";

export { DIFF_USAGE } from "../diff/usage.ts";

export interface DiffOptions {
  /** Base revision; with --against, limits the comparison to this revision (and `to`). */
  from?: string;
  /** Head revision; with --against, limits the comparison to this revision (and `from`). */
  to?: string;
  /** A git ref whose model is compared with the working tree's. */
  against?: string;
  format: "text" | "json" | "markdown" | "github";
  failOn?: Level;
  color: boolean;
  /** Where rule ids and sources link to, and which files annotations may name. */
  links?: ReportLinks;
}

export interface DiffContext {
  projectRoot: string;
  /**
   * The working tree's model, or (with `gitRef`) the model as of that ref. `revisions` narrows the
   * working tree's model to those revisions, so only the spec roots they live in are needed.
   */
  loadModel: (at?: { gitRef?: string; revisions?: readonly string[] }) => Promise<MergedModel>;
  /** `git diff` of the project's input files since a ref, by path, to point changes at edited lines. */
  inputDiffs?: (gitRef: string) => ReadonlyMap<string, string>;
  /** The manifest's revisions, read without loading any schema. */
  listRevisions?: () => Promise<readonly { id: string; status: string }[]>;
}

export async function runDiff(
  options: DiffOptions,
  context: DiffContext,
): Promise<{ output: string; exitCode: 0 | 1 }> {
  const report = await buildReport(options, context);
  const failOn = options.failOn;
  const failing = failOn !== undefined && report.changes.some((c) => atOrAbove(c.level, failOn));
  return { output: renderReport(report, options), exitCode: failing ? 1 : 0 };
}

async function buildReport(options: DiffOptions, context: DiffContext): Promise<DiffReport> {
  const named = [options.from, options.to].filter((id): id is string => id !== undefined);
  if (options.against !== undefined) {
    const base = await context.loadModel({ gitRef: options.against });
    const head = await context.loadModel();
    const report = diffAgainst(base, head, { base: options.against, head: WORKING_TREE }, named);
    const diffs = context.inputDiffs?.(options.against);
    return diffs ? pointAtEditedLines(report, context.projectRoot, diffs) : report;
  }
  const revisions = await context.listRevisions?.();
  if (revisions) {
    const { from, to } = chooseRevisions(revisions, options);
    return diffRevisions(await context.loadModel({ revisions: [from, to] }), from, to);
  }
  const model = await context.loadModel();
  const { from, to } = chooseRevisions(model.revisions, options);
  return diffRevisions(model, from, to);
}

/**
 * Revisions left out default to the newest final ones: no revision compares the two newest
 * finals, one revision compares it with the newest final.
 */
export function chooseRevisions(
  revisions: readonly { id: string; status: string }[],
  options: Pick<DiffOptions, "from" | "to">,
): { from: string; to: string } {
  for (const id of [options.from, options.to])
    if (id !== undefined && !revisions.some((r) => r.id === id))
      fail("usage/unknown-revision", { revision: id, known: revisions.map((r) => r.id) });
  const finals = revisions.filter((r) => r.status === "final").map((r) => r.id);
  const to = options.to ?? finals[finals.length - 1];
  const from = options.from ?? (to !== undefined ? finals[finals.indexOf(to) - 1] : undefined);
  if (from === undefined || to === undefined)
    fail("usage/missing-argument", { what: "the revisions to compare", usage: DIFF_USAGE });
  return { from, to };
}

export function renderReport(
  report: DiffReport,
  options: Pick<DiffOptions, "format" | "color" | "links">,
): string {
  switch (options.format) {
    case "json":
      return renderJson(report);
    case "markdown":
      return renderMarkdown(report, options.links);
    case "github":
      return renderGithub(report, options.links);
    case "text":
      return renderText(report, { color: options.color });
  }
}

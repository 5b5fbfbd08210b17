/**
 * `diff`: compare two revisions of the working tree's model, or every revision of a git ref's
 * model with the working tree's (--against). Renders the report in the chosen format and decides
 * the exit code: 1 only when --fail-on is given and a change at or above that level exists.
 */
import { fail } from "../diagnostics/gen-error.ts";
import type { MergedModel } from "../model/merged-model.ts";
import { diffAgainst, diffRevisions, findRevision, WORKING_TREE } from "./build-report.ts";
import { atOrAbove, type DiffReport, type Level } from "./change.ts";
import { renderGithub } from "./render-github.ts";
import { renderJson } from "./render-json.ts";
import { renderMarkdown } from "./render-markdown.ts";
import { renderText } from "./render-text.ts";
import { DIFF_USAGE } from "./usage.ts";

export { DIFF_USAGE } from "./usage.ts";

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
}

export interface DiffContext {
  projectRoot: string;
  /** The working tree's model, or (with `gitRef`) the model as of that ref. */
  loadModel: (at?: { gitRef: string }) => Promise<MergedModel>;
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
    return diffAgainst(base, head, { base: options.against, head: WORKING_TREE }, named);
  }
  const model = await context.loadModel();
  const { from, to } = chooseRevisions(model, options);
  return diffRevisions(model, from, to);
}

/**
 * Revisions left out default to the newest final ones: no revision compares the two newest
 * finals, one revision compares it with the newest final.
 */
export function chooseRevisions(
  model: MergedModel,
  options: Pick<DiffOptions, "from" | "to">,
): { from: string; to: string } {
  if (options.from !== undefined) findRevision(model, options.from);
  if (options.to !== undefined) findRevision(model, options.to);
  const finals = model.revisions.filter((r) => r.status === "final").map((r) => r.id);
  const to = options.to ?? finals[finals.length - 1];
  const from = options.from ?? (to !== undefined ? finals[finals.indexOf(to) - 1] : undefined);
  if (from === undefined || to === undefined)
    fail("usage/missing-argument", { what: "the revisions to compare", usage: DIFF_USAGE });
  return { from, to };
}

export function renderReport(report: DiffReport, options: Pick<DiffOptions, "format" | "color">): string {
  switch (options.format) {
    case "json":
      return renderJson(report);
    case "markdown":
      return renderMarkdown(report);
    case "github":
      return renderGithub(report);
    case "text":
      return renderText(report, { color: options.color });
  }
}

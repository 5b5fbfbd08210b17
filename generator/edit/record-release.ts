/**
 * `release`: print the next version and changelog entry and (without --dry-run) record the release in
 * the baseline. generated/ already carries both (gen renders the same plan), so recording changes no output.
 */
import type { MergedModel } from "../model/merged-model.ts";
import { renderRelease, buildModel, type PipelineContext } from "../pipeline/pipeline.ts";
import { loadReleaseRecord, writeReleaseRecord, BASELINE_PATH } from "../release/baseline.ts";
import { renderEntry } from "../release/plan-release.ts";

/** `model`: the project's merged model when the caller has it already; built from `ctx` otherwise. */
export async function runRelease(ctx: PipelineContext, options: { dryRun: boolean; model?: MergedModel }) {
  const model = options.model ?? (await buildModel(ctx)).model;
  const { plan, surface } = await renderRelease(ctx, model);
  const record = loadReleaseRecord(ctx.projectRoot);
  const done = (report: string, recorded: boolean) => ({ plan, report, recorded });
  if (!record.surface && !options.dryRun) {
    // The first release: record the surface as it is, at the current version.
    writeReleaseRecord(ctx.projectRoot, { ...record, surface });
    return done(`mcp-errors ${plan.version}: recorded as the first release in ${BASELINE_PATH}\n`, true);
  }
  if (!plan.entry) return done(`mcp-errors ${plan.version}: nothing changed since the last release\n`, false);
  const report = `mcp-errors ${plan.previous} -> ${plan.version} (${plan.impact} changes)\n\n${renderEntry(plan.entry)}\n`;
  if (options.dryRun) return done(`${report}(dry run: nothing recorded)\n`, false);
  writeReleaseRecord(ctx.projectRoot, {
    version: plan.version,
    surface,
    history: [plan.entry, ...record.history],
  });
  return done(`${report}recorded in ${BASELINE_PATH}; commit it with generated/\n`, true);
}

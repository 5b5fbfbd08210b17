/**
 * Findings -> a DiffReport: levels from the rules registry, fingerprints, a stable order and a
 * summary. Two entry points: two revisions of one model, or one git ref's model against the
 * working tree's.
 */
import { fail } from "../diagnostics/gen-error.ts";
import type { MergedModel, RevisionModel } from "../model/merged-model.ts";
import { stableJson } from "../util/stable-json.ts";
import {
  levelRank,
  type Change,
  type ChangeGroup,
  type DiffReport,
  type DiffSummary,
  type Finding,
} from "./change.ts";
import { compareRevisionModels } from "./compare-revisions.ts";
import { compareTranslationDirections, compareTranslationOutcomes } from "./compare-translations.ts";
import { fingerprint } from "./fingerprint.ts";
import { groupChanges } from "./group-changes.ts";
import { ruleDefinition } from "./rules.ts";

export const WORKING_TREE = "working tree";

export function findRevision(model: MergedModel, id: string): RevisionModel {
  const revision = model.revisions.find((r) => r.id === id);
  if (!revision) fail("usage/unknown-revision", { revision: id, known: model.revisions.map((r) => r.id) });
  return revision;
}

/** Everything that differs between two revisions of one model. */
export function diffRevisions(model: MergedModel, from: string, to: string): DiffReport {
  const base = findRevision(model, from);
  const head = findRevision(model, to);
  const revisions = [from, to];
  const changes =
    from === to
      ? []
      : [...compareRevisionModels(base, head), ...compareTranslationDirections(model, from, to)].map((f) =>
          toChange(f, revisions),
        );
  return report("revisions", from, to, revisions, changes, model);
}

/**
 * Everything that differs between a git ref's model (base) and the working tree's (head): every
 * revision both know, compared with itself, plus translations and revisions added or removed.
 * `only` limits the comparison to those revision ids.
 */
export function diffAgainst(
  base: MergedModel,
  head: MergedModel,
  labels: { base: string; head: string },
  only: readonly string[] = [],
): DiffReport {
  for (const id of only)
    if (!base.revisions.some((r) => r.id === id) && !head.revisions.some((r) => r.id === id))
      fail("usage/unknown-revision", {
        revision: id,
        known: [...new Set([...head.revisions, ...base.revisions].map((r) => r.id))],
      });
  const wanted = (id: string) => only.length === 0 || only.includes(id);
  const sides = {
    base: labels.base,
    head: labels.head === WORKING_TREE ? `the ${WORKING_TREE}` : labels.head,
  };
  const changes: Change[] = [];
  const common: string[] = [];
  for (const after of head.revisions.filter((r) => wanted(r.id))) {
    const before = base.revisions.find((r) => r.id === after.id);
    if (!before) continue;
    common.push(after.id);
    changes.push(...compareRevisionModels(before, after, sides).map((f) => toChange(f, [after.id])));
  }
  for (const [revision, ruleId] of [
    ...head.revisions.map((r) => [r, "revision-added"] as const),
    ...base.revisions.map((r) => [r, "revision-removed"] as const),
  ]) {
    const other = ruleId === "revision-added" ? base : head;
    if (!wanted(revision.id) || other.revisions.some((r) => r.id === revision.id)) continue;
    const finding: Finding = {
      ruleId,
      message: `revision ${revision.id} (${revision.status}) is ${ruleId === "revision-added" ? "new" : "gone"}`,
      location: { file: revision.schemaFile, line: 1 },
      details: { revision: revision.id },
    };
    changes.push(toChange(finding, [revision.id]));
  }
  for (const finding of compareTranslationOutcomes(base, head, common)) {
    const direction = finding.details.translation;
    changes.push(toChange(finding, direction ? [direction.from, direction.to] : []));
  }
  return report("against", labels.base, labels.head, common, changes, head);
}

function toChange(finding: Finding, revisions: string[]): Change {
  return {
    ruleId: finding.ruleId,
    level: ruleDefinition(finding.ruleId).level,
    message: finding.message,
    revisions,
    ...(finding.location ? { location: finding.location } : {}),
    fingerprint: fingerprint(finding.ruleId, revisions, finding.details),
    details: finding.details,
  };
}

function report(
  mode: DiffReport["mode"],
  base: string,
  head: string,
  revisions: string[],
  changes: Change[],
  model: MergedModel,
): DiffReport {
  const order = new Map(model.revisions.map((r, i) => [r.id, i]));
  const revisionOrder = (c: Change) =>
    c.revisions.map((id) => String(order.get(id) ?? 999).padStart(4, "0")).join(",");
  const sorted = changes
    .map((change) => ({
      change,
      key: `${revisionOrder(change)}|${change.ruleId}|${stableJson(change.details)}`,
    }))
    .sort(
      (a, b) =>
        levelRank(a.change.level) - levelRank(b.change.level) ||
        compare(a.key, b.key) ||
        compare(a.change.fingerprint, b.change.fingerprint),
    )
    .map(({ change }) => change);
  const groups = groupChanges(sorted);
  return {
    formatVersion: 2,
    mode,
    base,
    head,
    revisions,
    summary: summarise(groups, sorted.length),
    changes: sorted,
    groups,
  };
}

/** Distinct changes by level; `effects` is the number of rule-level changes behind them. */
export function summarise(groups: readonly ChangeGroup[], effects: number): DiffSummary {
  const summary: DiffSummary = { breaking: 0, warning: 0, info: 0, total: groups.length, effects };
  for (const group of groups) summary[group.level] += 1;
  return summary;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

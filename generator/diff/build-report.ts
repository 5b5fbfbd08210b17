/**
 * Findings -> a DiffReport: levels from the rules, fingerprints, a stable order, groups and a
 * summary. Two entry points: two revisions of one model, or a git ref's model against the working
 * tree's.
 */
import { fail } from "../diagnostics/gen-error.ts";
import type { MergedModel, RevisionModel } from "../model/merged-model.ts";
import { sha256 } from "../util/hash.ts";
import { stableJson } from "../util/stable-json.ts";
import { compareCodes } from "./compare-codes.ts";
import { compareConditions } from "./compare-conditions.ts";
import { compareData } from "./compare-data.ts";
import { compareMessages } from "./compare-messages.ts";
import { comparePolicy } from "./compare-policy.ts";
import { compareTranslationDirections, compareTranslationOutcomes } from "./compare-translations.ts";
import { compareText, sideOf } from "./comparison.ts";
import { groupChanges } from "./group-changes.ts";
import { locate } from "./locations.ts";
import type { Change, DiffReport, Finding } from "./report.ts";
import { levelRank, ruleLevel } from "./rules.ts";

export const WORKING_TREE = "working tree";

/** Everything that differs between two revisions of one model. */
export function diffRevisions(model: MergedModel, from: string, to: string): DiffReport {
  const [base, head] = [from, to].map((id) => {
    const revision = model.revisions.find((r) => r.id === id);
    if (!revision) fail("usage/unknown-revision", { revision: id, known: model.revisions.map((r) => r.id) });
    return revision;
  }) as [RevisionModel, RevisionModel];
  const findings =
    from === to ? [] : [...compareRevisions(base, head), ...compareTranslationDirections(model, from, to)];
  return report(
    "revisions",
    from,
    to,
    [from, to],
    findings.map((f) => toChange(f, [from, to])),
    model,
  );
}

/**
 * Everything that differs between a git ref's model (base) and the working tree's (head): every
 * revision both know, compared with itself, plus translations and revisions added or removed.
 * `only` limits the comparison to those revision ids.
 */
export function diffAgainst(
  base: MergedModel,
  head: MergedModel,
  gitRef: string,
  only: readonly string[] = [],
): DiffReport {
  const known = [...new Set([...head.revisions, ...base.revisions].map((r) => r.id))];
  for (const id of only) if (!known.includes(id)) fail("usage/unknown-revision", { revision: id, known });
  const wanted = (id: string) => only.length === 0 || only.includes(id);
  const labels = { base: gitRef, head: `the ${WORKING_TREE}` };
  const changes: Change[] = [];
  const common: string[] = [];
  for (const after of head.revisions.filter((r) => wanted(r.id))) {
    const before = base.revisions.find((r) => r.id === after.id);
    if (!before) continue;
    common.push(after.id);
    changes.push(...compareRevisions(before, after, labels).map((f) => toChange(f, [after.id])));
  }
  for (const [side, other, ruleId, what] of [
    [head, base, "revision-added", "new"],
    [base, head, "revision-removed", "gone"],
  ] as const)
    for (const revision of side.revisions.filter(
      (r) => wanted(r.id) && !other.revisions.some((o) => o.id === r.id),
    )) {
      const finding: Finding = {
        ruleId,
        message: `revision ${revision.id} (${revision.status}) is ${what}`,
        location: locate({ file: revision.schemaFile, line: 1 }),
        details: { revision: revision.id },
      };
      changes.push(toChange(finding, [revision.id]));
    }
  for (const finding of compareTranslationOutcomes(base, head, common)) {
    const direction = finding.details.translation;
    changes.push(toChange(finding, direction ? [direction.from, direction.to] : []));
  }
  return report("against", gitRef, WORKING_TREE, common, changes, head);
}

/** Every rule family; `labels` name the two sides in messages (by default, their revision ids). */
function compareRevisions(
  base: RevisionModel,
  head: RevisionModel,
  labels = { base: base.id, head: head.id },
): Finding[] {
  const [b, h] = [sideOf(base, labels.base), sideOf(head, labels.head)];
  return [compareCodes, compareConditions, compareData, compareMessages, comparePolicy].flatMap((compare) =>
    compare(b, h),
  );
}

/**
 * A fingerprint hashes the rule id, the revisions and the details, never the message or the
 * location, so it survives reworded messages and moved lines; keys are sorted before hashing.
 */
function toChange(finding: Finding, revisions: string[]): Change {
  const { ruleId, details } = finding;
  const fingerprint = sha256(stableJson({ ruleId, revisions, details }));
  return { ...finding, level: ruleLevel(ruleId), revisions, fingerprint };
}

/** Changes sorted most severe first, then by revisions (in manifest order), rule id and details. */
function report(
  mode: DiffReport["mode"],
  base: string,
  head: string,
  revisions: string[],
  changes: Change[],
  model: MergedModel,
): DiffReport {
  const order = new Map(model.revisions.map((r, i) => [r.id, i]));
  const key = (c: Change) =>
    `${c.revisions.map((id) => String(order.get(id) ?? 999).padStart(4, "0")).join(",")}|${c.ruleId}|${stableJson(c.details)}`;
  const sorted = changes
    .map((change) => ({ change, key: key(change) }))
    .sort(
      (a, b) =>
        levelRank(a.change.level) - levelRank(b.change.level) ||
        compareText(a.key, b.key) ||
        compareText(a.change.fingerprint, b.change.fingerprint),
    )
    .map(({ change }) => change);
  const groups = groupChanges(sorted);
  const summary = { breaking: 0, warning: 0, info: 0, total: groups.length, effects: sorted.length };
  for (const group of groups) summary[group.level] += 1;
  return { formatVersion: 2, mode, base, head, revisions, summary, changes: sorted, groups };
}

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
import { compareText, finding, sideOf } from "./comparison.ts";
import { groupChanges } from "./group-changes.ts";
import { locate } from "./locations.ts";
import type { Change, DiffReport, Finding } from "./report.ts";
import { levelRank, RULE_LEVELS } from "./rules.ts";

export const WORKING_TREE = "working tree";

type Header = Pick<DiffReport, "mode" | "base" | "head" | "revisions">;

/** Everything that differs between two revisions of one model. */
export function diffRevisions(model: MergedModel, from: string, to: string): DiffReport {
  const known = model.revisions.map((r) => r.id);
  const revision = (id: string): RevisionModel =>
    model.revisions.find((r) => r.id === id) ?? fail("usage/unknown-revision", { revision: id, known });
  const [base, head] = [revision(from), revision(to)];
  const directions = compareTranslationDirections(model, from, to);
  const findings =
    from === to ? [] : [...compareRevisions(base, head, { base: from, head: to }), ...directions];
  const changes = findings.map((f) => toChange(f, [from, to]));
  return report({ mode: "revisions", base: from, head: to, revisions: [from, to] }, changes, model);
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
    if (before) common.push(after.id);
    const findings = before
      ? compareRevisions(before, after, labels)
      : [revisionFinding(after, "revision-added", "new")];
    changes.push(...findings.map((f) => toChange(f, [after.id])));
  }
  const gone = base.revisions.filter((r) => wanted(r.id) && !head.revisions.some((h) => h.id === r.id));
  for (const before of gone)
    changes.push(toChange(revisionFinding(before, "revision-removed", "gone"), [before.id]));
  for (const finding of compareTranslationOutcomes(base, head, common)) {
    const direction = finding.details.translation;
    changes.push(toChange(finding, direction ? [direction.from, direction.to] : []));
  }
  return report({ mode: "against", base: gitRef, head: WORKING_TREE, revisions: common }, changes, head);
}

function revisionFinding(revision: RevisionModel, ruleId: Finding["ruleId"], what: string): Finding {
  const location = locate({ file: revision.schemaFile, line: 1 });
  const message = `revision ${revision.id} (${revision.status}) is ${what}`;
  return finding(ruleId, message, location, { revision: revision.id });
}

/** Every rule family; `labels` name the two sides in messages. */
function compareRevisions(base: RevisionModel, head: RevisionModel, labels: { base: string; head: string }) {
  const [b, h] = [sideOf(base, labels.base), sideOf(head, labels.head)];
  const families = [compareCodes, compareConditions, compareData, compareMessages, comparePolicy];
  return families.flatMap((compare) => compare(b, h));
}

/**
 * A fingerprint hashes the rule id, the revisions and the details, never the message or the
 * location, so it survives reworded messages and moved lines; keys are sorted before hashing.
 */
function toChange(finding: Finding, revisions: string[]): Change {
  const { ruleId, details } = finding;
  const fingerprint = sha256(stableJson({ ruleId, revisions, details }));
  return { ...finding, level: RULE_LEVELS[ruleId], revisions, fingerprint };
}

/** Changes sorted most severe first, then by revisions (in manifest order), rule id and details. */
function report(header: Header, changes: Change[], model: MergedModel): DiffReport {
  const order = new Map(model.revisions.map((r, i) => [r.id, i]));
  const revisions = (c: Change) => c.revisions.map((id) => String(order.get(id) ?? 999).padStart(4, "0"));
  const keyed = changes.map((change) => ({
    change,
    key: `${revisions(change).join(",")}|${change.ruleId}|${stableJson(change.details)}`,
  }));
  const sorted = keyed
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
  return { formatVersion: 2, ...header, summary, changes: sorted, groups };
}

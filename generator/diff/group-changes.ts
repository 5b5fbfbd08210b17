/**
 * Rule-level changes -> distinct changes. One edit often trips several rules: resource-not-found's
 * move from -32002 to -32602 renumbers a condition, takes -32002 off the wire, changes how
 * receivers tell the condition apart, keeps -32002 accepted and reserves it. A reviewer reads that
 * as one change, counted once at its most severe level, so rule-level changes are grouped by the
 * thing they are about (their subject) within the revisions they concern.
 */
import { sha256 } from "../util/hash.ts";
import { stableJson } from "../util/stable-json.ts";
import type { Change, ChangeGroup } from "./report.ts";
import { levelRank, RULE_LEVELS, type RuleId } from "./rules.ts";

/** What a rule-level change is about; changes with the same subject and revisions form one group. */
function subjectOf(change: Change): string {
  const d = change.details;
  if (d.condition !== undefined) return `condition ${d.condition}`;
  // A code that comes or goes with exactly one condition belongs to that condition's change.
  const carried =
    change.ruleId === "code-added" ? d.to : change.ruleId === "code-removed" ? d.from : undefined;
  if (Array.isArray(carried) && carried.length === 1 && typeof carried[0] === "string")
    return `condition ${carried[0]}`;
  if (d.code !== undefined) return `code ${d.code}`;
  if (d.constant !== undefined) return `constant ${d.constant}`;
  // Bands are split and merged together: one edit of the allocation policy.
  if (d.band !== undefined) return "code bands";
  if (d.revision !== undefined) return `revision ${d.revision}`;
  if (d.failure !== undefined) return `transport failure ${d.failure}`;
  if (change.ruleId.startsWith("envelope-")) return "error envelope";
  return change.ruleId;
}

/**
 * Which effect heads a group, among those of its most severe level: the one that says what
 * happened (a renumbering, a new or removed condition) before its consequences.
 */
const HEADLINE_ORDER: readonly RuleId[] = [
  "code-renumbered",
  "condition-added",
  "condition-removed",
  "code-added",
  "code-removed",
  "revision-added",
  "revision-removed",
  ...(Object.keys(RULE_LEVELS) as RuleId[]),
];

function headlineRank(change: Change): number {
  return levelRank(change.level) * 1000 + HEADLINE_ORDER.indexOf(change.ruleId);
}

/** `changes` sorted as the report sorts them; groups come out in the same order, most severe first. */
export function groupChanges(changes: readonly Change[]): ChangeGroup[] {
  const keyOf = (revisions: readonly string[], subject: string) =>
    `${revisions.join("\u0000")}\u0001${subject}`;
  const isOutcome = (c: Change) => c.ruleId === "translation-outcome-changed";
  const direct = new Set(changes.filter((c) => !isOutcome(c)).map((c) => keyOf(c.revisions, subjectOf(c))));
  // In the order of each group's first effect in the sorted list, which is its most severe.
  const groups = new Map<string, { subject: string; revisions: string[]; members: Change[] }>();
  for (const change of changes) {
    const subject = subjectOf(change);
    // Between a git ref and the working tree, a translation's outcome is what peers of its target
    // revision receive: when that revision's condition changed, every translation into it that now
    // sends something else follows from the same edit.
    const into = isOutcome(change) ? change.details.translation?.to : undefined;
    const revisions = into !== undefined && direct.has(keyOf([into], subject)) ? [into] : change.revisions;
    const key = keyOf(revisions, subject);
    const group = groups.get(key) ?? { subject, revisions, members: [] };
    group.members.push(change);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ subject, revisions, members }): ChangeGroup => {
      const ordered = [...members].sort((a, b) => headlineRank(a) - headlineRank(b));
      const headline = ordered[0] as Change;
      const effects = ordered.map((c) => c.fingerprint);
      return {
        subject,
        level: headline.level,
        ruleId: headline.ruleId,
        message: headline.message,
        revisions,
        location: headline.location,
        fingerprint: sha256(stableJson({ subject, revisions, effects: [...effects].sort() })),
        effects,
      };
    })
    .sort((a, b) => levelRank(a.level) - levelRank(b.level));
}

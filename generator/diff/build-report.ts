/** Two revisions, or a git ref and the working tree, compared into a DiffReport: levels, order, groups. */
import { fail } from "../diagnostics/gen-error.ts";
import type { MergedModel, RevisionModel, TranslationOutcome } from "../model/merged-model.ts";
import { compareText } from "../model/type-text.ts";
import { sha256 } from "../util/files.ts";
import { stableJson } from "../util/stable-json.ts";
import { compareConditions } from "./compare-conditions.ts";
import { compareMessages, comparePolicy } from "./compare-policy.ts";
import {
  describeHttp,
  finding,
  locate,
  matchByKey,
  sideOf,
  type Change,
  type ChangeGroup,
  type DetailValue,
  type DiffReport,
  type Finding,
} from "./report.ts";
import { LEVELS, RULE_LEVELS, type Level, type RuleId } from "./rules.ts";

const WORKING_TREE = "working tree";

/** Everything that differs between two revisions of one model; the pipeline has rejected unknown ids. */
export function diffRevisions(model: MergedModel, from: string, to: string): DiffReport {
  const revision = (id: string) => model.revisions.find((r) => r.id === id) as RevisionModel;
  const findings = [
    ...compareRevisions(revision(from), revision(to), { base: from, head: to }),
    ...compareTranslationDirections(model, from, to),
  ];
  const changes = findings.map((f) => toChange(f, [from, to]));
  return report({ mode: "revisions", base: from, head: to, revisions: [from, to] }, changes, model);
}

/** Each revision both models know compared with itself, translations, and revisions added or removed. */
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
  const changes = matchByKey(base.revisions, head.revisions, (r) => r.id).flatMap(([id, before, after]) => {
    if (!wanted(id)) return [];
    const findings =
      before && after ? compareRevisions(before, after, labels) : [revisionFinding(before, after)];
    return findings.map((f) => toChange(f, [id]));
  });
  const common = head.revisions
    .map((r) => r.id)
    .filter((id) => wanted(id) && base.revisions.some((r) => r.id === id));
  changes.push(...compareTranslationOutcomes(base, head, common));
  return report({ mode: "against", base: gitRef, head: WORKING_TREE, revisions: common }, changes, head);
}

function revisionFinding(before: RevisionModel | undefined, after: RevisionModel | undefined): Finding {
  const { id, status, schemaFile } = (after ?? before) as RevisionModel;
  const message = `revision ${id} (${status}) is ${after ? "new" : "gone"}`;
  const ruleId = after ? "revision-added" : "revision-removed";
  return finding(ruleId, message, locate({ file: schemaFile, line: 1 }), { revision: id });
}

function compareRevisions(base: RevisionModel, head: RevisionModel, labels: { base: string; head: string }) {
  const [b, h] = [sideOf(base, labels.base), sideOf(head, labels.head)];
  return [compareConditions, compareMessages, comparePolicy].flatMap((compare) => compare(b, h));
}

/** Outcomes between `a` and `b`, both ways, untranslatable or mapped (a renumbering is code-renumbered). */
function compareTranslationDirections(model: MergedModel, a: string, b: string): Finding[] {
  const pairs = model.translations.filter(
    (p) => (p.from === a && p.to === b) || (p.from === b && p.to === a),
  );
  return pairs.flatMap(({ from, to, outcomes, provenance }) =>
    outcomes.flatMap((outcome): Finding[] => {
      if (outcome.kind !== "untranslatable" && outcome.kind !== "mapped") return [];
      const untranslatable = outcome.kind === "untranslatable";
      const { condition, code } = untranslatable
        ? outcome.fallback
        : { condition: outcome.toCondition, code: outcome.code };
      const where = `${outcome.condition} from ${from} to ${to}: `;
      const message = untranslatable
        ? `untranslatable, falls back to ${condition} (${code}): ${outcome.reason}`
        : `carried as ${condition} (${code})`;
      const carried = { condition, code };
      const details = { condition: outcome.condition, translation: { from, to }, to: carried };
      const ruleId = untranslatable ? "translation-untranslatable" : "translation-mapped";
      return [finding(ruleId, where + message, locate(provenance), details)];
    }),
  );
}

/** Outcomes that differ between the base and head models, for every pair of `revisions` both models have. */
function compareTranslationOutcomes(base: MergedModel, head: MergedModel, revisions: string[]): Change[] {
  return head.translations.flatMap((after) => {
    const { from, to } = after;
    const before = base.translations.find((p) => p.from === from && p.to === to);
    if (!before || !revisions.includes(from) || !revisions.includes(to)) return [];
    return matchByKey(before.outcomes, after.outcomes, (o) => o.condition).flatMap(([condition, b, a]) => {
      if (stableJson(b ?? null) === stableJson(a ?? null)) return [];
      const message = `${condition} from ${from} to ${to}: ${describeOutcome(b)} → ${describeOutcome(a)}`;
      const value = (outcome?: TranslationOutcome) => (outcome ?? null) as DetailValue;
      const details = { condition, translation: { from, to }, from: value(b), to: value(a) };
      const change = finding("translation-outcome-changed", message, locate(after.provenance), details);
      return [toChange(change, [from, to])];
    });
  });
}

function describeOutcome(outcome: TranslationOutcome | undefined): string {
  if (!outcome) return "no translation";
  const http = describeHttp(outcome.httpStatus);
  switch (outcome.kind) {
    case "passthrough":
      return `passthrough (${outcome.code}, ${http})`;
    case "renumber":
      return `renumber ${outcome.fromCode} → ${outcome.code} (${http})`;
    case "mapped":
      return `mapped to ${outcome.toCondition} (${outcome.code}, ${http})`;
    case "untranslatable":
      return `untranslatable, fallback ${outcome.fallback.condition} (${outcome.fallback.code}, ${http})`;
  }
}

/** The fingerprint leaves out the message and location, so it survives rewording and moved lines. */
function toChange(finding: Finding, revisions: string[]): Change {
  const { ruleId, details } = finding;
  const fingerprint = sha256(stableJson({ ruleId, revisions, details }));
  return { ...finding, level: RULE_LEVELS[ruleId], revisions, fingerprint };
}

/** Changes sorted most severe first, then by revisions (in manifest order), rule id and details. */
function report(
  header: Pick<DiffReport, "mode" | "base" | "head" | "revisions">,
  changes: Change[],
  model: MergedModel,
): DiffReport {
  const order = new Map(model.revisions.map((r, i) => [r.id, i]));
  const revisions = (c: Change) => c.revisions.map((id) => String(order.get(id) ?? 999).padStart(4, "0"));
  const key = (c: Change) => `${revisions(c).join(",")}|${c.ruleId}|${stableJson(c.details)}`;
  const sorted = changes.sort(
    (a, b) => byLevel(a, b) || compareText(key(a), key(b)) || compareText(a.fingerprint, b.fingerprint),
  );
  const groups = groupChanges(sorted);
  const summary = { breaking: 0, warning: 0, info: 0, total: groups.length, effects: sorted.length };
  for (const group of groups) summary[group.level] += 1;
  return { formatVersion: 2, ...header, summary, changes: sorted, groups };
}

function byLevel(a: { level: Level }, b: { level: Level }): number {
  return LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level);
}

/**
 * What a change is about. One edit trips several rules (resource-not-found's move from -32002 renumbers
 * it, takes -32002 off the wire, keeps it accepted, reserves it...); a reviewer reads one change.
 */
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
  if (d.method !== undefined) return `method ${d.method}`;
  if (change.ruleId.startsWith("envelope-")) return "error envelope";
  return change.ruleId;
}

/** Which effect of a group's most severe level heads it: what happened before its consequences. */
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

/** `changes` as the report sorts them; groups come out in that order (of each one's most severe effect). */
function groupChanges(changes: readonly Change[]): ChangeGroup[] {
  const keyOf = (revisions: readonly string[], subject: string) =>
    `${revisions.join("\u0000")}\u0001${subject}`;
  const isOutcome = (c: Change) => c.ruleId === "translation-outcome-changed";
  const direct = new Set(changes.filter((c) => !isOutcome(c)).map((c) => keyOf(c.revisions, subjectOf(c))));
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
  const rank = (c: Change) => LEVELS.indexOf(c.level) * 1000 + HEADLINE_ORDER.indexOf(c.ruleId);
  return [...groups.values()]
    .map(({ subject, revisions, members }): ChangeGroup => {
      const ordered = members.sort((a, b) => rank(a) - rank(b));
      const { level, ruleId, message, location } = ordered[0] as Change;
      const effects = ordered.map((c) => c.fingerprint);
      const fingerprint = sha256(stableJson({ subject, revisions, effects: [...effects].sort() }));
      return { subject, level, ruleId, message, revisions, location, fingerprint, effects };
    })
    .sort(byLevel);
}

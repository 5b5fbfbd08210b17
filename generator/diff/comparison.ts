/** What the comparisons share: each side indexed, facts matched by key, a value that changed. */
import type { Provenance, RevisionCondition, RevisionModel } from "../model/merged-model.ts";
import { locate } from "./locations.ts";
import type { ChangeDetails, ChangeLocation, DetailValue, Finding } from "./report.ts";
import type { RuleId } from "./rules.ts";

export type RevisionConstant = RevisionModel["constants"][number];

export interface Side {
  revision: RevisionModel;
  /** How messages name this side: the revision id, or the git ref / "the working tree". */
  label: string;
  /** By key, in key order. */
  conditions: Map<string, RevisionCondition>;
  /** By name, in name order. */
  constants: Map<string, RevisionConstant>;
  /** Codes the revision puts on the wire (condition codes and exported constants), in code order. */
  wire: Map<number, { conditions: RevisionCondition[]; constants: RevisionConstant[] }>;
}

export function sideOf(revision: RevisionModel, label = revision.id): Side {
  const conditions = [...revision.conditions].sort((a, b) => compareText(a.key, b.key));
  const constants = [...revision.constants].sort((a, b) => compareText(a.name, b.name));
  const codes = [...conditions.map((c) => c.code), ...constants.map((c) => c.value)];
  const wire = new Map(
    sortedCodes(codes).map((code) => [
      code,
      {
        conditions: conditions.filter((c) => c.code === code),
        constants: constants.filter((c) => c.value === code),
      },
    ]),
  );
  return {
    revision,
    label,
    conditions: new Map(conditions.map((c) => [c.key, c])),
    constants: new Map(constants.map((c) => [c.name, c])),
    wire,
  };
}

/** Conditions present on both sides, as [base, head], in key order. */
export function commonConditions(base: Side, head: Side): [RevisionCondition, RevisionCondition][] {
  return [...head.conditions.values()].flatMap((after) => {
    const before = base.conditions.get(after.key);
    return before ? [[before, after]] : [];
  });
}

/**
 * Facts of both sides matched by key, in key order: [key, before, after], one side undefined
 * where the fact is new or gone.
 */
export function matchByKey<T>(
  before: readonly T[] = [],
  after: readonly T[] = [],
  keyOf: (fact: T) => string,
): [string, T | undefined, T | undefined][] {
  const b = new Map(before.map((fact) => [keyOf(fact), fact]));
  const a = new Map(after.map((fact) => [keyOf(fact), fact]));
  return [...new Set([...b.keys(), ...a.keys()])]
    .sort(compareText)
    .map((key) => [key, b.get(key), a.get(key)]);
}

export interface KeyedRules<T> {
  key: (fact: T) => string;
  /** The fact as data, for the details' `from` and `to`; a fact on both sides changed when this differs. */
  value: (fact: T) => DetailValue;
  /** What the details name besides `from` and `to`. */
  subject: (key: string) => ChangeDetails;
  /** How the side without the fact shows in the details: null, or left out. */
  absent: null | undefined;
  /** The rule id and message of a fact that is new, gone, or changed. */
  added: (after: T, key: string) => [RuleId, string];
  removed: (before: T, key: string) => [RuleId, string];
  changed: (before: T, after: T, key: string) => [RuleId, string];
  prefer?: Provenance["kind"];
}

/** Facts matched by key: one finding for each that is new, gone or changed, located at head's source if it has one. */
export function compareKeyed<T extends { provenance: readonly Provenance[] }>(
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  rules: KeyedRules<T>,
): Finding[] {
  return matchByKey(before, after, rules.key).flatMap(([key, b, a]): Finding[] => {
    const from = b ? rules.value(b) : rules.absent;
    const to = a ? rules.value(a) : rules.absent;
    const fact = a ?? b;
    if (!fact || (b && a && JSON.stringify(from) === JSON.stringify(to))) return [];
    const [ruleId, message] = !b
      ? rules.added(fact, key)
      : !a
        ? rules.removed(b, key)
        : rules.changed(b, a, key);
    const location = locate(fact.provenance, rules.prefer);
    return [{ ruleId, message, location, details: { ...rules.subject(key), from, to } }];
  });
}

/** One finding when `from` and `to` differ, with both in its details; none when they are the same. */
export function valueChange(
  change: { ruleId: RuleId; message: string; location: ChangeLocation | undefined; details?: ChangeDetails },
  from: DetailValue,
  to: DetailValue,
): Finding[] {
  if (JSON.stringify(from) === JSON.stringify(to)) return [];
  return [{ ...change, details: { ...change.details, from, to } }];
}

export function sortedCodes(codes: Iterable<number>): number[] {
  return [...new Set(codes)].sort((a, b) => a - b);
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "HTTP 400", or "no status specified" where no cited text gives one (null). */
export function describeHttp(status: number | null): string {
  return status === null ? "no status specified" : `HTTP ${status}`;
}

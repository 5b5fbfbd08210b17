/** What the comparisons share: each side indexed, facts matched by key, findings made alike. */
import type { Provenance, RevisionCondition, RevisionModel } from "../model/merged-model.ts";
import { locate, type ChangeDetails, type ChangeLocation, type DetailValue, type Finding } from "./report.ts";
import type { RuleId } from "./rules.ts";

type RevisionConstant = RevisionModel["constants"][number];

export interface Side {
  revision: RevisionModel;
  /** How messages name this side: the revision id, or the git ref / "the working tree". */
  label: string;
  /** Conditions by key and constants by name, each in that order. */
  conditions: Map<string, RevisionCondition>;
  constants: Map<string, RevisionConstant>;
  /** The codes the revision puts on the wire (of its conditions and constants), in code order. */
  wire: Map<number, { conditions: RevisionCondition[]; constants: RevisionConstant[] }>;
}

export function sideOf(revision: RevisionModel, label = revision.id): Side {
  const conditions = [...revision.conditions].sort((a, b) => compareText(a.key, b.key));
  const constants = [...revision.constants].sort((a, b) => compareText(a.name, b.name));
  const codes = sortedCodes([...conditions.map((c) => c.code), ...constants.map((c) => c.value)]);
  const users = (code: number) => ({
    conditions: conditions.filter((c) => c.code === code),
    constants: constants.filter((c) => c.value === code),
  });
  return {
    revision,
    label,
    conditions: new Map(conditions.map((c) => [c.key, c])),
    constants: new Map(constants.map((c) => [c.name, c])),
    wire: new Map(codes.map((code) => [code, users(code)])),
  };
}

/** Conditions present on both sides, as [base, head], in key order. */
export function commonConditions(base: Side, head: Side): [RevisionCondition, RevisionCondition][] {
  return [...head.conditions.values()].flatMap((after) => {
    const before = base.conditions.get(after.key);
    return before ? [[before, after]] : [];
  });
}

/** Facts matched by key, in key order, as [key, before, after]: undefined on the side that lacks one. */
export function matchByKey<T>(
  before: readonly T[] = [],
  after: readonly T[] = [],
  keyOf: (fact: T) => string,
): [string, T | undefined, T | undefined][] {
  const b = new Map(before.map((fact) => [keyOf(fact), fact]));
  const a = new Map(after.map((fact) => [keyOf(fact), fact]));
  const keys = [...new Set([...b.keys(), ...a.keys()])].sort(compareText);
  return keys.map((key) => [key, b.get(key), a.get(key)]);
}

export interface KeyedRules<T> {
  key: (fact: T) => string;
  /** The fact as data, for `from` and `to`; without it, only a fact's coming and going count. */
  value?: (fact: T) => DetailValue;
  /** What the details name besides `from` and `to`; `fact` is head's, else base's. */
  subject: (key: string, fact: T) => ChangeDetails;
  /** How the side without the fact shows in the details: null, or (by default) left out. */
  absent?: null;
  /** One rule for every case, or one for each. */
  ruleId: RuleId | { added: RuleId; removed: RuleId; changed?: RuleId };
  /** The message of a fact that is new, gone or changed; undefined when that is not reported. */
  added: (after: T, key: string) => string | undefined;
  removed: (before: T, key: string) => string | undefined;
  changed?: (before: T, after: T, key: string) => string;
  prefer?: Provenance["kind"];
}

/** One finding for each fact that is new, gone or changed, located at head's source, else base's. */
export function compareKeyed<T extends { provenance: readonly Provenance[] }>(
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  rules: KeyedRules<T>,
): Finding[] {
  return matchByKey(before, after, rules.key).flatMap(([key, b, a]): Finding[] => {
    const from = b && rules.value ? rules.value(b) : rules.absent;
    const to = a && rules.value ? rules.value(a) : rules.absent;
    const fact = a ?? b;
    if (!fact || (b && a && JSON.stringify(from) === JSON.stringify(to))) return [];
    const kind = !b ? "added" : !a ? "removed" : "changed";
    const ruleId = typeof rules.ruleId === "string" ? rules.ruleId : rules.ruleId[kind];
    const message = !b ? rules.added(fact, key) : !a ? rules.removed(b, key) : rules.changed?.(b, a, key);
    if (ruleId === undefined || message === undefined) return [];
    const details = { ...rules.subject(key, fact), from, to };
    return [finding(ruleId, message, locate(fact.provenance, rules.prefer), details)];
  });
}

/** One finding, with `from` and `to` in its details, when they differ. */
export function valueChange(
  ruleId: RuleId,
  message: string,
  location: ChangeLocation | undefined,
  from: DetailValue,
  to: DetailValue,
  subject: ChangeDetails = {},
): Finding[] {
  if (JSON.stringify(from) === JSON.stringify(to)) return [];
  return [finding(ruleId, message, location, { ...subject, from, to })];
}

export function finding(
  ruleId: RuleId,
  message: string,
  location: ChangeLocation | undefined,
  details: ChangeDetails,
): Finding {
  return { ruleId, message, location, details };
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

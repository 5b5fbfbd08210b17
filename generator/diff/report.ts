/** The JSON report (docs/diff-rules.md, "Formats") that every format renders; the comparisons' helpers. */
import type { Provenance, RevisionCondition, RevisionModel } from "../model/merged-model.ts";
import type { SourceLocation } from "../model/schema-model.ts";
import { compareText } from "../model/type-text.ts";
import type { Level, RuleId } from "./rules.ts";

export type DetailValue = string | number | boolean | null | DetailValue[] | { [key: string]: DetailValue };

/**
 * What a change is about, as data: never a line number or prose, so that its hash, the
 * fingerprint, survives moved lines and reworded messages.
 */
export interface ChangeDetails {
  condition?: string;
  code?: number;
  constant?: string;
  /** A transport failure's key, e.g. "unknownSession". */
  failure?: string;
  /** A method of the schema's request and notification unions, e.g. "ping". */
  method?: string;
  /** A path into error data ("data.supported", "data.items[]"), or a request check's key or header. */
  field?: string;
  declaration?: string;
  revision?: string;
  /** A code band, as "-32099..-32020". */
  band?: string;
  translation?: { from: string; to: string };
  from?: DetailValue;
  to?: DetailValue;
}

/**
 * Where a change's fact comes from. A register fact also carries its entry's stable path, which the
 * report cites instead of the line, so an edit elsewhere in the register moves no citation.
 */
export type ChangeLocation = Pick<SourceLocation, "file" | "line"> &
  Partial<SourceLocation> & { entry?: string };

/** What a comparison finds, before the rules give it a level and a fingerprint. */
export interface Finding {
  ruleId: RuleId;
  message: string;
  location?: ChangeLocation;
  details: ChangeDetails;
}

export interface Change extends Finding {
  level: Level;
  revisions: string[];
  fingerprint: string;
}

/** Everything one edit does to one subject, headed by its most severe effect. */
export interface ChangeGroup extends Omit<Change, "details"> {
  subject: string;
  effects: string[];
}

export interface DiffReport {
  /** Bumped only when the JSON shape changes incompatibly (2: grouped changes, summary by group). */
  formatVersion: 2;
  mode: "revisions" | "against";
  base: string;
  head: string;
  revisions: string[];
  /** Groups by level, groups in all (`total`) and rule-level changes (`effects`). */
  summary: Record<Level, number> & { total: number; effects: number };
  changes: Change[];
  groups: ChangeGroup[];
}

/** A fact's location: as given, or its first provenance of the preferred kind, else its first. */
export function locate(
  source: ChangeLocation | readonly Provenance[] | undefined,
  prefer: Provenance["kind"] = "register",
): ChangeLocation | undefined {
  if (source === undefined || "file" in source) return source && { ...source };
  const p = source.find((q) => q.kind === prefer) ?? source[0];
  if (!p) return undefined;
  const { file, line, column } = p.location;
  return p.kind === "register" ? { file, line, column, entry: p.entry } : { file, line, column };
}

/** "spec/errors.yaml conditions.x.codes[1]" for a register fact, "schema/…/schema.ts:181" for a schema line. */
export function formatLocation(location: ChangeLocation | undefined): string {
  if (!location) return "";
  return location.entry === undefined
    ? `${location.file}:${location.line}`
    : `${location.file} ${location.entry}`;
}

/** One side of a comparison; `label` names it in messages (the revision id, a git ref, the working tree). */
export type Side = ReturnType<typeof sideOf>;

export function sideOf(revision: RevisionModel, label = revision.id) {
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
    // Conditions by key and constants by name, each in that order.
    conditions: new Map(conditions.map((c) => [c.key, c])),
    constants: new Map(constants.map((c) => [c.name, c])),
    declarations: new Map(revision.declarations.map((d) => [d.name, d])),
    // The codes the revision puts on the wire (of its conditions and constants), in code order.
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

/**
 * Without `value`, only a fact's coming and going count; `absent: null` shows a missing fact as null
 * in `from`/`to`; `subject` is given head's fact, else base's; an undefined message is not reported.
 */
export interface KeyedRules<T> {
  key: (fact: T) => string;
  value?: (fact: T) => DetailValue;
  subject: (key: string, fact: T) => ChangeDetails;
  absent?: null;
  ruleId: RuleId | { added: RuleId; removed: RuleId; changed?: RuleId };
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

/** "HTTP 400", or "no status specified" where no cited text gives one (null). */
export function describeHttp(status: number | null): string {
  return status === null ? "no status specified" : `HTTP ${status}`;
}

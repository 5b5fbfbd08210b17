/**
 * The diff's data: the JSON report, field by field as docs/diff-rules.md ("Formats") describes it.
 * It is the source; every other format is rendered from it.
 */
import type { Provenance } from "../model/merged-model.ts";
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

export interface ChangeLocation {
  file: string;
  line: number;
  column?: number;
}

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
  summary: { breaking: number; warning: number; info: number; total: number; effects: number };
  changes: Change[];
  groups: ChangeGroup[];
}

/**
 * A fact's location: a source location as given, or the first provenance entry of the preferred
 * kind, else the first entry. Schema-derived facts (constants, data shapes, the envelope) prefer
 * the schema; register facts (statuses, translations, policy) the register. Every location in a
 * report is made here and shown by `formatLocation`, so how a source is named changes here alone.
 */
export function locate(
  source: ChangeLocation | readonly Provenance[] | undefined,
  prefer: Provenance["kind"] = "register",
): ChangeLocation | undefined {
  const location =
    source === undefined || "file" in source
      ? source
      : (source.find((p) => p.kind === prefer) ?? source[0])?.location;
  return location && { file: location.file, line: location.line, column: location.column };
}

export function formatLocation(location: ChangeLocation | undefined): string {
  return location ? `${location.file}:${location.line}` : "";
}

/** A group's effects as changes, the headline first. */
export function effectsOf(group: ChangeGroup, changes: readonly Change[]): Change[] {
  const byFingerprint = new Map(changes.map((c) => [c.fingerprint, c]));
  return group.effects.flatMap((f) => byFingerprint.get(f) ?? []);
}

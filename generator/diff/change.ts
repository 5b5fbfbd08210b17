/**
 * The diff's data: each change is a rule id, a level, a message, where it comes from and a
 * fingerprint. The JSON report is the source; every other format is rendered from it.
 */
import type { RuleId } from "./rules.ts";

export type Level = "breaking" | "warning" | "info";

/** Most severe first. */
export const LEVELS: readonly Level[] = ["breaking", "warning", "info"];

export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}

/** Whether `level` is `threshold` or more severe. */
export function atOrAbove(level: Level, threshold: Level): boolean {
  return levelRank(level) <= levelRank(threshold);
}

/** A schema line ("schema/2026-07-28/schema.ts") or a register line ("spec/errors.yaml"). */
export interface ChangeLocation {
  file: string;
  line: number;
  column?: number;
}

/** A JSON value, for the before and after sides of a change. */
export type DetailValue = string | number | boolean | null | DetailValue[] | { [key: string]: DetailValue };

/**
 * What a change is about, as data. It never holds a line number or prose, so hashing it gives a
 * fingerprint that survives moved lines and reworded messages.
 */
export interface ChangeDetails {
  condition?: string;
  code?: number;
  constant?: string;
  /** Transport failure key, e.g. "unknownSession". */
  failure?: string;
  /** Path into error data: "data", "data.supported", "data.items[]". */
  field?: string;
  /** Declaration name, for referenced types. */
  declaration?: string;
  /** Revision id, for revisions added or removed. */
  revision?: string;
  /** Code band, as "-32099..-32020". */
  band?: string;
  /** Direction of a translation. */
  translation?: { from: string; to: string };
  from?: DetailValue;
  to?: DetailValue;
}

export interface Change {
  ruleId: RuleId;
  level: Level;
  message: string;
  /**
   * The revision ids the change concerns: [base, head] for a comparison of two revisions, or
   * the single revision that differs between a git ref and the working tree.
   */
  revisions: string[];
  location?: ChangeLocation;
  /** sha256 over the rule id, the revisions and the details. */
  fingerprint: string;
  details: ChangeDetails;
}

/** What a comparison finds, before the registry gives it a level and a fingerprint. */
export interface Finding {
  ruleId: RuleId;
  message: string;
  location?: ChangeLocation;
  details: ChangeDetails;
}

export interface DiffSummary {
  breaking: number;
  warning: number;
  info: number;
  total: number;
}

export interface DiffReport {
  /** Bumped only when the JSON shape changes incompatibly. */
  formatVersion: 1;
  /** "revisions": two revisions of one model. "against": one git ref's model and the working tree's. */
  mode: "revisions" | "against";
  /** A revision id, or the git ref. */
  base: string;
  /** A revision id, or "working tree". */
  head: string;
  /** The revision ids compared, in manifest order. */
  revisions: string[];
  summary: DiffSummary;
  /** Sorted: most severe first, then by rule id, revisions and details. */
  changes: Change[];
}

/** Lookups over one RevisionModel that several comparisons share. */
import type { RevisionCondition, RevisionModel } from "../model/merged-model.ts";

export type RevisionConstant = RevisionModel["constants"][number];

export interface WireUse {
  conditions: RevisionCondition[];
  constants: RevisionConstant[];
}

export interface RevisionIndex {
  revision: RevisionModel;
  /** How messages name this side: the revision id, or the git ref / "the working tree". */
  label: string;
  /** Conditions sorted by key. */
  sortedConditions: RevisionCondition[];
  conditions: Map<string, RevisionCondition>;
  /** Constants sorted by name. */
  sortedConstants: RevisionConstant[];
  constants: Map<string, RevisionConstant>;
  /** Codes the revision puts on the wire (condition codes and exported constants) -> who uses them. */
  wire: Map<number, WireUse>;
}

export function indexRevision(revision: RevisionModel, label = revision.id): RevisionIndex {
  const wire = new Map<number, WireUse>();
  const slot = (code: number): WireUse => {
    const existing = wire.get(code);
    if (existing) return existing;
    const created: WireUse = { conditions: [], constants: [] };
    wire.set(code, created);
    return created;
  };
  const sortedConditions = [...revision.conditions].sort((a, b) => compareText(a.key, b.key));
  const sortedConstants = [...revision.constants].sort((a, b) => compareText(a.name, b.name));
  for (const condition of sortedConditions) slot(condition.code).conditions.push(condition);
  for (const constant of sortedConstants) slot(constant.value).constants.push(constant);
  return {
    revision,
    label,
    sortedConditions,
    conditions: new Map(sortedConditions.map((c) => [c.key, c])),
    sortedConstants,
    constants: new Map(sortedConstants.map((c) => [c.name, c])),
    wire,
  };
}

/** Conditions present on both sides, as [base, head], sorted by key. */
export function commonConditions(
  base: RevisionIndex,
  head: RevisionIndex,
): [RevisionCondition, RevisionCondition][] {
  const pairs: [RevisionCondition, RevisionCondition][] = [];
  for (const after of head.sortedConditions) {
    const before = base.conditions.get(after.key);
    if (before) pairs.push([before, after]);
  }
  return pairs;
}

/** Map entries in numeric key order, for deterministic iteration over codes. */
export function byCode<V>(map: Map<number, V>): [number, V][] {
  return [...map.entries()].sort((a, b) => a[0] - b[0]);
}

export function sortedCodes(codes: Iterable<number>): number[] {
  return [...new Set(codes)].sort((a, b) => a - b);
}

export function sortedKeys(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort(compareText);
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

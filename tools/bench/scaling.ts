/**
 * Per-revision figures for the scaling run. Dividing a run's time by its revision count says
 * little, since most of a run is fixed cost (start-up, loading the compiler and Prettier); what
 * scales is the time each added revision costs. So every row is compared with the run that adds
 * none: per added revision = (median - baseline median) / added.
 */
import type { Stats } from "./measure.ts";

export interface ScalingRow {
  /** Synthetic copies on top of the real revisions. */
  synthetic: number;
  /** Revisions in all. */
  total: number;
  wall: Stats;
}

export interface ScalingFigures extends ScalingRow {
  /** Milliseconds each added revision costs, against the run that adds none; undefined for that run. */
  perAdded?: number;
  /** perAdded relative to the smallest added count's. */
  perAddedRatio?: number;
}

export function scalingFigures(rows: readonly ScalingRow[]): ScalingFigures[] {
  const sorted = [...rows].sort((a, b) => a.synthetic - b.synthetic);
  const base = sorted.find((row) => row.synthetic === 0);
  const perAdded = (row: ScalingRow): number | undefined =>
    base && row.synthetic > 0 ? (row.wall.median - base.wall.median) / row.synthetic : undefined;
  const first = sorted.map(perAdded).find((value) => value !== undefined);
  return sorted.map((row) => {
    const added = perAdded(row);
    if (added === undefined) return row;
    return first !== undefined && first > 0
      ? { ...row, perAdded: added, perAddedRatio: added / first }
      : { ...row, perAdded: added };
  });
}

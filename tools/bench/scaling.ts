/**
 * Per-revision figures for the scaling run. Dividing a run's time by its revision count says
 * little, since most of a run is fixed cost (start-up, loading the compiler and Prettier); what
 * scales is the time each added revision costs. So every row is compared with the run that adds
 * none: per added revision = (median - baseline median) / added. CPU time is compared where it was
 * measured: on a shared machine it varies far less than wall time, and a difference of a few
 * hundred milliseconds between rows would otherwise drown in the wall time's spread.
 */
import type { Stats } from "./measure.ts";

export interface ScalingRow {
  /** Synthetic copies on top of the real revisions. */
  synthetic: number;
  /** Revisions in all. */
  total: number;
  wall: Stats;
  cpu?: Stats;
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
  const useCpu = rows.every((row) => row.cpu !== undefined);
  const time = (row: ScalingRow) => (useCpu && row.cpu ? row.cpu : row.wall).median;
  const perAdded = (row: ScalingRow): number | undefined =>
    base && row.synthetic > 0 ? (time(row) - time(base)) / row.synthetic : undefined;
  const first = sorted.map(perAdded).find((value) => value !== undefined);
  return sorted.map((row) => {
    const added = perAdded(row);
    if (added === undefined) return row;
    return first !== undefined && first > 0
      ? { ...row, perAdded: added, perAddedRatio: added / first }
      : { ...row, perAdded: added };
  });
}

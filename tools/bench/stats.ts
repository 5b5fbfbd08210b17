/** Min/median/max of repeated measurements. */
export interface Stats {
  min: number;
  median: number;
  max: number;
  runs: number;
}

export function stats(samples: number[]): Stats {
  if (samples.length === 0) throw new Error("stats of no samples");
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (i: number) => sorted[i] ?? NaN;
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
  return { min: at(0), median, max: at(sorted.length - 1), runs: sorted.length };
}

export function ratio(a: Stats, b: Stats): number {
  return a.median / b.median;
}

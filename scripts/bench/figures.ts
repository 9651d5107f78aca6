/** A figure printed by the benchmark, with its budget when it has one. */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** False for figures where more is better (scores, counts); default true. */
  lowerIsBetter?: boolean;
};

/** The `p`th percentile (0..100) of `values`, nearest rank; `values` must not be empty. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The median of `values` (the upper one of an even count). */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** A yes/no figure: 1 for true, 0 for false. */
export function flag(value: boolean): number {
  return value ? 1 : 0;
}

/**
 * The p50 and p95 of `samples` (ms) as two figures named `<what> p50 (<runs>)`
 * and `<what> p95 (<runs>)`, the p95 held to `budget` ms.
 */
export function latencyFigures(
  what: string,
  runs: string,
  samples: readonly number[],
  budget: number,
): Figure[] {
  return [
    {name: `${what} p50 (${runs})`, value: percentile(samples, 50), unit: 'ms'},
    {name: `${what} p95 (${runs})`, value: percentile(samples, 95), unit: 'ms', budget},
  ];
}

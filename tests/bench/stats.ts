// The benches' one percentile: the value at p% of the values in rising order (the nearest rank,
// no interpolation), so every figure the benches print is a measured value.

/** The value at p% of values already sorted in rising order; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** The value at p% of values in any order (sorted here, on a copy). */
export function percentileOf(values: readonly number[], p: number): number {
  return percentile([...values].sort((a, b) => a - b), p);
}

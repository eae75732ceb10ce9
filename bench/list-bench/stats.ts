// Small summaries of samples (nearest-rank percentiles).

export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface Distribution {
  n: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

export function distribution(values: readonly number[]): Distribution {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : null,
  };
}

export const round = (value: number | null, digits = 1): number | null =>
  value === null || !Number.isFinite(value) ? null : Number(value.toFixed(digits));

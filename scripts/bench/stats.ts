// Latency summaries shared by the load worker and the report.

export interface LoadResult {
  /** responses received in the measured window */
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** responses outside 2xx (or outside the statuses a step expects) */
  non2xx: number;
  /** connection errors and timeouts */
  errors: number;
  statuses: Record<string, number>;
}

/** Nearest-rank percentile of ascending `sorted`, in the unit given (ms). */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function summarise(latencies: number[], seconds: number, statuses: Record<string, number>, errors: number): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const non2xx = Object.entries(statuses).reduce((n, [code, count]) => (code.startsWith('2') ? n : n + count), 0);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    non2xx,
    errors,
    statuses,
  };
}

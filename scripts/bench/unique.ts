// Requests no cache has answered (issue 28's fresh product ids, issue 29's unique queries): each
// path is asked once, one at a time over one keep-alive connection, so every figure is the app's own
// work (routing, queries, rendering) and never the read cache's (docs/performance.md).
import http from 'node:http';
import { request } from './http.ts';
import { percentile } from './stats.ts';

/** How many requests each unique scenario makes (issue 29: 150 per kind). */
export const UNIQUE_PER_KIND = 150;

export interface UniqueScenario {
  name: string;
  /** distinct paths, each asked once */
  paths: string[];
  accept: string;
  /** the p95 to stay under, in ms, per engine (issue 29) */
  target?: Partial<Record<'pglite' | 'postgres', number>>;
}

export interface UniqueResult {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  non2xx: number;
  /** the slowest paths, slowest first: what to explain (docs/performance.md) */
  slowest: Array<{ path: string; ms: number; status: number }>;
}

const SLOWEST_KEPT = Number(process.env.BENCH_SLOWEST ?? 3);

export async function runUnique(origin: string, scenario: UniqueScenario, headers: Record<string, string>): Promise<UniqueResult> {
  if (new Set(scenario.paths).size !== scenario.paths.length) throw new Error(`${scenario.name}: a path is asked twice, so a cache could answer it`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timed: UniqueResult['slowest'] = [];
  try {
    for (const path of scenario.paths) {
      const started = process.hrtime.bigint();
      const res = await request(origin, path, { headers: { ...headers, accept: scenario.accept }, agent });
      timed.push({ path, ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.status });
    }
  } finally {
    agent.destroy();
  }
  const sorted = Float64Array.from(timed.map((t) => t.ms)).sort();
  return {
    requests: timed.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    non2xx: timed.filter((t) => t.status < 200 || t.status > 299).length,
    slowest: timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_KEPT),
  };
}

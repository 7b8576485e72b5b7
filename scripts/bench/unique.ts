// Requests no cache has answered (issue 28's fresh product ids, issue 29's unique queries): each
// path is asked once, one at a time over one keep-alive connection, so every figure is the app's own
// work (routing, queries, rendering) and never the read cache's (docs/performance.md).
import http from 'node:http';
import { request } from './http.ts';
import { percentile } from './stats.ts';

export interface UniqueScenario {
  name: string;
  /** distinct paths, each asked once */
  paths: string[];
  accept: string;
}

export interface UniqueResult {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  non2xx: number;
}

export async function runUnique(origin: string, scenario: UniqueScenario, headers: Record<string, string>): Promise<UniqueResult> {
  if (new Set(scenario.paths).size !== scenario.paths.length) throw new Error(`${scenario.name}: a path is asked twice, so a cache could answer it`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let non2xx = 0;
  try {
    for (const path of scenario.paths) {
      const started = process.hrtime.bigint();
      const res = await request(origin, path, { headers: { ...headers, accept: scenario.accept }, agent });
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.status < 200 || res.status > 299) non2xx++;
    }
  } finally {
    agent.destroy();
  }
  const sorted = Float64Array.from(latencies).sort();
  return { requests: latencies.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1] ?? Number.NaN, non2xx };
}

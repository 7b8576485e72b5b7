// The load generator: a process of its own (forked by the bench), so that driving the load never
// shares an event loop with the server being measured. It takes jobs over IPC and answers results.
import autocannon, { type CannonRequest } from 'autocannon';
import type { CannonJob, Job, JobResult } from './jobs.ts';
import { summarise, type LoadResult } from './stats.ts';
import { runCheckout } from './checkout-flow.ts';

function cannon(job: CannonJob, seconds: number, record: boolean): Promise<LoadResult> {
  let n = 0;
  const request: CannonRequest = {
    method: job.method,
    setupRequest: (req) => {
      const i = n++;
      const headers = { ...job.headers };
      if (job.cookies?.length) headers.cookie = job.cookies[i % job.cookies.length]!;
      const body = job.bodies?.length ? job.bodies[i % job.bodies.length] : undefined;
      if (body !== undefined) headers['content-type'] = 'application/json';
      return { ...req, method: job.method, path: job.paths[i % job.paths.length], headers, body };
    },
  };
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: job.origin, connections: job.connections, duration: seconds, timeout: 10, requests: [request] }, (error, result) => {
      if (error) return reject(error);
      resolve(summarise(latencies, result.duration, statuses, result.errors));
    });
    if (record) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    }
  });
}

async function run(job: Job): Promise<unknown> {
  if (job.kind === 'checkout') return runCheckout(job);
  if (job.warmupSeconds > 0) await cannon(job, job.warmupSeconds, false);
  return cannon(job, job.seconds, true);
}

process.on('message', (job: Job) => {
  run(job).then(
    (result) => process.send!({ ok: true, result } satisfies JobResult),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies JobResult),
  );
});

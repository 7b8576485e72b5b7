// The built app with a clock the test moves, for journeys that span days (issue 27: a delivery, the
// hold, a bank that pays the next day; tests/e2e/payouts.spec.ts). The production server
// (dist/server/main.js) reads the wall clock and has no way to move it; this process, started by test
// code only (`node --import tsx tests/e2e/support/clocked-server.ts`), is where such days pass.
//
// It starts as src/server/main.ts does, from the same pieces: the configuration from the environment
// (DATA_DIR, SEED, PAYOUT_SCHEDULE, PAYOUT_HOLD_DAYS...), the database, its migrations, the demo
// seed, the session secret and the storage; the built client (dist/client, pages server-rendered from
// dist/ssr) as in production; the sandbox carrier, payments and payout bank. Its clock is the wall
// clock plus an offset that only grows. No job runs on a timer: the test runs them through a control
// server on 127.0.0.1:CONTROL_PORT, which is not part of the app:
//   POST /advance {"ms": 86400000}   moves the clock forward; answers {"now": ISO}
//   POST /run-jobs {"jobs"?: [...]}  runs track-shipments, release-earnings and pay-sellers (or those
//                                    named), once each and in that order, the job functions main.ts
//                                    schedules; answers {"now", "reports": {job: report}}
//   GET /now                         answers {"now": ISO} (the control server answers once the app does)
// It stops on SIGTERM or SIGINT, and when its standard input closes (whoever started it has gone).
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, scaledLimits } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import { releaseEarnings } from '#server/features/ledger/release.ts';
import { readUspsAccount } from '#server/features/profile/shipping-settings.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { sellerCarrier } from '#server/integrations/carrier/select.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import { SandboxPayoutProvider } from '#server/integrations/payouts/sandbox.ts';
import { selectStorage } from '#server/integrations/storage/select.ts';
import { paySellers } from '#server/jobs/pay-sellers.ts';
import { trackShipments } from '#server/jobs/track-shipments.ts';
import { uspsCredentialBox } from '#server/security/secret-box.ts';
import { resolveSessionSecret } from '#server/security/session-secret.ts';

const config = loadConfig();
const controlPort = Number(process.env.CONTROL_PORT);
if (!Number.isInteger(controlPort) || controlPort <= 0) throw new Error('CONTROL_PORT must be the port of the control server');
const clientDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../dist/client');
if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error(`The client build is missing in ${clientDir}: run "npm run build" first.`);

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
await migrate(database);
const sessionSecret = await resolveSessionSecret({ configured: config.sessionSecret, dataDir: config.dataDir, database });
if (config.seed === 'demo') await seedDemo(database.db, { uploadsDir: path.join(config.dataDir, 'uploads') });

const carrier = new SandboxCarrier(database.db, now);
const payouts = new SandboxPayoutProvider(database.db, now);
const app = await buildApp({
  now,
  payments: new SandboxPaymentProvider(database.db, now),
  carrier,
  payouts,
  payoutSettings: config.payouts,
  database,
  dataDir: config.dataDir,
  storage: selectStorage(config),
  clientDir,
  publicUrl: config.publicUrl,
  sessionSecret,
  secureCookies: config.secureCookies,
  limits: scaledLimits(config.authRateLimitFactor),
  logger: { level: config.logLevel },
});
// As main.ts tracks packages: a seller's own USPS account for labels bought on it, else the sandbox.
const carrierFor = sellerCarrier({
  readAccount: (sellerId) => readUspsAccount(database.db, uspsCredentialBox(sessionSecret), sellerId),
  platform: carrier,
  usps: { apiBase: config.uspsApiBase },
});

/** A payout that could not be sent or checked is logged by the job; here it is also answered to the test. */
const jobErrors: string[] = [];
const JOBS = {
  'track-shipments': () => trackShipments({ db: database.db, carrier, carrierFor, publicUrl: config.publicUrl }, now()),
  'release-earnings': async () => ({ released: await releaseEarnings(database.db, now(), config.payoutHoldDays) }),
  'pay-sellers': () =>
    paySellers(
      { db: database.db, provider: payouts, settings: config.payouts, publicUrl: config.publicUrl, log: (error) => jobErrors.push(String(error)) },
      now(),
    ),
} as const;
type JobName = keyof typeof JOBS;
const isJobName = (name: unknown): name is JobName => typeof name === 'string' && Object.hasOwn(JOBS, name);

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  const parsed: unknown = body.trim() ? JSON.parse(body) : {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('the body must be a JSON object');
  return parsed as Record<string, unknown>;
}

async function control(request: IncomingMessage): Promise<[number, unknown]> {
  const route = `${request.method} ${request.url}`;
  if (route === 'GET /now') return [200, { now: now().toISOString() }];
  if (route === 'POST /advance') {
    const { ms } = await readJson(request);
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0) return [400, { message: 'ms must be a whole number of milliseconds, 0 or more' }];
    offsetMs += ms;
    return [200, { now: now().toISOString() }];
  }
  if (route === 'POST /run-jobs') {
    const { jobs = Object.keys(JOBS) } = await readJson(request);
    if (!Array.isArray(jobs) || !jobs.every(isJobName)) return [400, { message: `jobs must name some of ${Object.keys(JOBS).join(', ')}` }];
    // In main.ts's order, whatever order they are named in: a delivery, then its release, then the payout.
    const reports: Record<string, unknown> = {};
    jobErrors.length = 0;
    for (const name of Object.keys(JOBS) as JobName[]) if (jobs.includes(name)) reports[name] = await JOBS[name]();
    return [200, { now: now().toISOString(), reports, errors: [...jobErrors] }];
  }
  return [404, { message: `no ${route} here: GET /now, POST /advance, POST /run-jobs` }];
}

const controlServer = createServer((request: IncomingMessage, response: ServerResponse) => {
  control(request)
    .catch((error: unknown): [number, unknown] => [500, { message: error instanceof Error ? (error.stack ?? error.message) : String(error) }])
    .then(([status, body]) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  controlServer.close();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();

await app.listen({ port: config.port, host: config.host });
await new Promise<void>((resolve) => controlServer.listen(controlPort, '127.0.0.1', resolve));
process.stdout.write(`clocked server: app at ${config.publicUrl}, control at http://127.0.0.1:${controlPort}\n`);

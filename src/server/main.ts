import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed/demo.ts';
import { buildApp, scaledLimits } from './app.ts';
import { schedulePurge } from './jobs/cleanup.ts';
import { scheduleReconcile } from './jobs/reconcile-payments.ts';
import { scheduleTrackShipments } from './jobs/track-shipments.ts';
import { SandboxCarrier } from './integrations/carrier/sandbox.ts';
import { sellerCarrier } from './integrations/carrier/select.ts';
import { uspsCredentialBox } from './security/secret-box.ts';
import { readUspsAccount } from './features/profile/shipping-settings.ts';
import { resolveSessionSecret } from './security/session-secret.ts';
import { SandboxPaymentProvider } from './integrations/payments/sandbox.ts';
import { scheduleMailDispatch } from './jobs/dispatch-mail.ts';
import { schedulePaySellers } from './jobs/pay-sellers.ts';
import { scheduleReleaseEarnings } from './jobs/release-earnings.ts';
import { SandboxPayoutProvider } from './integrations/payouts/sandbox.ts';
import { selectStorage } from './integrations/storage/select.ts';

/**
 * Demo accounts have published passwords: fine on a developer's machine, a hole anywhere else. A
 * live deployment or a shared PostgreSQL with SEED=demo is warned about, whichever the engine.
 */
function demoWarning(config: Config, driver: 'pglite' | 'postgres'): string | null {
  if (config.seed !== 'demo' || (!config.live && driver !== 'postgres')) return null;
  const where = config.live ? 'this live deployment' : 'PostgreSQL';
  return `demo accounts with published passwords are seeded into ${where} (SEED=demo). Set SEED=none and remove them for a live shop.`;
}

/** A start-up failure with a message meant for the person starting the app (no stack trace). */
class StartupError extends Error {}

const describe = (error: unknown) => (error instanceof Error ? error.message || (error as { code?: string }).code || String(error) : String(error));

/** The URL without its password, for messages. */
const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  try {
    await database.ping();
  } catch (error) {
    throw new StartupError(
      `Cannot reach the database${config.databaseUrl ? ` at ${redact(config.databaseUrl)}` : ''}: ${describe(error)}\n` +
        (config.databaseUrl
          ? 'Check that PostgreSQL is running and that DATABASE_URL has the right host, port, user, password and database, or unset DATABASE_URL to use the embedded database.'
          : `Check that ${config.dataDir} is writable and not used by another running instance.`),
    );
  }
  await migrate(database);
  // After the migrations: on PostgreSQL a generated secret is shared through the database.
  const sessionSecret = await resolveSessionSecret({ configured: config.sessionSecret, dataDir: config.dataDir, database });
  const seeded = config.seed === 'demo' ? await seedDemo(database.db, { uploadsDir: path.join(config.dataDir, 'uploads') }) : false;

  const here = fileURLToPath(new URL('.', import.meta.url));
  // Stripe's SDK and nodemailer load only when configured (decision 0036): the sandbox needs neither.
  const payments = config.stripe
    ? new (await import('./integrations/payments/stripe.ts')).StripePaymentProvider(config.stripe)
    : new SandboxPaymentProvider(database.db);
  const carrier = new SandboxCarrier(database.db);
  // Payouts go to the sandbox bank (decision 0057), or through Stripe Connect (decision 0058; the
  // config check makes sure the Stripe keys are there).
  const payoutProvider =
    config.payoutProvider.kind === 'stripe' && config.stripe
      ? new (await import('./integrations/payouts/stripe-connect.ts')).StripeConnectPayoutProvider(config.stripe)
      : new SandboxPayoutProvider(database.db);
  const app = await buildApp({
    payments,
    carrier,
    payouts: payoutProvider,
    payoutSettings: config.payouts,
    payoutHoldDays: config.payoutHoldDays,
    uspsApiBase: config.uspsApiBase,
    stripeWebhookSecret: config.stripe?.webhookSecret,
    connectWebhookSecret: config.payoutProvider.kind === 'stripe' ? config.payoutProvider.connectWebhookSecret : undefined,
    database,
    dataDir: config.dataDir,
    storage: selectStorage(config),
    // Bundled into dist/server, the SPA sits in dist/client; under `npm run dev` Vite serves it.
    clientDir: here.includes(`${path.sep}dist${path.sep}`) ? path.resolve(here, '../client') : undefined,
    publicUrl: config.publicUrl,
    sessionSecret,
    secureCookies: config.secureCookies,
    unsubscribeEmail: config.unsubscribeEmail,
    trustProxy: config.trustProxy,
    limits: scaledLimits(config.authRateLimitFactor),
    // Readable lines in a terminal; JSON (one object per line) for log collectors everywhere else.
    logger: process.stdout.isTTY
      ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
      : { level: config.logLevel },
  });

  const stopPurge = schedulePurge(database.db, (error) => app.log.error({ err: error }, 'purge of expired sessions failed'));
  const stopReconcile = scheduleReconcile({ db: database.db, payments, publicUrl: config.publicUrl }, (error) =>
    app.log.error({ err: error }, 'payment reconciliation failed'),
  );
  // Labels bought on a seller's own USPS account are tracked on that account (decision 0027).
  const uspsKeys = uspsCredentialBox(sessionSecret);
  const carrierFor = sellerCarrier({
    readAccount: (sellerId) => readUspsAccount(database.db, uspsKeys, sellerId),
    platform: carrier,
    usps: { apiBase: config.uspsApiBase },
  });
  const stopTracking = scheduleTrackShipments({ db: database.db, carrier, carrierFor, publicUrl: config.publicUrl }, (error) =>
    app.log.error({ err: error }, 'delivery tracking failed'),
  );
  const stopPayouts = schedulePaySellers({ db: database.db, provider: payoutProvider, settings: config.payouts, publicUrl: config.publicUrl }, (error) =>
    app.log.error({ err: error }, 'seller payouts failed'),
  );
  // Sellers' shares of delivered orders, pending to available after the hold (decision 0056).
  const stopRelease = scheduleReleaseEarnings({ db: database.db, holdDays: config.payoutHoldDays }, (error) =>
    app.log.error({ err: error }, 'release of sellers’ earnings failed'),
  );
  const stopMail = config.smtpUrl
    ? scheduleMailDispatch(database.db, (await import('./integrations/mail/transport.ts')).smtpTransport(config.smtpUrl), config.mailFrom, (error) =>
        app.log.error({ err: error }, 'mail dispatch failed'),
      )
    : async () => {};
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // A job run in progress ends before the database closes under it.
    await Promise.all([stopPurge(), stopReconcile(), stopTracking(), stopPayouts(), stopRelease(), stopMail()]);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Heartland Market is running at ${config.publicUrl}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  Database: ${database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}${seeded ? ', demo catalogue seeded' : ''}`,
    `  Payments: ${config.stripe ? 'Stripe' : 'sandbox (test card 4242 4242 4242 4242, any future expiry, any CVC)'}; mail: ${config.smtpUrl ? 'SMTP' : 'kept in the outbox (GET /api/admin/outbox as admin)'}`,
    `  Seller payouts: ${config.payoutProvider.kind === 'stripe' ? 'Stripe Connect' : 'sandbox bank (test routing 110000000, account 000123456789)'}`,
    `  Uploads: ${config.storage.kind === 's3' ? `S3 bucket ${config.storage.s3.bucket}` : `${config.dataDir}/uploads`}`,
  ];
  if (config.seed === 'demo') {
    lines.push(`  Sign in at ${config.publicUrl}/auth with a demo account (demo only, change before going live):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(14)} ${a.username.padEnd(10)} password: ${a.password}`);
  }
  const warning = demoWarning(config, database.driver);
  if (warning) {
    lines.push(`  WARNING: ${warning}`);
    app.log.warn(warning);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Heartland Market failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});

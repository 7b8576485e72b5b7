import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { tempDirs } from '../../tests/support/temp-dirs.ts';

const dataDir = tempDirs('hm-config-');

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('loadConfig', () => {
  it('has the README defaults; no session secret unless SESSION_SECRET is set (it is generated once the database is open)', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      seed: 'demo',
      live: false,
      logLevel: 'info',
      publicUrl: 'http://localhost:5000',
      trustProxy: false,
      authRateLimitFactor: 1,
      secureCookies: false,
      stripe: undefined,
      smtpUrl: undefined,
      mailFrom: 'Heartland Market <orders@heartland-market.example>',
    });
    expect(config.sessionSecret).toBeUndefined();
    expect(existsSync(path.join(dir, 'session-secret'))).toBe(false);
    const explicit = 'an-explicit-secret-of-at-least-32-characters';
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: explicit }).sessionSecret).toBe(explicit);
    expect(() => loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it('says what is wrong with each bad variable, and ignores empty ones', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT: PORT must be a number between 1 and 65535/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'pk_test_wrong', STRIPE_PUBLISHABLE_KEY: 'pk_test_a', STRIPE_WEBHOOK_SECRET: 'whsec_a' }),
    ).toThrow(/STRIPE_SECRET_KEY must look like sk_test_/);
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', SMTP_URL: '' })).toMatchObject({ port: 5000, smtpUrl: undefined });
    expect(() => loadConfig({ DATA_DIR: dataDir(), AUTH_RATE_LIMIT_FACTOR: '0' })).toThrow(/AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000/);
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_RATE_LIMIT_FACTOR: '20' }).authRateLimitFactor).toBe(20);
  });

  it('switches to Stripe only with all three keys', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiBase: 'http://127.0.0.1:12111',
    });
    const partial = () => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow('Stripe needs all three keys; missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET');
  });

  it('pays sellers through the sandbox bank unless PAYOUT_PROVIDER=stripe, which needs the Stripe keys and the Connect webhook secret', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payoutProvider).toEqual({ kind: 'sandbox' });
    expect(loadConfig({ DATA_DIR: dataDir(), ...STRIPE, PAYOUT_PROVIDER: 'stripe', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect1' }).payoutProvider).toEqual({
      kind: 'stripe',
      connectWebhookSecret: 'whsec_connect1',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...STRIPE, PAYOUT_PROVIDER: 'stripe' })).toThrow(
      /needs the three Stripe keys and STRIPE_CONNECT_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYOUT_PROVIDER: 'stripe', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect1' })).toThrow(
      /needs the three Stripe keys/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYOUT_PROVIDER: 'paypal' })).toThrow("PAYOUT_PROVIDER must be 'sandbox' or 'stripe'");
  });

  it("takes only an http(s) origin as STRIPE_API_BASE, since the SDK adds Stripe's paths itself", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...STRIPE }).stripe?.apiBase).toBe('https://api.stripe.com');
    for (const base of ['http://127.0.0.1:12111/stripe', 'https://api.stripe.com/v1', 'https://api.stripe.com/?x=1', 'https://user:pw@api.stripe.com']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...STRIPE, STRIPE_API_BASE: base })).toThrow(/STRIPE_API_BASE must be an origin only/);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...STRIPE, STRIPE_API_BASE: 'ftp://api.stripe.com' })).toThrow(
      /STRIPE_API_BASE must be an absolute http\(s\) URL/,
    );
  });

  it('seeds the demo accounts on a live deployment only when SEED=demo asks for them', () => {
    for (const env of [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://shop.example.com' }]) {
      expect(loadConfig({ DATA_DIR: dataDir(), ...env })).toMatchObject({ live: true, seed: 'none' });
      expect(loadConfig({ DATA_DIR: dataDir(), ...env, SEED: 'demo' })).toMatchObject({ live: true, seed: 'demo' });
    }
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' })).toMatchObject({ live: false, seed: 'demo' });
  });

  it('turns on Secure cookies for an https public address', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.com/', SMTP_URL: 'smtps://u:p@smtp.example.com:465' });
    expect(config).toMatchObject({ publicUrl: 'https://shop.example.com', secureCookies: true, smtpUrl: 'smtps://u:p@smtp.example.com:465' });
  });
  it('keeps uploads on local disk unless STORAGE=s3, which needs its bucket and both keys or neither', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ kind: 'local' });
    const s3 = loadConfig({
      DATA_DIR: dataDir(),
      STORAGE: 's3',
      S3_BUCKET: 'heartland-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/uploads/',
    });
    expect(s3.storage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'heartland-uploads',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com/uploads',
      },
    });
    // An instance role or AWS_* variables instead of keys.
    expect(loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'heartland-uploads', S3_REGION: 'eu-west-3' }).storage).toMatchObject({
      s3: { region: 'eu-west-3', accessKeyId: undefined, forcePathStyle: false },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 'S3' })).toThrow("STORAGE must be 'local' or 's3'");
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'Uploads_Bucket' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an absolute http(s) URL',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      "S3_FORCE_PATH_STYLE must be 'true' or 'false'",
    );
    // Settings that would be ignored are a mistake worth saying.
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'uploads' })).toThrow('S3_BUCKET is set but STORAGE is not s3');
  });
});

// GET /api/health: the shape the client's database banner reads (docs/product.md A2 and A8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp } from '../support/app.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** The real database, except that ping behaves as given. */
function withPing(ping: () => Promise<void>): Database {
  return { ...database, ping };
}

/** GET /api/health on an app over `db`; fails if no answer comes within `withinMs`. */
async function health(db: Database, withinMs = 5_000) {
  const t = await createTestApp({ database: db });
  let timer: NodeJS.Timeout | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`GET /api/health gave no answer within ${withinMs} ms`)), withinMs);
    });
    return await Promise.race([t.browser().get('/api/health'), deadline]);
  } finally {
    clearTimeout(timer);
    await t.close();
  }
}

describe('GET /api/health', () => {
  it("answers 200 {status: 'ok', database: {status: 'connected'}} when the database answers", async () => {
    const res = await health(database);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 'ok', isAuthError: false, database: { status: 'connected' } });
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("answers 503 {status: 'error', database: {status: 'disconnected', error}} when the database does not answer", async () => {
    const res = await health(withPing(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))));
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'error',
      message: expect.any(String),
      isAuthError: false,
      database: { status: 'disconnected', error: expect.stringContaining('ECONNREFUSED') },
    });
  });

  it("sets isAuthError when the failure is 'password authentication failed'", async () => {
    const res = await health(withPing(() => Promise.reject(new Error('password authentication failed for user "market"'))));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'error',
      isAuthError: true,
      database: { status: 'disconnected', error: expect.stringContaining('password authentication failed') },
    });
  });

  // A database host that drops packets leaves node-postgres waiting for a connection indefinitely;
  // the check must give up and report it, or the client's banner never appears.
  it('answers 503 disconnected within a few seconds when the database hangs', async () => {
    const res = await health(withPing(() => new Promise<void>(() => {})));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', isAuthError: false, database: { status: 'disconnected' } });
  });
});

// Property-based fuzzing of every registered route (issue 9): arbitrary JSON, wrong types, out-of-range
// and fractional numbers, huge and NUL-bearing strings and malformed ids, as a visitor and as a
// signed-in shopper. Never a 5xx; every refusal is `{ message }`; a refused request changes no table.
// FUZZ_RUNS=200 npx vitest run tests/api/fuzz-routes.test.ts digs deeper than the default.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DB_ID } from '#shared/schemas/common.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { defaultExampleIds, exampleUrl as url, routeExamples, type Example } from '../support/route-examples.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

// Filled in beforeAll with ids that exist, so mutations of the other fields reach deep code.
const ids = defaultExampleIds();

/** Every route of the app. A route missing there fails the test: new routes must be fuzzed too. */
const EXAMPLES = routeExamples(ids);

// ---- what the fuzzer sends ---------------------------------------------------------------------

const nulString = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const hugeString = fc.constantFrom('x', 'é', '💥', '0').map((c) => c.repeat(100_000));
const edgeNumbers = fc.constantFrom(
  0, -1, 1.5, -0.01, 0.001, MAX_DB_ID, MAX_DB_ID + 1, -MAX_DB_ID - 2, 2 ** 53, 2 ** 63, 1e21, 1e308, Number.MIN_VALUE, -1e308,
);
const edgeStrings = fc.constantFrom(
  '', ' ', '0', '-1', '1.5', '1e400', '-1e400', '2147483648', '99999999999999999999', 'NaN', 'Infinity', '0x10', '1_000', 'true', 'null',
  '[]', '{}', '\' OR 1=1 --', '%', '\\', '\ud800', '<script>', '../../etc/passwd',
);

/** Any value a JSON field could hold, leaning on the classes that broke the server before. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeNumbers },
  { weight: 3, arbitrary: edgeStrings },
  { weight: 2, arbitrary: nulString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) },
);

/** A path segment: malformed ids and text, as it would arrive in a URL. */
const segment = fc.oneof(
  edgeStrings.filter((s) => s !== ''),
  fc.integer().map(String),
  nulString,
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom(String(MAX_DB_ID), String(MAX_DB_ID + 1)),
);

/** A query value: a string, or repeated keys. */
const queryValue = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(edgeStrings, nulString, fc.string(), edgeNumbers.map(String), fc.constant('x'.repeat(5000))) },
  { weight: 1, arbitrary: fc.array(edgeStrings, { minLength: 2, maxLength: 3 }) },
);

type Mutation =
  | { kind: 'example' }
  | { kind: 'field'; key: string | null; value: unknown; nested: boolean }
  | { kind: 'drop'; key: string | null }
  | { kind: 'body'; value: unknown }
  | { kind: 'param'; value: string }
  | { kind: 'query'; key: string | null; value: string | string[] };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'example' as const }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('field' as const), key: fc.option(fc.string({ maxLength: 12 })), value: junk, nested: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.option(fc.string({ maxLength: 4 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('body' as const), value: fc.oneof(fc.jsonValue(), junk) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('param' as const), value: segment }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('query' as const), key: fc.option(fc.string({ maxLength: 10 })), value: queryValue }) },
);

/** The key a mutation aims at: one of the example's keys when `key` is null, else a new one. */
function pick(keys: string[], key: string | null, seed: number): string | undefined {
  if (key !== null) return key;
  return keys.length ? keys[seed % keys.length] : undefined;
}

/** The classes that gave 5xx before (issue 9), tried on every route in every run, before the random ones. */
const KNOWN_BREAKERS: Array<[Mutation, number]> = [
  [{ kind: 'param', value: String(MAX_DB_ID + 1) }, 0],
  [{ kind: 'field', key: null, value: MAX_DB_ID + 1, nested: false }, 0],
  [{ kind: 'field', key: null, value: 'a\u0000b', nested: false }, 0],
  [{ kind: 'field', key: null, value: 'a\u0000b', nested: true }, 1],
  [{ kind: 'param', value: 'a\u0000b' }, 0],
  [{ kind: 'query', key: null, value: 'a\u0000b' }, 0],
  [{ kind: 'field', key: null, value: 'a\ud800b', nested: true }, 0],
  [{ kind: 'field', key: null, value: '\udc00', nested: false }, 1],
];

function apply(example: Example, m: Mutation, seed: number): Example {
  const body = example.body ? structuredClone(example.body) : undefined;
  const params = { ...example.params };
  const query = { ...example.query } as Record<string, string | string[]>;
  switch (m.kind) {
    case 'field': {
      const target = body ?? {};
      let holder: Record<string, unknown> = target;
      // Nested objects (shippingInfo, card) get their own fields broken.
      const nestedKey = Object.keys(target).find((k) => typeof target[k] === 'object' && target[k] !== null);
      if (m.nested && nestedKey) holder = target[nestedKey] as Record<string, unknown>;
      const key = pick(Object.keys(holder), m.key, seed);
      if (key !== undefined) holder[key] = m.value;
      return { params, query, body: target };
    }
    case 'drop': {
      const key = body && pick(Object.keys(body), m.key, seed);
      if (body && key !== undefined) delete body[key];
      return { params, query, body };
    }
    case 'body':
      return { params, query, body: m.value as Record<string, unknown> };
    case 'param': {
      const key = pick(Object.keys(params), null, seed);
      if (key !== undefined) params[key] = m.value;
      return { params, query, body };
    }
    case 'query': {
      const key = pick(Object.keys(query), m.key, seed) ?? 'q';
      query[key] = m.value;
      return { params, query, body };
    }
    default:
      return { params, query, body };
  }
}

// ---- the app, its users, and what "no table changed" means ---------------------------------------

let t: TestApp;
let clientDir: string;
let visitor: Browser;
let shopper: Browser;
let shopperAccount: { username: string; password: string };
let tables: string[];
let baseline: Record<string, string> | null = null;

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function select<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One mark per table (rate-limit counters excepted: counting refused attempts is their job): its row
 * count and the newest row version's transaction id. Every insert or update writes a row version
 * with a newer transaction id than any before it, and a delete lowers the count, so any write shows;
 * cheaper than hashing every row, which this test does a few thousand times.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const parts = tables.map((name) => sql`SELECT ${name} AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS digest FROM ${sql.identifier(name)}`);
  const rows = await select<{ name: string; digest: string }>(sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

async function signedInShopper(): Promise<Browser> {
  const b = t.browser();
  const res = await b.post('/api/login', shopperAccount);
  expect(res.statusCode).toBe(200);
  return b;
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'hm-fuzz-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Heartland Market</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ seed: true, clientDir });
  visitor = t.browser();
  const b = t.browser();
  const account = await registerUser(b, { prefix: 'fuzz' });
  shopperAccount = { username: account.username, password: account.password };
  const line = await b.post('/api/cart', { productId: 1, quantity: 1 });
  expect(line.statusCode).toBe(201);
  ids.cartLine = String(line.json<{ id: number }>().id);
  shopper = b;
  const rows = await select<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits' ORDER BY 1`,
  );
  tables = rows.map((r) => r.table_name);
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

describe('every route, fuzzed', () => {
  it('has an example for every registered route (a new route must be added here)', () => {
    const registered = [...new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`))].sort();
    expect(registered).toEqual(Object.keys(EXAMPLES).sort());
  });

  for (const identity of ['visitor', 'shopper'] as const) {
    it(`never answers 5xx, always says why, and changes nothing when refusing (as a ${identity})`, async () => {
      const failures: string[] = [];
      for (const route of Object.keys(EXAMPLES)) {
        const [method, pattern] = route.split(' ') as [string, string];
        await fc.assert(
          fc.asyncProperty(mutation, fc.nat(), async (m, seed) => {
            if (identity === 'shopper' && !shopper.jar.get('hm_session')) shopper = await signedInShopper();
            const browser = identity === 'visitor' ? visitor : shopper;
            const request = apply(EXAMPLES[route]!(), m, seed);
            const target = url(pattern, request);
            // A refused request leaves the tables as they were, so its digest is the next request's baseline.
            const before = baseline ?? (await fingerprint());
            baseline = null;
            const res = await browser.request(method as 'GET', target, {
              body: request.body === undefined || method === 'GET' ? undefined : JSON.stringify(request.body),
              headers: request.body === undefined || method === 'GET' ? {} : { 'content-type': 'application/json' },
            });
            const where = `${route} as ${identity}: ${method} ${target.slice(0, 200)} ${JSON.stringify(request.body)?.slice(0, 300) ?? ''}`;
            expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400) {
              // Pages answer their HTML (the app shows its own 'not found' screen); everything else says why in JSON.
              const page = !pattern.startsWith('/api/') && /text\/html/.test(String(res.headers['content-type']));
              const message = page ? 'page' : (res.json<{ message?: unknown }>().message as unknown);
              expect(typeof message === 'string' && message.length > 0, `${where}: no message in ${res.body.slice(0, 200)}`).toBe(true);
              const after = await fingerprint();
              const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
              expect(changed, `${where} answered ${res.statusCode} but changed ${changed.join(', ')}`).toEqual([]);
              baseline = after;
            }
          }),
          { numRuns: RUNS, endOnFailure: true, examples: KNOWN_BREAKERS },
        ).catch((error: Error) => failures.push(`${route}: ${String((error.cause as Error | undefined)?.message ?? error.message).split('\n')[0]}`));
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    }, 600_000);
  }
});

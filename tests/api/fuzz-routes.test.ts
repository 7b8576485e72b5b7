// Property-based fuzzing of every registered route (issue 9): arbitrary JSON, wrong types, out-of-range
// and fractional numbers, huge and NUL-bearing strings, malformed ids and bodies nested thousands of
// levels deep, as a visitor and as a signed-in shopper. Never a 5xx; every refusal is `{ message }`; a
// refused request changes no table. Ids spelled as hex, with spaces or exponents, and `true` or `[1]`
// where a number goes, are refused, never read as numbers (decision 0038).
// FUZZ_RUNS=200 npx vitest run tests/api/fuzz-routes.test.ts digs deeper than the default.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DB_ID } from '#shared/schemas/common.ts';
import { MAX_BODY_DEPTH, nestsDeeperThan } from '#server/http/json-body.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { defaultExampleIds, exampleUrl as url, routeExamples, type Example } from '../support/route-examples.ts';

// Random requests per route and identity, after the known breakers (which cover every class that broke before).
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

// Filled in beforeAll with ids that exist, so mutations of the other fields reach deep code.
const ids = defaultExampleIds();

/** Every route of the app. A route missing there fails the test: new routes must be fuzzed too. */
const EXAMPLES = routeExamples(ids);

// ---- what the fuzzer sends ---------------------------------------------------------------------

const nulString = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const hugeString = fc.constantFrom('x', 'é', '💥', '0').map((c) => c.repeat(100_000));
const edgeNumbers = fc.constantFrom(
  0,
  -1,
  1.5,
  -0.01,
  0.001,
  MAX_DB_ID,
  MAX_DB_ID + 1,
  -MAX_DB_ID - 2,
  2 ** 53,
  2 ** 63,
  1e21,
  1e308,
  Number.MIN_VALUE,
  -1e308,
);
const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e400',
  '-1e400',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '1_000',
  'true',
  'null',
  '[]',
  '{}',
  "' OR 1=1 --",
  '%',
  '\\',
  '\ud800',
  '<script>',
  '../../etc/passwd',
  '+1',
  ' 1',
  '1 ',
  '1e1',
  '0b1',
  '0o7',
);

/** What `z.coerce.number` (or `Number()`) reads as a number although no client writes a number so: refused where a number goes. */
const looseNumbers = fc.constantFrom<unknown>(true, false, [1], ['1'], [], {}, '0x10', '0x1', ' 1', '1 ', '1e1', '1e0', '+1', '0b1', '', 'Infinity');
/** Ids as a URL can spell them so that `Number()` reads an id (a space is sent as %20): refused on every API route. */
const looseIds = fc.constantFrom('0x1', '0x10', ' 1', '1 ', ' 1 ', '1e0', '1e1', '+1', '0b1', '0o1', '1.0', '.1e1', '\t1');

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
  | { kind: 'param'; value: string; loose?: boolean }
  | { kind: 'query'; key: string | null; value: string | string[] }
  /** every number of the example's body, nested ones too, replaced by `value` */
  | { kind: 'numbers'; value: unknown }
  /** the whole body, or one field of it, nested `depth` arrays or objects deep (sent as raw text) */
  | { kind: 'deep'; whole: boolean; key: string | null; depth: number; shape: 'array' | 'object' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'example' as const }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('field' as const), key: fc.option(fc.string({ maxLength: 12 })), value: junk, nested: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.option(fc.string({ maxLength: 4 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('body' as const), value: fc.oneof(fc.jsonValue(), junk) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('param' as const), value: segment }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('query' as const), key: fc.option(fc.string({ maxLength: 10 })), value: queryValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('numbers' as const), value: looseNumbers }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('param' as const), value: looseIds, loose: fc.constant(true) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deep' as const),
      whole: fc.boolean(),
      key: fc.option(fc.string({ maxLength: 6 })),
      // Around the limit, and far beyond it.
      depth: fc.oneof(fc.integer({ min: MAX_BODY_DEPTH - 2, max: MAX_BODY_DEPTH + 2 }), fc.integer({ min: MAX_BODY_DEPTH + 1, max: 20_000 })),
      shape: fc.constantFrom('array' as const, 'object' as const),
    }),
  },
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
  // Issue "no 5xx on any input" (decision 0038): deep nesting overflowed the NUL check's recursion,
  // an id or number was read from hex, padded or exponent text, or from true and [1].
  [{ kind: 'deep', whole: true, key: null, depth: 10_000, shape: 'array' }, 0],
  [{ kind: 'deep', whole: true, key: null, depth: 10_000, shape: 'object' }, 0],
  [{ kind: 'deep', whole: false, key: null, depth: 10_000, shape: 'array' }, 1],
  [{ kind: 'deep', whole: true, key: null, depth: MAX_BODY_DEPTH + 1, shape: 'array' }, 0],
  [{ kind: 'param', value: '0x1', loose: true }, 0],
  [{ kind: 'param', value: '0x10', loose: true }, 0],
  [{ kind: 'param', value: ' 1', loose: true }, 0],
  [{ kind: 'param', value: '1e0', loose: true }, 0],
  [{ kind: 'param', value: '+1', loose: true }, 0],
  [{ kind: 'numbers', value: true }, 0],
  [{ kind: 'numbers', value: [1] }, 0],
  [{ kind: 'numbers', value: '0x1' }, 0],
  [{ kind: 'numbers', value: '1e0' }, 0],
];

/** `body` with every number in it (nested ones too) replaced by `value`; whether there was one. */
function replaceNumbers(body: unknown, value: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  let replaced = false;
  const holder = body as Record<string, unknown>;
  for (const key of Object.keys(holder)) {
    if (typeof holder[key] === 'number') {
      holder[key] = structuredClone(value);
      replaced = true;
    } else if (replaceNumbers(holder[key], value)) replaced = true;
  }
  return replaced;
}

const nested = (depth: number, shape: 'array' | 'object') =>
  shape === 'array' ? '['.repeat(depth) + '1' + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** Stands for the deep value in the body until its JSON text is written. */
const DEEP_PLACEHOLDER = '\u0001deep\u0001';

/** A request to send: the example as changed, its body as raw text when JSON.stringify cannot write it, and whether it must be refused. */
interface Attempt {
  request: Example;
  text?: string;
  /** the mutation put in something no route may accept (a loose id or number, a too-deep body) */
  refuse: boolean;
}

function attempt(example: Example, m: Mutation, seed: number, method: string, pattern: string): Attempt {
  if (m.kind === 'numbers') {
    const body = example.body ? structuredClone(example.body) : undefined;
    // Only the API reads bodies; a route whose example has no number is left as it was.
    return { request: { ...example, body }, refuse: replaceNumbers(body, m.value) && pattern.startsWith('/api/') };
  }
  if (m.kind === 'deep') {
    if (method === 'GET') return { request: example, refuse: false };
    const body: Record<string, unknown> = example.body ? structuredClone(example.body) : {};
    const key = m.whole ? undefined : (pick(Object.keys(body), m.key, seed) ?? 'deep');
    if (key !== undefined) body[key] = DEEP_PLACEHOLDER;
    const deep = nested(m.depth, m.shape);
    const text = key === undefined ? deep : JSON.stringify(body).replace(JSON.stringify(DEEP_PLACEHOLDER), deep);
    return { request: { ...example, body }, text, refuse: nestsDeeperThan(text, MAX_BODY_DEPTH) };
  }
  const request = apply(example, m, seed);
  const replacedId = m.kind === 'param' && !!m.loose && Object.keys(example.params ?? {}).length > 0;
  return { request, refuse: replacedId && pattern.startsWith('/api/') };
}

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
  const parts = tables.map(
    (name) => sql`SELECT ${name} AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS digest FROM ${sql.identifier(name)}`,
  );
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
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Heartland Market</title></head><body><div id="root"></div></body></html>',
  );
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
        await fc
          .assert(
            fc.asyncProperty(mutation, fc.nat(), async (m, seed) => {
              if (identity === 'shopper' && !shopper.jar.get('hm_session')) shopper = await signedInShopper();
              const browser = identity === 'visitor' ? visitor : shopper;
              const { request, text, refuse } = attempt(EXAMPLES[route]!(), m, seed, method, pattern);
              const target = url(pattern, request);
              // A refused request leaves the tables as they were, so its digest is the next request's baseline.
              const before = baseline ?? (await fingerprint());
              baseline = null;
              const payload = method === 'GET' ? undefined : (text ?? (request.body === undefined ? undefined : JSON.stringify(request.body)));
              const res = await browser.request(method as 'GET', target, {
                body: payload,
                headers: payload === undefined ? {} : { 'content-type': 'application/json' },
              });
              const where = `${route} as ${identity}: ${method} ${target.slice(0, 200)} ${payload?.slice(0, 300) ?? ''}`;
              expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
              if (refuse) expect(res.statusCode, `${where} was accepted -> ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
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
            // fast-check counts the examples among numRuns: every known breaker, then RUNS random ones.
            { numRuns: KNOWN_BREAKERS.length + RUNS, endOnFailure: true, examples: KNOWN_BREAKERS },
          )
          .catch((error: Error) => failures.push(`${route}: ${String((error.cause as Error | undefined)?.message ?? error.message).split('\n')[0]}`));
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    }, 1_200_000);
  }
});

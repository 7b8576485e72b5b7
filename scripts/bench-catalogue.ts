/**
 * Catalogue latency benchmark: product page, search and list pages on a large catalogue, through
 * the real app (buildApp + app.inject: routing, validation, queries, JSON), one request at a time.
 *
 *   npx tsx scripts/bench-catalogue.ts --pglite ./data-bench [--products 100000] [--iterations 300] [--explain]
 *   npx tsx scripts/bench-catalogue.ts --postgres postgres://postgres@127.0.0.1:5432/hm_bench [...]
 *   ... --uncached       (list and search URLs get a fresh `_` parameter: the queries behind the read cache)
 *   ... --only search    (only the scenarios whose name contains 'search': repeated runs on a busy machine)
 *
 * With --products the database is migrated and seeded (demo + generated products) up to that size
 * first. Scenarios include issue 14's broad search (`edition`) and page 200 of a category in each sort.
 * --explain prints the EXPLAIN ANALYZE plan of each list and search statement.
 * --explain-path URL (repeatable) asks each URL once of the fresh app (no cache has seen it) and prints
 * EXPLAIN (ANALYZE, BUFFERS) of every statement it ran: the slowest unique queries of `npm run bench`
 * (docs/performance.md). Add `--only none` to skip the timed scenarios.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { products } from '#server/db/schema.ts';
import { runDemoSeed } from '#server/db/seed/demo.ts';
import { seedLargeCatalogue } from '#server/db/seed/large.ts';
import { productListStatements, type ProductListOptions } from '#server/features/products/queries.ts';
import { invalidateProductCounts } from '#server/features/products/count-cache.ts';
import { searchStatements } from '#server/features/search/service.ts';
import { lookupTerms, vocabularyQuery } from '#server/features/search/vocabulary.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const pgUrl = option('postgres');
const pgliteDir = option('pglite');
if (!pgUrl && !pgliteDir) {
  process.stderr.write('usage: bench-catalogue.ts --pglite DIR | --postgres URL [--products N] [--iterations N] [--explain]\n');
  process.exit(2);
}
const iterations = Number(option('iterations') ?? 300);
const target = option('products') ? Number(option('products')) : undefined;
const only = option('only');
const explainPaths = process.argv.flatMap((arg, i) => (arg === '--explain-path' && process.argv[i + 1] ? [process.argv[i + 1]!] : []));

const database: Database = await openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'pglite', dataDir: pgliteDir! });
const dataDir = mkdtempSync(path.join(tmpdir(), 'hm-bench-'));
try {
  await migrate(database);
  if (target) {
    await runDemoSeed(database.db, { uploadsDir: path.join(dataDir, 'uploads') });
    const report = await seedLargeCatalogue(database.db, { target });
    if (report.added) process.stdout.write(`seeded ${report.added} generated products\n`);
  }
  const [{ total } = { total: 0 }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(products);
  const approvedIds = (
    await database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isApproved}`)
  ).map((r) => r.id);

  const app = await buildApp({ database, dataDir });
  await app.ready();

  if (explainPaths.length) {
    // Every statement the request runs, as the drivers receive it (node-postgres: a config and the
    // values; PGlite: the text and the values), then explained with the same values.
    type Client = { query(...args: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
    const client = (database.db as unknown as { $client: Client }).$client;
    const query = client.query;
    for (const url of explainPaths) {
      const ran: Array<{ text: string; params: unknown[] }> = [];
      client.query = function (this: Client, ...args: unknown[]) {
        const [first, values] = args as [string | { text: string; values?: unknown[] }, unknown];
        const text = typeof first === 'string' ? first : first.text;
        ran.push({ text, params: Array.isArray(values) ? values : typeof first === 'string' ? [] : (first.values ?? []) });
        return query.apply(this, args);
      };
      const started = performance.now();
      const res = await app.inject(url).finally(() => (client.query = query));
      process.stdout.write(`
=== ${url}: ${res.statusCode} in ${(performance.now() - started).toFixed(1)} ms, ${ran.length} statements
`);
      for (const { text, params } of ran) {
        const { rows } = await query.call(client, `EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
        process.stdout.write(`
--- ${text}
    ${JSON.stringify(params)}
${rows.map((r) => String(Object.values(r)[0])).join('\n')}
`);
      }
    }
  }

  // Approved product ids spread over the whole table, the same on every run.
  let seed = 42;
  const nextId = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return approvedIds[seed % approvedIds.length]!;
  };
  const searches = ['skillet', 'skilet', 'knif', 'cast iron', 'walnut speakers', 'merino wool sweater', 'dog bed', 'chess', 'socket wrench', 'bozeman'];
  // Issue 14: a word in nearly every product (98,926 matches at 100,000): counted to the cap, a window ranked.
  const broad = ['edition'];
  // One typo of each kind (5+ letters), two in a 9+ letter word, a typo in every word, words typed
  // apart and glued together (decision 0012).
  const typoSearches = [
    'skilllet', // inserted letter
    'skilet', // deleted letter
    'skillrt', // substituted letter
    'booskhelf speakers', // swapped neighbours (issue 9's example)
    'kondneser microphone', // two typos in a 9-letter word
    'mechancial keybaord', // a typo in every word
    'hand froged skilet', // every word of 5+ letters mistyped, the 4-letter one exact
    'book shelf speakers', // a word typed apart
    'walnutspeakers', // two words glued
  ];
  const lists = [
    '/api/products',
    '/api/products?list=deals',
    '/api/products?list=bestsellers',
    '/api/products?list=new-arrivals',
    '/api/products?list=deals&minPrice=50&maxPrice=500&minRating=4',
    '/api/products?sort=price-asc',
    '/api/products?sort=rating&offset=480',
    '/api/products?sort=newest&offset=2400',
    '/api/categories/3/products',
    '/api/categories/3/products?sort=price-desc&inStock=true',
    '/api/categories/5/products?onSale=true&sort=rating',
    '/api/categories/7/products?minPrice=20&maxPrice=200&sort=price-asc&offset=240',
    '/api/products?category=2&sort=newest&offset=96',
  ];
  // Issue 14: page 200 of a category in each sort (offset 200 * 24).
  const deep = [
    '/api/products?category=3&sort=price-asc&offset=4800',
    '/api/categories/3/products?sort=price-desc&offset=4800',
    '/api/products?category=3&sort=rating&offset=4800',
    '/api/products?category=3&sort=newest&offset=4800',
    '/api/products?category=3&offset=4800',
  ];
  const scenarios: Array<{ name: string; next: (i: number) => string }> = [
    { name: 'product page /api/products/{id}', next: () => `/api/products/${nextId()}` },
    { name: 'related /api/products/{id}/related', next: () => `/api/products/${nextId()}/related` },
    { name: `search /api/search?q= (${searches.length} queries)`, next: (i) => `/api/search?q=${encodeURIComponent(searches[i % searches.length]!)}` },
    { name: `search with typos (${typoSearches.length} queries)`, next: (i) => `/api/search?q=${encodeURIComponent(typoSearches[i % typoSearches.length]!)}` },
    { name: 'search, a word in nearly every product (edition)', next: () => `/api/search?q=${broad[0]}` },
    { name: `list pages (${lists.length} kinds)`, next: (i) => lists[i % lists.length]! },
    { name: `deep pages, page 200 of category 3 (${deep.length} sorts)`, next: (i) => deep[i % deep.length]! },
    {
      name: `list pages, every total counted afresh (no count cache)`,
      next: (i) => {
        invalidateProductCounts(database.db);
        return lists[i % lists.length]!;
      },
    },
    { name: 'categories /api/categories', next: () => '/api/categories' },
    { name: 'deal of the day', next: () => '/api/products/deal-of-the-day' },
  ];
  // --uncached: a fresh `_` parameter on every list and search URL, so each request misses the in-process read
  // cache and measures the queries behind it (issue 14's deep pages and searches).
  let bust = 0;
  const uncached = (url: string) => (flag('uncached') ? `${url}${url.includes('?') ? '&' : '?'}_=${++bust}` : url);
  const searchUrls = [...new Set([...searches, ...typoSearches, ...broad])].map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  for (const url of [...searchUrls, ...lists, ...deep]) scenarios.push({ name: `  ${url}`, next: () => url });

  process.stdout.write(`\n${database.driver}: ${total} products, ${iterations} requests per row (after ${Math.min(50, iterations)} warm-up)\n`);
  process.stdout.write(`${'scenario'.padEnd(80)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  (ms)\n`);
  for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
    const n = scenario.name.startsWith('  ') ? Math.max(50, Math.round(iterations / 3)) : iterations;
    for (let i = 0; i < Math.min(50, n); i++) await app.inject(uncached(scenario.next(i)));
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const url = uncached(scenario.next(i));
      const started = performance.now();
      const res = await app.inject(url);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(2).padStart(7);
    process.stdout.write(`${scenario.name.padEnd(80)} ${at(0.5)} ${at(0.95)} ${at(0.99)} ${at(1)}\n`);
  }

  if (flag('explain')) {
    const client = (database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> } })
      .$client;
    const explain = async (label: string, statement: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = statement.toSQL();
      const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${text}`, params);
      process.stdout.write(`\n--- ${label}\n${rows.map((r) => String(Object.values(r)[0])).join('\n')}\n`);
    };
    const listCases: Array<[string, Partial<ProductListOptions>]> = [
      ['all, featured', {}],
      ['deals', { list: 'deals' }],
      ['bestsellers', { list: 'bestsellers' }],
      ['new-arrivals', { list: 'new-arrivals' }],
      ['price-asc', { sort: 'price-asc' }],
      ['rating offset 480', { sort: 'rating', offset: 480 }],
      ['category 3 price-desc inStock', { category: [3], sort: 'price-desc', inStock: true }],
      ['category 3 price-asc page 200', { category: [3], sort: 'price-asc', offset: 4800 }],
      ['category 3 rating page 200', { category: [3], sort: 'rating', offset: 4800 }],
    ];
    for (const [label, options] of listCases) {
      const statements = productListStatements(database.db, { limit: 24, offset: 0, ...options });
      await explain(`list ${label}: rows`, statements.rows);
      await explain(`list ${label}: count`, statements.count);
    }
    for (const q of ['cast iron', 'bozeman', 'booskhelf speakers', 'hand froged skilet', 'edition']) {
      const stage = (await searchStatements(database.db, q, { limit: 24, offset: 0 }))!.allWords;
      await explain(`search ${q}: rows`, stage.rows(q === 'edition')); // edition: past the cap, the window walks products_rating_idx
      await explain(`search ${q}: count (capped)`, stage.count);
    }
    await explain(
      'search socket wrench (any word, after an empty all-words search)',
      (await searchStatements(database.db, 'socket wrench', { limit: 24, offset: 0 }))!.anyWord!.rows(false),
    );
    const lookup = lookupTerms(['kondneser', 'microphone']);
    await explain('vocabulary lookup for kondneser microphone', vocabularyQuery(database.db, lookup.terms, lookup.exact));
  }
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

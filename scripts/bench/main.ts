/**
 * `npm run bench` (issue 14, "How it is measured"): builds the app, prepares 100,000 products, starts
 * the built server and drives it with autocannon from a separate process, next to a bare node:http
 * server sending the same bytes (the ceiling). PGlite always; PostgreSQL too when DATABASE_URL is set.
 * Writes docs/bench/latest.md and latest.json.
 *
 *   npm run bench -- [--skip-build] [--engines pglite,postgres] [--seconds 5] [--connections 10]
 *                    [--products 100000] [--only TEXT] [--pg-database hm_bench]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { capture, type Captured } from './capture.ts';
import { BENCH_DIR, pgliteDataset, postgresDataset, type Dataset } from './dataset.ts';
import { json, request, waitForHealth } from './http.ts';
import { SHIPPING_FORM, type CannonJob, type CheckoutResult } from './jobs.ts';
import { LoadWorker, run, startCeiling, startServer, type Server } from './processes.ts';
import { machine, markdown, type BenchReport, type EngineReport, type Row } from './report.ts';
import { BROWSER_HEADERS, readScenarios, uniqueScenarios } from './scenarios.ts';
import type { LoadResult } from './stats.ts';
import { quoteTotals, registerShoppers } from './shoppers.ts';
import { runUnique } from './unique.ts';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    engines: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '20' },
    products: { type: 'string', default: '100000' },
    only: { type: 'string' },
    'pg-database': { type: 'string', default: 'hm_bench' },
    out: { type: 'string', default: 'docs/bench/latest' },
  },
});
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const connections = Number(args.connections);
const shoppers = Number(args.shoppers);
const products = Number(args.products);
const APP_PORT = 5310;
const CEILING_PORT = 5311;
const origin = `http://127.0.0.1:${APP_PORT}`;
/** --only a,b: the scenarios whose name contains any of the words */
const wanted = (name: string) => !args.only || args.only.split(',').some((w) => name.toLowerCase().includes(w.trim().toLowerCase()));
const say = (line: string) => process.stdout.write(`${line}\n`);
/** NaN (no response in the window) crosses IPC as null. */
const fixed = (v: number | null) => (v === null || !Number.isFinite(v) ? '-' : v.toFixed(1));

const engines = (args.engines ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
if (engines.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--engines postgres needs DATABASE_URL');

mkdirSync(BENCH_DIR, { recursive: true });
if (!args['skip-build']) await run('npm', ['run', 'build'], { label: 'npm run build' });

const worker = new LoadWorker();
const started: Server[] = [];
const reports: EngineReport[] = [];
try {
  for (const engine of engines) {
    // One engine failing (say, PostgreSQL unreachable) still leaves the other's table in the report.
    try {
      const dataset = engine === 'postgres' ? await postgresDataset(process.env.DATABASE_URL!, args['pg-database'], products) : await pgliteDataset(products);
      reports.push(await benchEngine(dataset));
    } catch (error) {
      process.exitCode = 1;
      process.stderr.write(`\n${engine} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
  }
} finally {
  worker.stop();
  await Promise.all(started.map((s) => s.stop()));
}

const report: BenchReport = {
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  machine: machine(),
  settings:
    `Load: autocannon in its own process, ${connections} connections, ${warmupSeconds} s warm-up then ${seconds} s per scenario, ` +
    `browser-like \`Accept-Encoding: gzip, deflate, br\`; checkout: ${shoppers} shoppers for ${seconds} s. ` +
    `Server: \`node dist/server/main.js\` with LOG_LEVEL=warn and AUTH_RATE_LIMIT_FACTOR=1000 (fresh shopper accounts each run). ` +
    `Ceiling: a bare node:http server (its own process) answering each URL with the status, headers and bytes the app sent for it, measured the same way right after the app.`,
  engines: reports,
};
const md = markdown(report);
mkdirSync('docs/bench', { recursive: true });
writeFileSync(`${args.out}.md`, md);
writeFileSync(`${args.out}.json`, `${JSON.stringify(report, null, 2)}\n`);
say(`\n${md}\nWritten to ${args.out}.md and ${args.out}.json`);

async function benchEngine(dataset: Dataset): Promise<EngineReport> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataset.dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_FACTOR: '1000',
  };
  if (dataset.databaseUrl) env.DATABASE_URL = dataset.databaseUrl;
  else delete env.DATABASE_URL;
  say(`\n== ${dataset.engineVersion}: starting the built server on ${origin}`);
  const server = startServer(env, `${BENCH_DIR}/server-${dataset.engine}.log`);
  started.push(server);
  let loadPeakMb = 0;
  const sampler = setInterval(() => {
    const rss = server.memory()?.rssMb;
    if (rss !== undefined && Number.isFinite(rss)) loadPeakMb = Math.max(loadPeakMb, rss);
  }, 250);
  try {
    await waitForHealth(origin, 180_000, server.alive);
    await new Promise((r) => setTimeout(r, 5000));
    const idleMb = server.memory()?.rssMb ?? Number.NaN;
    loadPeakMb = idleMb;
    say(`idle RSS ${idleMb.toFixed(0)} MB`);

    const catalogue = await discover();
    const rows: Row[] = [];
    const scenarios = readScenarios(catalogue.ids).filter((s) => wanted(s.name));
    const captured: Record<string, Captured> = {};
    const notes = new Map<string, string>();
    for (const s of scenarios) {
      const got = await capture(origin, s.paths, { ...BROWSER_HEADERS, accept: s.accept });
      Object.assign(captured, got);
      const first = got[s.paths[0]!]!;
      const total = first.headers['x-total-count'];
      notes.set(
        s.name,
        [first.status !== 200 ? `answered ${first.status}` : '', total !== undefined ? `${Number(total).toLocaleString('en-US')} matches` : '']
          .filter(Boolean)
          .join(', '),
      );
    }
    const ceilingFile = `${BENCH_DIR}/ceiling-${dataset.engine}.json`;
    writeFileSync(ceilingFile, JSON.stringify(captured));
    const ceiling = await startCeiling(ceilingFile, CEILING_PORT);
    started.push(ceiling);

    const cannon = (target: string, paths: string[], headers: Record<string, string>, extra: Partial<CannonJob> = {}) =>
      worker.run<LoadResult>({ kind: 'cannon', origin: target, connections, seconds, warmupSeconds, method: 'GET', paths, headers, ...extra });
    for (const s of scenarios) {
      const headers = { ...BROWSER_HEADERS, accept: s.accept };
      const app = await cannon(origin, s.paths, headers);
      const top = await cannon(`http://127.0.0.1:${CEILING_PORT}`, s.paths, headers);
      rows.push({ name: s.name, note: notes.get(s.name) || undefined, app, ceiling: top });
      say(
        `${s.name.padEnd(100)} ${app.rps.toFixed(0).padStart(6)} req/s  p95 ${fixed(app.p95).padStart(7)} ms  errors ${app.errors} non-2xx ${app.non2xx}  (${((app.rps / top.rps) * 100).toFixed(0)}% of ${top.rps.toFixed(0)})`,
      );
    }
    await ceiling.stop();

    const unique: EngineReport['unique'] = [];
    // Issue 29's queries avoid the filters and words the load scenarios and discover() asked (counted and kept 30 s).
    const shape = {
      products: catalogue.total,
      shops: catalogue.shops,
      askedBefore: [...catalogue.asked, ...readScenarios(catalogue.ids).flatMap((s) => s.paths)],
    };
    for (const s of uniqueScenarios(catalogue.fresh, shape).filter((u) => wanted(u.name))) {
      const result = await runUnique(origin, s, BROWSER_HEADERS);
      const target = s.target?.[dataset.engine];
      unique.push({ name: s.name, result, target });
      say(
        `${s.name.padEnd(100)} once each: p50 ${fixed(result.p50).padStart(7)} ms  p95 ${fixed(result.p95).padStart(7)} ms${target ? ` (target ${target})` : ''}  non-2xx ${result.non2xx}`,
      );
    }

    const prefix = `b${Date.now().toString(36)}`;
    let checkout: CheckoutResult | undefined;
    if (wanted('add to cart')) {
      const cartShoppers = await registerShoppers(origin, `${prefix}c`, connections);
      const bodies = catalogue.inStock.slice(0, 2000).map((id) => JSON.stringify({ productId: id, quantity: 1 }));
      const app = await cannon(origin, ['/api/cart'], { origin, accept: 'application/json' }, { method: 'POST', cookies: cartShoppers, bodies });
      rows.push({ name: `add to cart \`POST /api/cart\` (signed in, ${connections} shoppers, ${bodies.length} products)`, app });
      say(`add to cart: ${app.rps.toFixed(0)} req/s p95 ${fixed(app.p95)} ms non-2xx ${app.non2xx} ${JSON.stringify(app.statuses)}`);
    }
    if (wanted('checkout')) {
      const ordersPerAccount = 25; // under the 30 payment intents per user per 10 minutes
      const accounts = await registerShoppers(origin, `${prefix}k`, shoppers * 6);
      const probers = await registerShoppers(origin, `${prefix}q`, 2);
      const quoted = await quoteTotals(origin, probers, catalogue.plentiful.slice(0, 40));
      say(`checkout: ${accounts.length} fresh accounts, ${quoted.length} products quoted; ${shoppers} shoppers for ${seconds} s`);
      checkout = await worker.run<CheckoutResult>({
        kind: 'checkout',
        origin,
        shoppers,
        seconds,
        accounts,
        ordersPerAccount,
        products: quoted,
        shippingForm: SHIPPING_FORM,
      });
      say(`checkout: ${checkout.ordersPerSecond.toFixed(1)} orders/s, order p95 ${fixed(checkout.orderP95)} ms, failures ${JSON.stringify(checkout.failures)}`);
    }
    const memory = server.memory();
    return {
      engine: dataset.engine,
      engineVersion: dataset.engineVersion,
      products: catalogue.total,
      memory: { idleMb, loadPeakMb, highWaterMb: memory?.peakMb ?? Number.NaN, seedPeakMb: dataset.seeded?.peakMb, seedSeconds: dataset.seeded?.seconds },
      rows,
      unique,
      checkout,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

/** Product ids spread over the catalogue and its shops, from the public list (approved products only). */
async function discover(): Promise<{
  total: number;
  ids: number[];
  fresh: number[];
  inStock: number[];
  plentiful: number[];
  shops: string[];
  asked: string[];
}> {
  type Item = { id: number; stock: number | null; seller: { slug: string } | null };
  const asked = ['/api/products?limit=1'];
  const first = await request(origin, asked[0]!);
  const approved = Number(first.headers['x-total-count'] ?? 0);
  const ids: number[] = [];
  /** ids the load scenarios never ask for: the unique scenarios' */
  const fresh: number[] = [];
  const inStock: number[] = [];
  const plentiful: number[] = [];
  const shops = new Set<string>();
  const pages = 20;
  for (let p = 0; p < pages; p++) {
    const offset = Math.floor((approved / pages) * p);
    asked.push(`/api/products?sort=newest&limit=100&offset=${offset}`);
    const res = await request(origin, asked.at(-1)!);
    const items = json<Item[]>(res);
    for (const [i, item] of items.entries()) {
      if (item.seller) shops.add(item.seller.slug);
      if (i < 10) ids.push(item.id);
      else if (i < 30) fresh.push(item.id);
      if (item.stock === null || item.stock >= 20) inStock.push(item.id);
      if (item.stock !== null && item.stock >= 150) plentiful.push(item.id);
    }
  }
  // The whole table, not only the approved products the list shows.
  const health = await request(origin, '/api/categories');
  const total = json<Array<{ productCount: number }>>(health).reduce((n, c) => n + c.productCount, 0);
  say(`catalogue: ${approved} approved products (${total} counted by category), ${ids.length} product ids, ${plentiful.length} with stock >= 150`);
  return { total: approved, ids, fresh, inStock, plentiful, shops: [...shops].sort(), asked };
}

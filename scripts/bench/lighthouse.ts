/**
 * `npm run bench:lighthouse` (issue 14): Lighthouse, mobile with its default simulated throttling,
 * on the system Chromium (nothing is downloaded), over home, a product page, a category page and a
 * search page of the built app on the 100,000-product PGlite data set (seeded once, shared with
 * `npm run bench`). Three runs per page; the medians go to docs/bench/lighthouse.md.
 *
 *   npm run bench:lighthouse -- [--skip-build] [--runs 3] [--products 100000]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { BENCH_DIR, pgliteDataset } from './dataset.ts';
import { json, request, waitForHealth } from './http.ts';
import { run, startServer } from './processes.ts';
import { machine } from './report.ts';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '100000' },
    out: { type: 'string', default: 'docs/bench/lighthouse' },
  },
});
const runs = Number(args.runs);
const PORT = 5320;
const origin = `http://127.0.0.1:${PORT}`;
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * One Lighthouse run. A run whose trace came out unusable (NO_NAVSTART, NO_FCP: Lighthouse itself
 * says "Please run Lighthouse again", and on a busy 2-core machine it happens every few dozen runs)
 * is run again, up to twice, rather than ending the whole bench.
 */
async function audit(port: number, url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (attempt < 3) {
    say(`  (run again: ${lhr.runtimeError.code})`);
    return audit(port, url, attempt + 1);
  }
  throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
}

mkdirSync(BENCH_DIR, { recursive: true });
if (!args['skip-build']) await run('npm', ['run', 'build'], { label: 'npm run build' });
const dataset = await pgliteDataset(Number(args.products));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataset.dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
const server = startServer(env, `${BENCH_DIR}/server-lighthouse.log`);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHealth(origin, 180_000, server.alive);
  // A demo product (it has a photo) and its category: what a shopper coming from the home page sees.
  const found = json<Array<{ id: number; categoryId: number }>>(await request(origin, '/api/search?q=skillet&limit=1'))[0];
  if (!found) throw new Error('no product found for "skillet"');
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['product page', `/product/${found.id}`],
    ['category page', `/category/${found.categoryId}`],
    ['search page', '/search?q=skillet'],
  ];
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows: string[] = [];
  const results: Record<string, { median: Sample; runs: Sample[] }> = {};
  for (const [name, path] of pages) {
    // One unmeasured load warms the server's caches, as a real shop's traffic would.
    await request(origin, path);
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(chrome.port, `${origin}${path}`);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const sample = {
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        fcp: value('first-contentful-paint'),
      };
      samples.push(sample);
      say(
        `${name} run ${i + 1}: score ${sample.score}, LCP ${(sample.lcp / 1000).toFixed(2)} s, TBT ${sample.tbt.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)}, FCP ${(sample.fcp / 1000).toFixed(2)} s`,
      );
    }
    const m: Sample = {
      score: median(samples.map((s) => s.score)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
      fcp: median(samples.map((s) => s.fcp)),
    };
    results[name] = { median: m, runs: samples };
    rows.push(
      `| ${name} \`${path}\` | **${m.score}** (${samples.map((s) => s.score).join(', ')}) | ${(m.lcp / 1000).toFixed(2)} s | ${m.tbt.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${(m.fcp / 1000).toFixed(2)} s |`,
    );
  }
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const md = [
    '# Lighthouse: `npm run bench:lighthouse`',
    '',
    `Generated by \`npm run bench:lighthouse\` (scripts/bench/lighthouse.ts) on ${date}.`,
    '',
    `- Machine: ${machine()}`,
    `- Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile form factor with its default simulated throttling (slow 4G, 4x CPU slowdown), performance category only, on ${CHROMIUM} (\`${FLAGS.join(' ')}\`).`,
    `- Server: the built app (\`node dist/server/main.js\`, LOG_LEVEL=warn) on ${dataset.engineVersion} with the ${Number(args.products).toLocaleString('en-US')}-product data set, at ${origin}; each page loaded once before the runs.`,
    `- ${runs} runs per page; medians, with each run's score in brackets.`,
    '',
    '| page | performance score | LCP | TBT | CLS | FCP |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  mkdirSync('docs/bench', { recursive: true });
  writeFileSync(`${args.out}.md`, md);
  writeFileSync(`${args.out}.json`, `${JSON.stringify({ date, machine: machine(), results }, null, 2)}\n`);
  say(`\n${md}\nWritten to ${args.out}.md`);
} finally {
  chrome?.kill();
  await server.stop();
}

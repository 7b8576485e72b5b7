// Bundles the API server into dist/server/main.js and `npm run seed` into dist/server/seed.js (npm
// packages stay external and load from node_modules; what main.js imports only when configured, such
// as Stripe and SMTP, and what both share, is split into chunks beside them, so an instance without
// them never loads those packages), copies the database thread's scripts beside them, then stamps the
// build so `npm start` can tell whether it is current.
import { build } from 'esbuild';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';

// Chunk names change with their content: start from an empty directory so none is left over.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/server/main.ts', seed: 'src/server/db/seed/cli.ts' },
  outdir: 'dist/server',
  // Beside main.js, so paths taken from import.meta.url (the database thread, migrations) hold in any chunk.
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The embedded database's thread and its initdb process load by file name next to the bundle
// (src/server/db/pglite-thread.ts).
copyFileSync('src/server/db/pglite-worker.mjs', 'dist/server/pglite-worker.mjs');
copyFileSync('src/server/db/pglite-init.mjs', 'dist/server/pglite-init.mjs');
writeFileSync('dist/.build-stamp', new Date().toISOString());

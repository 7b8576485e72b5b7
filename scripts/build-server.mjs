// Bundles the API server into dist/server/main.js (npm packages stay external and load from
// node_modules; what main.js imports only when configured, such as Stripe and SMTP, is split into
// chunks beside it, so an instance without them never loads those packages), copies the database thread's script beside it, then stamps the build so `npm start` can tell whether it is current.
import { build } from 'esbuild';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';

// Chunk names change with their content: start from an empty directory so none is left over.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: ['src/server/main.ts'],
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
// The embedded database's thread loads by file name next to the bundle (src/server/db/pglite-thread.ts).
copyFileSync('src/server/db/pglite-worker.mjs', 'dist/server/pglite-worker.mjs');
writeFileSync('dist/.build-stamp', new Date().toISOString());

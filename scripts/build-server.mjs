// Bundles the API server into dist/server/main.js (npm packages stay external and load from
// node_modules), copies the database thread's script beside it, then stamps the build so `npm start` can tell whether it is current.
import { build } from 'esbuild';
import { copyFileSync, writeFileSync } from 'node:fs';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
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

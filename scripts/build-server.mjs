// Bundles the API server into dist/server/main.js (npm packages stay external and load from
// node_modules), then stamps the build so `npm start` can tell whether it is current.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';

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
writeFileSync('dist/.build-stamp', new Date().toISOString());

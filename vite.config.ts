import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compressAssets } from './scripts/compress-assets.ts';

const api = `http://localhost:${process.env.PORT ?? 5000}`;

// Two builds (package.json "build"): the browser's into dist/client, then the server renderer of the
// storefront (src/client/entry-server.tsx, `vite build --ssr`) into dist/ssr (decision 0029).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compressAssets()])],
  // The renderer carries the browser libraries it renders with (React, TanStack Query, Radix…): they
  // are devDependencies, bundled like the client's, so a production install without them still runs.
  ssr: { noExternal: true },
  // The renderer is always a production build: bundled, React would otherwise pick its development
  // build at run time whenever NODE_ENV is unset (several times slower, with dev-only checks).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/client',
    emptyOutDir: true,
    // Which chunks each page's module needs: the server preloads a rendered page's chunks with its HTML.
    manifest: !isSsrBuild,
    // Maps are written for tracing production errors but not named in the files: the comment costs
    // every visitor about 30 bytes gzip per file (0.6 KB on the home page; issue 3, JS budget).
    sourcemap: 'hidden',
    // Every browser we target but Safari 16 supports <link rel="modulepreload">; without it Safari 16
    // only fetches a lazy chunk's imports one step later. Saves 1 KB gzip on every page (issue 3).
    modulePreload: { polyfill: false },
    // TanStack Query in one chunk: left to itself Rolldown spread it over several chunks shared with
    // the list pages (useInfiniteQuery), which cost the home page about 0.8 KB gzip in extra files.
    // What the entry imports statically (router, toasts, the API client, the icon factory…) in one
    // chunk too: Rolldown split it into six small files that every page loads anyway, each a request
    // and a main-thread task on a phone (issue 14: 5 fewer files and 2.5 KB less on the home page).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  test: {
    environment: 'node',
    // One migrated PGlite directory per run, copied by each API test file (tests/support/db.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/testing-library.ts'],
    // Vitest leaves one core idle by default; API tests are CPU-bound (scrypt, PGlite), so use them all.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'] } },
      // Each API file builds its own app on its own database and mocks nothing, so the files of one
      // worker can share loaded modules: the server is imported once per worker, not once per file.
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], isolate: false } },
    ],
  },
}));

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = `http://localhost:${process.env.PORT ?? 5000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // One migrated PGlite directory per run, copied by each API test file (tests/support/db.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    // Vitest leaves one core idle by default; API tests are CPU-bound (scrypt, PGlite), so use them all.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Browser journeys (tests/e2e) against the built app on a fresh database, in the system Chromium.
// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds first and skips loudly without Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5123);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// A fresh database for every run. The config is also loaded by each worker process: the variable,
// inherited from the runner, makes them all agree on one directory instead of creating their own.
const dataDir = (process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'hm-e2e-')));
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores: the server and one or two browsers share them.
  workers: 2,
  // A journey of a dozen screens takes 10-20 s on a quiet machine; CI runs it beside the audits of
  // the other worker (load 10+ on two cores), where the same journey has taken 31 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One line per test as it finishes, then the runner's own totals.
  reporter: 'list',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Migrating and seeding the demo catalogue takes seconds on a quiet machine, a minute or more on
    // a busy one; a slow start is not a failed journey.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      SEED: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey registers and signs in from this one address: 20 times the limits a shopper has.
      AUTH_RATE_LIMIT_FACTOR: '20',
      // The journeys use the embedded database, whatever the shell says.
      DATABASE_URL: '',
    },
  },
});

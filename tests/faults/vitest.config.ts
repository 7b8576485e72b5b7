// `npm run test:faults`: the crash tests of tests/faults (issue 15). They start, kill and restart
// real app processes, so they run apart from `vitest run` (whose include leaves this folder out),
// with long timeouts, and side by side: most of their time is spent waiting on those processes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 3,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});

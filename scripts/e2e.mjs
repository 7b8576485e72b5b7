// Browser journeys: build the app, then run Playwright (playwright.config.ts) in the system Chromium.
// Without a Chromium the journeys are skipped with a loud warning rather than failing the run.
// Usage: node scripts/e2e.mjs [--no-build] [playwright test arguments, e.g. tests/e2e/smoke.spec.ts]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const bar = '!'.repeat(78);
  process.stdout.write(
    [
      '',
      bar,
      '!!',
      '!!  BROWSER JOURNEYS SKIPPED: no Chromium found',
      `!!  Looked for: ${chromium}`,
      '!!',
      '!!  The end-to-end tests in tests/e2e did NOT run. To run them, install a Chromium:',
      '!!    Debian/Ubuntu:  sudo apt-get install chromium',
      '!!  or point CHROMIUM_PATH at an existing Chromium or Chrome binary:',
      '!!    CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
      '!!',
      bar,
      '',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// `--no-build`: the caller (scripts/test.mjs) has just built the app as a step of its own.
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((a) => a !== '--no-build');

if (!skipBuild) {
  process.stdout.write('e2e: building the app (npm run build)\n');
  const built = run(npm, ['run', 'build', '--silent']);
  if (built !== 0) {
    process.stderr.write(`e2e: the build failed (exit ${built}); the journeys did not run.\n`);
    process.exit(built);
  }
}

// A fresh database for this run, removed afterwards; playwright.config.ts passes it to the server.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hm-e2e-'));
process.stdout.write(`e2e: running the journeys in ${chromium} (data in ${dataDir})\n`);
let status;
try {
  status = run(npx, ['playwright', 'test', ...playwrightArgs], { ...process.env, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

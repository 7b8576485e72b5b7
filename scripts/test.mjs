// `npm test`: every check in order — types, lint, unit and API tests, build, browser journeys.
// Each step runs even when an earlier one failed, so every runner's own summary is shown;
// the exit code is non-zero when any step failed. The last line reads 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const steps = [
  { name: 'typecheck', label: 'tsc --noEmit', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', label: 'eslint .', command: bin('eslint'), args: ['.'] },
  { name: 'unit + API', label: 'vitest run', command: bin('vitest'), args: ['run'] },
  { name: 'build', label: 'npm run build', command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: ['run', 'build', '--silent'] },
  {
    name: 'browser journeys',
    label: 'node scripts/e2e.mjs --no-build',
    command: process.execPath,
    args: ['scripts/e2e.mjs', '--no-build'],
    // Journeys against a stale or missing build would say nothing true.
    needs: 'build',
    note: existsSync(chromium) ? '' : `SKIPPED: no Chromium at ${chromium}`,
  },
];

const results = [];
for (const [index, step] of steps.entries()) {
  process.stdout.write(`\n=== [${index + 1}/${steps.length}] ${step.name}: ${step.label} ===\n\n`);
  const prerequisite = step.needs && results.find((r) => r.name === step.needs);
  if (prerequisite && !prerequisite.ok) {
    process.stdout.write(`--- ${step.name}: not run, because ${step.needs} failed\n`);
    results.push({ ...step, ok: false, status: 1, seconds: 0, note: `not run: ${step.needs} failed` });
    continue;
  }
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  let status = result.status ?? 1;
  let note = step.note ?? '';
  if (result.error) {
    status = 1;
    note = `could not start: ${result.error.message}`;
  } else if (result.signal) {
    status = 1;
    note = `killed by ${result.signal}`;
  }
  results.push({ ...step, ok: status === 0, status, seconds, note });
  process.stdout.write(`\n--- ${step.name}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds.toFixed(1)} s\n`);
  if (result.signal === 'SIGINT') break;
}

const width = Math.max(...steps.map((s) => s.name.length));
const lines = results.map(
  (r) => `  ${r.name.padEnd(width)}  ${(r.ok ? 'passed' : 'FAILED').padEnd(6)}  ${`${r.seconds.toFixed(1)} s`.padStart(8)}${r.note ? `  (${r.note})` : ''}`,
);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
process.stdout.write(`\n=== Summary ===\n${lines.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);

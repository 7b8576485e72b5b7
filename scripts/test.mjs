// `npm test`: every check in order — types, lint, unit and API tests, build, browser journeys.
// Each step runs even when an earlier one failed, so every runner's own summary is shown;
// the exit code is non-zero when any step failed. The last line reads 'N passed, N failed'.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Output of a step run beside another is collected rather than shown live: keep its colours for a terminal.
const tty = process.stdout.isTTY;

const steps = [
  // tsc, ESLint and Prettier each use one core: they run side by side (`together`), and their output
  // is shown one after the other once all are done (docs/decisions/0062-ci-time.md).
  { name: 'typecheck', label: 'tsc --noEmit', command: bin('tsc'), args: ['--noEmit', ...(tty ? ['--pretty'] : [])], together: true },
  { name: 'lint', label: 'eslint .', command: bin('eslint'), args: ['.', ...(tty ? ['--color'] : [])], together: true },
  // Formatting is lint too (`npm run lint`): without it here, 13 files had drifted from Prettier.
  { name: 'format', label: 'prettier --check', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '**/*.{ts,tsx,mjs,js,css}'], together: true },
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

/** Runs a step to its end: its output shown as it comes, or with `collect` kept and answered. */
function run(step, collect) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    let finished = false;
    const finish = (code, signal, error) => {
      if (finished) return;
      finished = true;
      const seconds = (Date.now() - started) / 1000;
      let status = code ?? 1;
      let note = step.note ?? '';
      if (error) {
        status = 1;
        note = `could not start: ${error.message}`;
      } else if (signal) {
        status = 1;
        note = `killed by ${signal}`;
      }
      resolve({ ...step, ok: status === 0, status, seconds, note, signal, output: Buffer.concat(chunks) });
    };
    child.on('error', (error) => finish(null, null, error));
    child.on('close', (code, signal) => finish(code, signal, null));
  });
}

const header = (index, step) => `\n=== [${index + 1}/${steps.length}] ${step.name}: ${step.label} ===\n\n`;
const footer = (r) => `\n--- ${r.name}: ${r.status === 0 ? 'passed' : `FAILED (exit ${r.status})`} in ${r.seconds.toFixed(1)} s\n`;

const results = [];
for (let index = 0; index < steps.length; index++) {
  const step = steps[index];
  if (step.together) {
    const group = [];
    while (steps[index + group.length]?.together) group.push(steps[index + group.length]);
    process.stdout.write(`\n=== ${group.map((s) => s.name).join(' and ')}, side by side: each one's output follows when all are done ===\n`);
    const done = await Promise.all(group.map((s) => run(s, true)));
    for (const [offset, r] of done.entries()) {
      process.stdout.write(header(index + offset, r));
      process.stdout.write(r.output);
      process.stdout.write(footer(r));
      results.push(r);
    }
    index += group.length - 1;
    if (done.some((r) => r.signal === 'SIGINT')) break;
    continue;
  }
  process.stdout.write(header(index, step));
  const prerequisite = step.needs && results.find((r) => r.name === step.needs);
  if (prerequisite && !prerequisite.ok) {
    process.stdout.write(`--- ${step.name}: not run, because ${step.needs} failed\n`);
    results.push({ ...step, ok: false, status: 1, seconds: 0, note: `not run: ${step.needs} failed` });
    continue;
  }
  const r = await run(step, false);
  results.push(r);
  process.stdout.write(footer(r));
  if (r.signal === 'SIGINT') break;
}

const width = Math.max(...steps.map((s) => s.name.length));
const lines = results.map(
  (r) => `  ${r.name.padEnd(width)}  ${(r.ok ? 'passed' : 'FAILED').padEnd(6)}  ${`${r.seconds.toFixed(1)} s`.padStart(8)}${r.note ? `  (${r.note})` : ''}`,
);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
process.stdout.write(`\n=== Summary ===\n${lines.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);

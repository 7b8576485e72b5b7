// Child processes of the bench: commands, the app server, the ceiling server, the load worker, and
// their memory (RSS now and its high-water mark from /proc, which a process keeps until it exits).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Job, JobResult } from './jobs.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Runs TypeScript in a child the way `tsx` does, but as one process whose memory we can read. */
export const TSX = ['--import', 'tsx'];

export interface Memory {
  rssMb: number;
  peakMb: number;
}

export function memoryOf(pid: number | undefined): Memory | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Samples a process's high-water mark until it exits (the last sample before exit is the peak). */
function watchPeak(child: ChildProcess): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    const m = memoryOf(child.pid);
    if (m && Number.isFinite(m.peakMb)) peak = Math.max(peak, m.peakMb);
  }, 200);
  child.once('exit', () => clearInterval(timer));
  return () => peak;
}

/** Runs a command to completion, its output to ours; rejects on a non-zero exit. Answers the peak RSS. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; label: string }): Promise<{ peakMb: number; seconds: number }> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: 'inherit', env: options.env ?? process.env });
  const peak = watchPeak(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve({ peakMb: peak(), seconds: (performance.now() - started) / 1000 })
        : reject(new Error(`${options.label} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export interface Server {
  child: ChildProcess;
  alive: () => boolean;
  memory: () => Memory | null;
  stop: () => Promise<void>;
}

/**
 * Starts `node dist/server/main.js` with `env`, its output to `logFile`. BENCH_SERVER_NODE_ARGS
 * adds Node options to the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
export function startServer(env: NodeJS.ProcessEnv, logFile: string): Server {
  const log = createWriteStream(logFile);
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return managed(child);
}

export function startCeiling(file: string, port: number): Promise<Server> {
  const child = fork(`${here}ceiling-server.ts`, [file, String(port)], { execArgv: TSX, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(managed(child)));
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
}

function managed(child: ChildProcess): Server {
  let exited = false;
  child.once('exit', () => (exited = true));
  return {
    child,
    alive: () => !exited,
    memory: () => memoryOf(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The load generator process; one job at a time. */
export class LoadWorker {
  private child = fork(`${here}load-worker.ts`, [], { execArgv: TSX, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

  run<T>(job: Job): Promise<T> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the load worker exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (message: JobResult) => {
        this.child.off('exit', onExit);
        if (message.ok) resolve(message.result as T);
        else reject(new Error(message.error));
      });
      this.child.send(job);
    });
  }

  stop(): void {
    this.child.kill('SIGTERM');
  }
}

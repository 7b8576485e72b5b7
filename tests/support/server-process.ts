// The app as its own process (`node --import tsx src/server/main.ts`), for the tests that need a
// real one: killed mid-request, restarted on the same data, two of them on one PostgreSQL, real
// sockets and headers. Output is kept for the failure message.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** what the process printed so far (stdout and stderr) */
  output(): string;
  /** sends `signal` (SIGKILL by default: a crash) and resolves once the process has exited */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** a clean stop (SIGTERM), forced after 15 s */
  stop(): Promise<void>;
}

/** A TCP port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app with `env` over a quiet default (LOG_LEVEL warn, SEED none, no DATABASE_URL, the
 * embedded database in DATA_DIR) and resolves when GET /api/health answers 200. Give DATA_DIR, and
 * DATABASE_URL for PostgreSQL.
 */
export async function startServerProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', SEED: 'none', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PUBLIC_URL: url, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    output: () => output,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    stop: async () => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await server.kill('SIGTERM');
      clearTimeout(force);
    },
  };
  await waitForHealth(child, url, options.timeoutMs ?? 120_000, () => output);
  return server;
}

async function waitForHealth(child: ChildProcess, url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the app exited (${child.signalCode ?? child.exitCode}) before answering:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not answer ${url}/api/health within ${timeoutMs} ms:\n${output()}`);
}

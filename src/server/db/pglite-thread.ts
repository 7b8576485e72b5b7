import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';

/** What a query answers, as PGlite's `query` does. */
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle passes identity parsers (values kept as text) for dates, times and some arrays */
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface that drizzle-orm/pglite and our code use, for one connection or one transaction. */
export interface PgliteQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

export interface PgliteConnection extends PgliteQueries {
  transaction<T>(run: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/** A database error rebuilt on this side with the fields the services read (code, constraint, ...). */
function rebuildError(data: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(data.message), data);
}

/**
 * PGlite on its own thread (pglite-worker.mjs, decision 0032), behind the same interface drizzle's
 * PGlite driver uses. Each call is one message; a transaction is opened on the worker, its statements
 * carry its id, and PGlite's own lock keeps other statements out until it ends, as in one process.
 */
export async function startPgliteThread(dataDir: string | null): Promise<PgliteConnection> {
  if (dataDir !== null && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createDataDir(dataDir);
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      worker.off('error', reject);
      resolve();
    };
    worker.once('error', reject);
    worker.on('message', onMessage);
  });
  worker.on('message', (message: Reply & { notify?: string; payload?: string }) => {
    if (message.notify !== undefined) {
      for (const handler of listeners.get(message.notify) ?? []) handler(message.payload ?? '');
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(rebuildError(message.error));
    else call.resolve(message.result);
  });

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const queries = (tx?: number): PgliteQueries => ({
    query: (sql, params = [], options) =>
      send<Results>({
        op: 'query',
        tx,
        sql,
        params,
        options: options && { rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number) },
      }),
  });

  return {
    ...queries(),
    async transaction(run) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await run(queries(tx));
      } catch (error) {
        await send({ op: 'rollback', tx });
        throw error;
      }
      await send({ op: 'commit', tx });
      return result;
    },
    async listen(channel, handler) {
      let handlers = listeners.get(channel);
      if (!handlers) {
        listeners.set(channel, (handlers = new Set()));
        await send({ op: 'listen', channel });
      }
      handlers.add(handler);
    },
    async close() {
      await send({ op: 'close' });
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/**
 * A new data directory is made by pglite-init.mjs in a child process, whose memory (initdb's peak of
 * about 850 MB) is the system's again once it exits; the server's own peak stays that of an existing
 * database.
 */
async function createDataDir(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, [script, dataDir], { env: process.env });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dataDir}: ${stderr || (error as Error).message}`, { cause: error });
  }
}

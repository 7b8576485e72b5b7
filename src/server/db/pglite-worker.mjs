// The embedded database's thread (decision 0032). PGlite runs PostgreSQL compiled to WebAssembly:
// every query runs synchronously on the thread that calls it, so on the server's main thread a slow
// search stopped every other request, static files included. Here it runs on its own thread and the
// main thread talks to it through messages (pglite-thread.ts), so the server keeps answering while a
// query runs. Plain JavaScript: worker threads load it as is under tsx, vitest and the built server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
const { dataDir } = workerData;
// PostgreSQL's default 128 MB of shared buffers came on top of PGlite's 128 MB WebAssembly heap:
// 32 MB keeps the server's idle memory down by about 100 MB; the files' pages stay in the OS cache.
const SHARED_BUFFERS = '32MB';
const db = await PGlite.create(dataDir ?? undefined, {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});

/** Open transactions by id: each stays open until the main thread commits or rolls it back. */
const transactions = new Map();

/** The main thread names the types to leave as text (drizzle's parsers do exactly that). */
const identity = (value) => value;
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((oid) => [oid, identity]));
  return { rowMode: options.rowMode, parsers };
}

/** A database error as plain data: structured clone keeps only an Error's message and stack. */
function errorData(error) {
  const data = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where']) {
    if (error?.[key] !== undefined) data[key] = error[key];
  }
  return data;
}

let nextTransaction = 1;
const ROLLBACK = new Error('rollback');

/** Opens a transaction (once the database's lock is ours) and answers its id. */
function begin() {
  const id = nextTransaction++;
  const entry = {};
  return new Promise((opened, failed) => {
    entry.done = db
      .transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            Object.assign(entry, { tx, resolve, reject });
            transactions.set(id, entry);
            opened(id);
          }),
      )
      .finally(() => transactions.delete(id));
    entry.done.catch(failed);
  });
}

/** Lets PGlite commit (or roll back) the transaction and waits until it has: a failed commit is the caller's error. */
async function end(id, commit) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`transaction ${id} is not open`);
  if (commit) {
    entry.resolve();
    await entry.done;
  } else {
    entry.reject(ROLLBACK);
    await entry.done.catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
  }
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      const result = await target.query(message.sql, message.params, queryOptions(message.options));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin':
      return begin();
    case 'commit':
      return end(message.tx, true);
    case 'rollback':
      return end(message.tx, false);
    case 'listen':
      await db.listen(message.channel, (payload) => port.postMessage({ notify: message.channel, payload }));
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: errorData(error) }),
  );
});
port.postMessage({ ready: true });

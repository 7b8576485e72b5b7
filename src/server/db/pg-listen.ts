import pg from 'pg';

/** After a lost connection, the listener tries again after this long. */
const RECONNECT_MS = 1000;

/**
 * LISTEN on PostgreSQL through one connection of its own (a pooled one would be handed to other
 * queries). It connects at the first `listen`, and after a lost connection reconnects, listens again
 * and calls every handler with '*': notifications sent meanwhile are lost, so whoever listens must
 * treat '*' as "anything may have changed".
 */
export function listenPostgres(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    void failed.end().catch(() => {});
    if (!closed) timer = setTimeout(reconnect, RECONNECT_MS);
  };

  const reconnect = () => {
    connect().then(
      () => {
        for (const set of handlers.values()) for (const handler of set) handler('*');
      },
      () => {
        if (!closed) timer = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  };

  return {
    async listen(channel: string, handler: (payload: string) => void): Promise<void> {
      if (!/^\w+$/.test(channel)) throw new Error(`unsafe channel name: ${channel}`);
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      const current = client ?? (await connect());
      // A second LISTEN on a channel is harmless; one missed by a connection being set up is not.
      if (first) await current.query(`LISTEN "${channel}"`);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

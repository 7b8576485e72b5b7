import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { CatalogueChanges } from './catalogue-changes.ts';

/** A database whose NOTIFYs come back to the listener after `delayMs`, or never when `deaf`. */
function fakeDatabase(options: { delayMs: number; deaf?: boolean }) {
  const sent: string[] = [];
  let handler: (payload: string) => void = () => {};
  const database = {
    listen: async (_channel: string, h: (payload: string) => void) => void (handler = h),
    db: {
      execute: async (query: { queryChunks: unknown[] }) => {
        const marker = query.queryChunks.find((c): c is string => typeof c === 'string' && c.startsWith('sync:'));
        sent.push(marker!);
        if (!options.deaf) setTimeout(() => handler(marker!), options.delayMs);
      },
    },
  } as unknown as Database;
  return { database, sent, notify: (payload: string) => handler(payload) };
}

describe('CatalogueChanges.sync', () => {
  it('waits for its marker to come back', async () => {
    const fake = fakeDatabase({ delayMs: 20 });
    const changes = await CatalogueChanges.listen(fake.database);
    const started = performance.now();
    await changes.sync();
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    expect(fake.sent).toHaveLength(1);
  });

  it('lets concurrent writers share a marker, and sends a new one for a write made while one travels', async () => {
    const fake = fakeDatabase({ delayMs: 20 });
    const changes = await CatalogueChanges.listen(fake.database);
    const first = Array.from({ length: 5 }, () => changes.sync());
    await new Promise((r) => setTimeout(r, 5));
    // The first marker is on its way: these writes committed after it was sent and need the next.
    const second = Array.from({ length: 5 }, () => changes.sync());
    await Promise.all(first);
    expect(fake.sent).toHaveLength(2);
    await Promise.all(second);
    expect(fake.sent).toHaveLength(2);
    await changes.sync();
    expect(fake.sent).toHaveLength(3);
  });

  it('assumes everything changed when its marker is not heard', async () => {
    const fake = fakeDatabase({ delayMs: 0, deaf: true });
    const changes = await CatalogueChanges.listen(fake.database);
    const heard: unknown[] = [];
    changes.onChange((c) => heard.push(c));
    await changes.sync();
    expect(heard).toEqual([{ all: true }]);
    fake.notify('3,4');
    expect(heard).toEqual([{ all: true }, { all: false, productIds: [3, 4] }]);
  });
});

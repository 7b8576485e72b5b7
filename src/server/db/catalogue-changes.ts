import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** What changed: these product ids, or anything in the catalogue. */
export type CatalogueChange = { all: true } | { all: false; productIds: number[] };

/** How long a write's answer waits for its own notifications before it assumes the worst. */
const SYNC_TIMEOUT_MS = 500;

/**
 * The catalogue's change notifications (migration 0020: NOTIFY catalogue from triggers on products
 * and categories), heard by this instance whichever process made the change.
 *
 * `sync()` is a barrier for this instance's own writes: notifications arrive asynchronously, so a
 * shopper's next request could otherwise reach a cache that has not heard of the change they just
 * made. It sends a marker on the same channel and waits until it comes back; notifications are
 * delivered in commit order, so everything committed before it has been heard by then.
 */
export class CatalogueChanges {
  private readonly handlers = new Set<(change: CatalogueChange) => void>();
  private readonly waiting = new Map<string, () => void>();
  /** the marker that callers join, not sent yet */
  private next: Promise<void> | null = null;
  /** the marker on its way */
  private inFlight: Promise<void> | null = null;

  private constructor(private readonly database: Database) {}

  static async listen(database: Database): Promise<CatalogueChanges> {
    const changes = new CatalogueChanges(database);
    await database.listen('catalogue', (payload) => changes.receive(payload));
    return changes;
  }

  onChange(handler: (change: CatalogueChange) => void): void {
    this.handlers.add(handler);
  }

  /**
   * Concurrent writers share markers: a call joins the marker that has not been sent yet (sent after
   * its commit, so it covers it), and while one marker travels, the next waits for it. Under load
   * that is one round trip for many writes, not one each.
   */
  sync(): Promise<void> {
    if (this.next) return this.next;
    const batch: Promise<void> = (this.inFlight ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        this.inFlight = batch;
        return this.roundTrip();
      })
      .finally(() => {
        if (this.inFlight === batch) this.inFlight = null;
      });
    this.next = batch;
    return batch;
  }

  private async roundTrip(): Promise<void> {
    const marker = `sync:${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.waiting.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await this.database.db.execute(sql`select pg_notify('catalogue', ${marker})`);
      // Not heard in time (a lost listening connection): whatever was cached may be stale.
      if (!(await heard)) this.emit({ all: true });
    } finally {
      clearTimeout(timer);
      this.waiting.delete(marker);
    }
  }

  private receive(payload: string): void {
    if (payload.startsWith('sync:')) {
      this.waiting.get(payload)?.();
      return;
    }
    const ids = payload === '*' ? null : payload.split(',').map(Number);
    this.emit(ids && ids.every(Number.isSafeInteger) ? { all: false, productIds: ids } : { all: true });
  }

  private emit(change: CatalogueChange): void {
    for (const handler of this.handlers) handler(change);
  }
}

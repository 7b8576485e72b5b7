import type { Db } from '#server/db/client.ts';

/**
 * Totals of large product lists, remembered for a short while.
 *
 * Counting the matches of a broad list (every approved product, a whole category, all best
 * sellers) reads tens of thousands of rows, while the page itself reads 24 through an index, so the
 * count dominates a list request on a large catalogue. A shopper cannot tell 99,998 products from
 * 99,999, so a total of at least MIN_CACHED is reused for TTL_MS; smaller totals (cheap to count,
 * and the ones people notice change) are always exact. Deleting a product here forgets every
 * remembered total at once; writes elsewhere show within TTL_MS.
 */
export const COUNT_CACHE_MIN_CACHED = 1000;
export const COUNT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

export class CountCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  /** The remembered total for `key`, or `count()`'s answer (remembered when large). */
  get(key: string, count: () => Promise<number>): Promise<number> {
    return this.memo(key, count, (total) => total);
  }

  /** The remembered total for `key`, if any, without counting. */
  peek(key: string): number | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.clock() ? (hit.value as number) : undefined;
  }

  /**
   * The same for any value holding counts (the category list): `total(value)` says how many
   * products the value counted, and decides, like a total, whether it is remembered.
   */
  async memo<T>(key: string, compute: () => Promise<T>, total: (value: T) => number): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.clock()) return hit.value as T;
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const job = compute().then((value) => {
      // A count that started before an invalidation may predate the change: not remembered.
      if (total(value) >= COUNT_CACHE_MIN_CACHED && generation === this.generation) this.remember(key, value);
      return value;
    });
    this.pending.set(key, job);
    try {
      return await job;
    } finally {
      this.pending.delete(key);
    }
  }

  /** Forgets every total (after a product was deleted, added or changed). */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  private remember(key: string, value: unknown): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.clock() + COUNT_CACHE_TTL_MS });
  }
}

const caches = new WeakMap<Db, CountCache>();

/** The count cache of one database (each test database gets its own). */
export function countCacheFor(db: Db): CountCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CountCache()));
  return cache;
}

/** Call after writing products outside this feature (seller listings, approvals) to make totals exact at once. */
export function invalidateProductCounts(db: Db): void {
  caches.get(db)?.invalidate();
}

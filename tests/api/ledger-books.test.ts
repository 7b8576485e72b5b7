// The books' rules hold in the database itself (migration 0031), whatever code writes to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions } from '#server/db/schema.ts';
import type { Database } from '#server/db/client.ts';
import { post, sellerBalances } from '#server/features/ledger/post.ts';
import { createTestDatabase } from '../support/db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The database's refusal of `attempt`: the driver's message, under Drizzle's "Failed query". */
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'accepted',
    (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
  );

const sale = { kind: 'order_paid', key: 'test:sale', description: 'Order #1 paid' } as const;

describe('the ledger', () => {
  it('posts a balanced movement once per key and sums a seller’s balances', async () => {
    const lines = [
      { account: 'shopper_payments', amountCents: -1_000 },
      { account: 'seller_pending', sellerId: 7, amountCents: 850 },
      { account: 'platform_fees', amountCents: 150 },
    ] as const;
    const id = await database.db.transaction((tx) => post(tx, sale, lines));
    expect(id).toBeGreaterThan(0);
    expect(await database.db.transaction((tx) => post(tx, sale, lines))).toBeNull();
    expect(await sellerBalances(database.db, 7)).toEqual({ pendingCents: 850, availableCents: 0, paidOutCents: 0 });
  });

  it('refuses lines that do not sum to zero, in the code and at the commit', async () => {
    await expect(
      database.db.transaction((tx) => post(tx, { ...sale, key: 'test:unbalanced' }, [{ account: 'platform_fees', amountCents: 1 }])),
    ).rejects.toThrow(/does not balance/);
    const raw = database.db.transaction(async (tx) => {
      const [t] = await tx.insert(ledgerTransactions).values({ kind: 'adjustment', key: 'test:raw', description: 'raw' }).returning();
      await tx.insert(ledgerEntries).values({ transactionId: t!.id, account: 'platform_fees', amountCents: 5 });
    });
    expect(await refusal(raw)).toMatch(/does not balance/);
    expect(await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, 'test:raw'))).toEqual([]);
  });

  it('is append-only: entries and transactions are never updated or deleted', async () => {
    expect(await refusal(database.db.update(ledgerEntries).set({ amountCents: 0 }))).toMatch(/append-only/);
    expect(await refusal(database.db.delete(ledgerTransactions).where(sql`true`))).toMatch(/append-only/);
    expect(await sellerBalances(database.db, 7)).toEqual({ pendingCents: 850, availableCents: 0, paidOutCents: 0 });
  });
});

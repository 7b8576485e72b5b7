// The books in tests of money (issue 27; docs/decisions/0056-a-double-entry-ledger.md and
// docs/decisions/0057-payouts.md): sellers written straight to the database, money put in their
// available balance, and the check that every ledger transaction sums to zero.
import { randomBytes } from 'node:crypto';
import { gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ledgerEntries, ledgerTransactions, users } from '#server/db/schema.ts';
import { post } from '#server/features/ledger/post.ts';

/**
 * `count` sellers who never sign in, in one insert; their ids in ascending order. No shop: the
 * money's writers and the payout job read only the seller's id and email.
 */
export async function insertSellers(db: Db, count: number): Promise<number[]> {
  const tag = randomBytes(5).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `seller_${tag}_${i}`,
        email: `seller_${tag}_${i}@example.test`,
        passwordHash: 'not a password hash',
        isSeller: true,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Puts `amountCents` in each seller's available balance, as released sales would have, in one
 * balanced adjustment (the shoppers' payments in: shopper_payments, minus the sum).
 */
export async function creditAvailable(db: Db, key: string, credits: readonly { sellerId: number; amountCents: number }[]): Promise<void> {
  const total = credits.reduce((sum, c) => sum + c.amountCents, 0);
  await db.transaction((tx) =>
    post(tx, { kind: 'adjustment', key, description: 'Test money released to sellers' }, [
      { account: 'shopper_payments', amountCents: -total },
      ...credits.map((c) => ({ account: 'seller_available' as const, sellerId: c.sellerId, amountCents: c.amountCents })),
    ]),
  );
}

/** The highest ledger transaction id so far (0 for none): the checks below can look only at what came after. */
export async function lastTransactionId(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${ledgerTransactions.id}), 0)::int` }).from(ledgerTransactions);
  return row?.id ?? 0;
}

/** Ledger transactions (after `afterId`) whose entries do not sum to zero, with their sums: none in healthy books. */
export async function unbalancedTransactions(db: Db | Tx, afterId = 0): Promise<Array<{ key: string; sum: number }>> {
  const rows = await db
    .select({ key: ledgerTransactions.key, sum: sql<string>`sum(${ledgerEntries.amountCents})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(gt(ledgerTransactions.id, afterId))
    .groupBy(ledgerTransactions.id, ledgerTransactions.key)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  return rows.map((r) => ({ key: r.key, sum: Number(r.sum) }));
}

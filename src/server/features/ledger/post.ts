// Writing to the books (issue 27, docs/decisions/0056-a-double-entry-ledger.md): one movement of money
// as a transaction of entries that sum to zero, in the database transaction of the event that causes
// it, at most once per key.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ledgerEntries, ledgerTransactions, type LedgerAccount, type LedgerKind } from '#server/db/schema.ts';

/** One entry: signed integer cents, positive growing the account's balance. */
export interface LedgerLine {
  account: LedgerAccount;
  amountCents: number;
  /** the seller whose account it is: required for the seller_* accounts, absent otherwise */
  sellerId?: number;
  /** the state whose tax it is: required for sales_tax_payable, absent otherwise */
  state?: string;
}

export interface LedgerMovement {
  kind: LedgerKind;
  /** what makes it happen once: 'order_paid:12', 'release:12:4' */
  key: string;
  description: string;
  orderId?: number | null;
  returnId?: number | null;
  /** when it happened, when that is not now: the demo seed books its back-dated orders on their dates */
  at?: Date;
}

/**
 * Posts `lines` (zero amounts dropped) as one ledger transaction. Answers its id, or null when a
 * transaction with the same key is already in the books (a retry, or a second process that got there
 * first): nothing is written twice. Lines that do not sum to zero are a programming error; the
 * database refuses them at commit as well (migration 0031).
 */
export async function post(tx: Tx, movement: LedgerMovement, lines: readonly LedgerLine[]): Promise<number | null> {
  const kept = lines.filter((line) => line.amountCents !== 0);
  for (const line of kept) {
    if (!Number.isSafeInteger(line.amountCents)) throw new Error(`ledger amounts are whole cents, not ${line.amountCents}`);
  }
  const total = kept.reduce((sum, line) => sum + line.amountCents, 0);
  if (total !== 0) throw new Error(`ledger transaction ${movement.key} does not balance: ${total} cents`);
  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: movement.kind,
      key: movement.key,
      description: movement.description,
      orderId: movement.orderId ?? null,
      returnId: movement.returnId ?? null,
      ...(movement.at ? { createdAt: movement.at } : {}),
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!inserted) return null;
  if (kept.length > 0) {
    await tx.insert(ledgerEntries).values(
      kept.map((line) => ({
        transactionId: inserted.id,
        account: line.account,
        amountCents: line.amountCents,
        sellerId: line.sellerId ?? null,
        state: line.state ?? null,
        ...(movement.at ? { createdAt: movement.at } : {}),
      })),
    );
  }
  return inserted.id;
}

/** A seller's balances in cents: owed once delivered and held, owed now, and sent to them in total. */
export interface SellerBalancesCents {
  pendingCents: number;
  availableCents: number;
  paidOutCents: number;
}

export async function sellerBalances(db: Db | Tx, sellerId: number): Promise<SellerBalancesCents> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sellerId, sellerId), inArray(ledgerEntries.account, ['seller_pending', 'seller_available', 'seller_paid_out'])))
    .groupBy(ledgerEntries.account);
  const of = (account: LedgerAccount) => Number(rows.find((row) => row.account === account)?.total ?? 0);
  return { pendingCents: of('seller_pending'), availableCents: of('seller_available'), paidOutCents: of('seller_paid_out') };
}

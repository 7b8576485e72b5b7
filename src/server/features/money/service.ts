// The money pages' figures (issue 27, docs/product.md "Payouts and statements"): read from the ledger
// (docs/decisions/0056-a-double-entry-ledger.md), never written. A seller's statement is the entries
// of their pending and available balances; the administrator's, the whole books.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ledgerEntries, ledgerTransactions, type LedgerKind } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import { sellerBalances } from '#server/features/ledger/post.ts';
import { MARKET_TIME_ZONE } from '#shared/dates.ts';
import { centsToDecimal } from '#shared/money.ts';
import {
  STATEMENT_TYPE_LABELS,
  type LedgerCheckDto,
  type LedgerEntryDto,
  type LedgerSummaryDto,
  type SellerBalanceDto,
  type StatementType,
} from '#shared/schemas/ledger.ts';

/** A statement or a summary covers at most a year (a leap year's 366 days): bounded work per request. */
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

const marketDayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MARKET_TIME_ZONE });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, timeZoneName: 'longOffset' });

/** The marketplace's calendar day of an instant, 'YYYY-MM-DD' (days are US Central, as on every page). */
export const marketDay = (at: Date): string => marketDayFormat.format(at);

const utcDay = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const addDays = (day: string, days: number) => new Date(utcDay(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a market day begins: midnight in Des Moines (05:00 or 06:00 UTC). */
export function marketMidnight(day: string): Date {
  // The zone's offset a few hours into the UTC day is the one at local midnight: the clocks change at 2 am.
  const probe = new Date(utcDay(day) + 6 * 60 * 60 * 1000);
  const name = offsetFormat.formatToParts(probe).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-06:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utcDay(day) - offsetMinutes * 60 * 1000);
}

export interface Period {
  /** the first day, and the day after the last (exclusive) */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/**
 * The period asked for, in market days: `to` defaults to tomorrow (today included), `from` to the first
 * of the month of `to`'s last day. Backwards, empty or longer than a year: 400.
 */
export function resolvePeriod(query: { from?: string; to?: string }, now: Date): Period {
  const to = query.to ?? addDays(marketDay(now), 1);
  const from = query.from ?? `${addDays(to, -1).slice(0, 8)}01`;
  const days = (utcDay(to) - utcDay(from)) / DAY_MS;
  if (days <= 0) throw badRequest('from must be before to.');
  if (days > MAX_PERIOD_DAYS) throw badRequest('A period is at most a year: choose a shorter one.');
  return { from, to, start: marketMidnight(from), end: marketMidnight(to) };
}

const decimal = (cents: number | string | null | undefined) => centsToDecimal(Number(cents ?? 0));

export async function sellerBalance(db: Db, sellerId: number): Promise<SellerBalanceDto> {
  const b = await sellerBalances(db, sellerId);
  return { pending: decimal(b.pendingCents), available: decimal(b.availableCents), paidOut: decimal(b.paidOutCents) };
}

const TYPE_OF_KIND: Record<LedgerKind, StatementType> = {
  order_paid: 'sale',
  order_cancelled: 'cancellation',
  return_refund: 'refund',
  label: 'postage',
  release: 'release',
  payout: 'payout',
  payout_failed: 'payout_failed',
  transfer_reversal: 'reversal',
  adjustment: 'adjustment',
};

const STATEMENT_ACCOUNTS = ['seller_pending', 'seller_available'] as const;

/**
 * A seller's statement for a period: every entry on their pending and available balances, oldest
 * first (entries of one movement in the order written), each with pending plus available after it,
 * counting every entry before the period too.
 */
export async function sellerStatement(db: Db, sellerId: number, period: Period): Promise<LedgerEntryDto[]> {
  const mine = and(eq(ledgerEntries.sellerId, sellerId), inArray(ledgerEntries.account, [...STATEMENT_ACCOUNTS]));
  const [[opening], rows] = await Promise.all([
    db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
      .from(ledgerEntries)
      .where(and(mine, lt(ledgerEntries.createdAt, period.start))),
    db
      .select({
        id: ledgerEntries.id,
        createdAt: ledgerEntries.createdAt,
        account: ledgerEntries.account,
        amountCents: ledgerEntries.amountCents,
        kind: ledgerTransactions.kind,
        orderId: ledgerTransactions.orderId,
        description: ledgerTransactions.description,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(mine, gte(ledgerEntries.createdAt, period.start), lt(ledgerEntries.createdAt, period.end)))
      // Within one movement the money arriving comes first, so a release (pending to available) never
      // shows a dip in the balance after its first half.
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.transactionId), desc(ledgerEntries.amountCents), asc(ledgerEntries.id)),
  ]);
  let balance = Number(opening?.cents ?? 0);
  return rows.map((row) => {
    balance += row.amountCents;
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      type: TYPE_OF_KIND[row.kind],
      account: row.account === 'seller_pending' ? 'pending' : 'available',
      orderId: row.orderId,
      amount: decimal(row.amountCents),
      balanceAfter: decimal(balance),
      description: row.description,
    };
  });
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a formula's first character defused. */
function csvField(value: string): string {
  const text = /^[=+@\t\r]/.test(value) || (/^-/.test(value) && !/^-\d+(\.\d+)?$/.test(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The statement as a spreadsheet opens it: one header row, then one row per entry (RFC 4180 line ends). */
export function statementCsv(entries: readonly LedgerEntryDto[]): string {
  // The entry's id first: the same id as GET /api/seller/ledger, so a row can be matched to its entry.
  const header = ['Entry', 'Date', 'Type', 'Balance', 'Order', 'Description', 'Amount', 'Balance after'];
  const rows = entries.map((e) => [
    String(e.id),
    marketDay(new Date(e.createdAt)),
    STATEMENT_TYPE_LABELS[e.type],
    e.account === 'pending' ? 'Pending' : 'Available',
    e.orderId === null ? '' : String(e.orderId),
    e.description,
    e.amount,
    e.balanceAfter,
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const statementFileName = (period: Period) => `heartland-statement-${period.from}-${period.to}.csv`;

/**
 * The balance check: every transaction sums to zero (the database refuses any other at commit,
 * migration 0031: this says so from the data), and money in = money out + what is held.
 */
export async function ledgerCheck(db: Db): Promise<LedgerCheckDto> {
  const [imbalances, [count], totals] = await Promise.all([
    db
      .select({ transactionId: ledgerTransactions.id, key: ledgerTransactions.key, sum: sql<string>`sum(${ledgerEntries.amountCents})::text` })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .groupBy(ledgerTransactions.id, ledgerTransactions.key)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`)
      .orderBy(asc(ledgerTransactions.id))
      .limit(100),
    db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions),
    db
      .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})::text` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.account),
  ]);
  const of = (account: string) => Number(totals.find((row) => row.account === account)?.cents ?? 0);
  const inCents = -of('shopper_payments');
  const outCents = of('seller_paid_out') + of('postage');
  const heldCents = totals
    .filter((row) => !['shopper_payments', 'seller_paid_out', 'postage'].includes(row.account))
    .reduce((sum, row) => sum + Number(row.cents), 0);
  return {
    balanced: imbalances.length === 0,
    transactions: count?.n ?? 0,
    imbalances: imbalances.map((row) => ({ transactionId: row.transactionId, key: row.key, sum: decimal(row.sum) })),
    moneyIn: decimal(inCents),
    moneyOut: decimal(outCents),
    held: decimal(heldCents),
    reconciles: inCents === outCents + heldCents,
  };
}

/** A period's fees, sales tax by shipping state (what a filing needs) and payouts, net of reversals. */
export async function ledgerSummary(db: Db, period: Period): Promise<LedgerSummaryDto> {
  const within = and(gte(ledgerEntries.createdAt, period.start), lt(ledgerEntries.createdAt, period.end));
  const [[fees], tax, payouts] = await Promise.all([
    db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
      .from(ledgerEntries)
      .where(and(within, eq(ledgerEntries.account, 'platform_fees'))),
    db
      .select({ state: sql<string>`${ledgerEntries.state}`, cents: sql<string>`sum(${ledgerEntries.amountCents})::text` })
      .from(ledgerEntries)
      .where(and(within, eq(ledgerEntries.account, 'sales_tax_payable')))
      .groupBy(ledgerEntries.state)
      .orderBy(asc(ledgerEntries.state)),
    // A payout moves available to paid out; a failed one moves it back (decision 0057).
    db
      .select({
        kind: ledgerTransactions.kind,
        cents: sql<string>`sum(${ledgerEntries.amountCents})::text`,
        count: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(within, eq(ledgerEntries.account, 'seller_paid_out'), inArray(ledgerTransactions.kind, ['payout', 'payout_failed'])))
      .groupBy(ledgerTransactions.kind),
  ]);
  const sent = payouts.find((row) => row.kind === 'payout');
  const failed = payouts.find((row) => row.kind === 'payout_failed');
  return {
    from: period.from,
    to: period.to,
    feesEarned: decimal(fees?.cents),
    salesTax: tax.map((row) => ({ state: row.state, amount: decimal(row.cents) })),
    salesTaxTotal: decimal(tax.reduce((sum, row) => sum + Number(row.cents), 0)),
    payouts: {
      sent: decimal(sent?.cents),
      sentCount: sent?.count ?? 0,
      failed: decimal(-Number(failed?.cents ?? 0)),
      failedCount: failed?.count ?? 0,
    },
  };
}

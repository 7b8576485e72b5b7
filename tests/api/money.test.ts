// The money pages' routes (issue 27, docs/product.md "Payouts and statements"): a seller's balance and
// statement (JSON and CSV) read from the ledger, only their own; the administrator's balance check and
// the period's fees, sales tax by state and payouts. Movements are posted straight to the books with
// the account model of docs/decisions/0056-a-double-entry-ledger.md; the dated ones with the instant
// they happened, so the period filter and the running balance can be asserted to the cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '#server/db/schema.ts';
import { post, type LedgerLine, type LedgerMovement } from '#server/features/ledger/post.ts';
import type { LedgerCheckDto, LedgerEntryDto, LedgerSummaryDto, SellerBalanceDto } from '#shared/schemas/ledger.ts';
import { signedInAdmin } from '../support/admin.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { newPerson, type Person } from '../support/people.ts';

let t: TestApp;
let admin: Browser;
let sellerA: Person;
let sellerB: Person;
let sellerC: Person;
let shopper: Person;

/** A movement as it was written at `at` (noon in Des Moines is 17:00 or 18:00 UTC). */
async function postAt(at: string, movement: LedgerMovement, lines: LedgerLine[]) {
  const createdAt = new Date(at);
  await t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ kind: movement.kind, key: movement.key, description: movement.description, orderId: movement.orderId ?? null, createdAt })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values(lines.map((line) => ({ ...line, transactionId: row!.id, createdAt })));
  });
}

const REFUND_TEXT = 'Return of "Walnut Bowl", order #101';

/**
 * Seller A, order 101 in Iowa: $100 items, $5 discount, $8 shipping, $6 tax -> pending $88.75, fee
 * $14.25 (the example of docs/decisions/0056). A label ($8.30), the release, a $20 return refund
 * with its $1.20 tax ($17.00 from A, $3.00 fee back), a payout of the $63.45 left.
 * Seller B, order 102 in Texas: pending $42.50, fee $7.50, tax $3.00; released; paid out; failed.
 */
beforeAll(async () => {
  t = await createTestApp();
  // First: the administrator is user 1.
  admin = (await signedInAdmin(t)).browser;
  [sellerA, sellerB, sellerC, shopper] = await Promise.all([newPerson(t, true), newPerson(t, true), newPerson(t, true), newPerson(t, false)]);
  const a = sellerA.account.id;
  const b = sellerB.account.id;
  await postAt('2026-10-05T17:00:00Z', { kind: 'order_paid', key: 'order_paid:101', description: 'Order #101 paid', orderId: 101 }, [
    { account: 'shopper_payments', amountCents: -10_900 },
    { account: 'seller_pending', sellerId: a, amountCents: 8_875 },
    { account: 'platform_fees', amountCents: 1_425 },
    { account: 'sales_tax_payable', state: 'IA', amountCents: 600 },
  ]);
  await postAt('2026-10-06T17:00:00Z', { kind: 'order_paid', key: 'order_paid:102', description: 'Order #102 paid', orderId: 102 }, [
    { account: 'shopper_payments', amountCents: -5_300 },
    { account: 'seller_pending', sellerId: b, amountCents: 4_250 },
    { account: 'platform_fees', amountCents: 750 },
    { account: 'sales_tax_payable', state: 'TX', amountCents: 300 },
  ]);
  await postAt('2026-10-20T17:00:00Z', { kind: 'label', key: `label:order:101:${a}`, description: 'Shipping label, order #101', orderId: 101 }, [
    { account: 'seller_available', sellerId: a, amountCents: -830 },
    { account: 'postage', amountCents: 830 },
  ]);
  // Before midnight in Des Moines on October 31: still October there, already November in UTC.
  await postAt('2026-11-01T04:30:00Z', { kind: 'release', key: `release:102:${b}`, description: 'Order #102 released', orderId: 102 }, [
    { account: 'seller_pending', sellerId: b, amountCents: -4_250 },
    { account: 'seller_available', sellerId: b, amountCents: 4_250 },
  ]);
  await postAt('2026-11-02T18:00:00Z', { kind: 'release', key: `release:101:${a}`, description: 'Order #101 released', orderId: 101 }, [
    { account: 'seller_pending', sellerId: a, amountCents: -8_875 },
    { account: 'seller_available', sellerId: a, amountCents: 8_875 },
  ]);
  await postAt('2026-11-03T18:00:00Z', { kind: 'return_refund', key: 'return_refund:7', description: REFUND_TEXT, orderId: 101 }, [
    { account: 'shopper_payments', amountCents: 2_120 },
    { account: 'seller_available', sellerId: a, amountCents: -1_700 },
    { account: 'platform_fees', amountCents: -300 },
    { account: 'sales_tax_payable', state: 'IA', amountCents: -120 },
  ]);
  await postAt('2026-11-09T18:00:00Z', { kind: 'payout', key: `payout:${b}:2026-11-09`, description: 'Payout' }, [
    { account: 'seller_available', sellerId: b, amountCents: -4_250 },
    { account: 'seller_paid_out', sellerId: b, amountCents: 4_250 },
  ]);
  await postAt('2026-11-10T18:00:00Z', { kind: 'payout', key: `payout:${a}:2026-11-10`, description: 'Payout' }, [
    { account: 'seller_available', sellerId: a, amountCents: -6_345 },
    { account: 'seller_paid_out', sellerId: a, amountCents: 6_345 },
  ]);
  await postAt('2026-11-11T18:00:00Z', { kind: 'payout_failed', key: 'payout_failed:1', description: 'Payout failed: the account is closed' }, [
    { account: 'seller_paid_out', sellerId: b, amountCents: -4_250 },
    { account: 'seller_available', sellerId: b, amountCents: 4_250 },
  ]);
});
afterAll(() => t?.close());

const json = async <T>(browser: Browser, url: string, status = 200): Promise<T> => {
  const res = await browser.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json<T>();
};

/** What a reader of the statement compares: type, balance, order, amount, balance after. */
const lines = (entries: LedgerEntryDto[]) => entries.map((e) => [e.type, e.account, e.orderId, e.amount, e.balanceAfter]);

describe('a seller’s balance and statement', () => {
  it('answers the three balances from the books', async () => {
    expect(await json<SellerBalanceDto>(sellerA.b, '/api/seller/balance')).toEqual({ pending: '0.00', available: '0.00', paidOut: '63.45' });
    expect(await json<SellerBalanceDto>(sellerB.b, '/api/seller/balance')).toEqual({ pending: '0.00', available: '42.50', paidOut: '0.00' });
  });

  it('lists a period’s entries oldest first, with the balance after each counting what came before', async () => {
    const november = await json<LedgerEntryDto[]>(sellerA.b, '/api/seller/ledger?from=2026-11-01&to=2026-12-01');
    expect(lines(november)).toEqual([
      // A release: the money arriving in available first, so the balance never dips between its halves.
      ['release', 'available', 101, '88.75', '169.20'],
      ['release', 'pending', 101, '-88.75', '80.45'],
      ['refund', 'available', 101, '-17.00', '63.45'],
      ['payout', 'available', null, '-63.45', '0.00'],
    ]);
    expect(november[2]).toMatchObject({ description: REFUND_TEXT, createdAt: '2026-11-03T18:00:00.000Z' });
    const october = await json<LedgerEntryDto[]>(sellerA.b, '/api/seller/ledger?from=2026-10-01&to=2026-11-01');
    expect(lines(october)).toEqual([
      ['sale', 'pending', 101, '88.75', '88.75'],
      ['postage', 'available', 101, '-8.30', '80.45'],
    ]);
  });

  it('counts days in the marketplace’s zone: 11:30 pm on October 31 in Des Moines is October', async () => {
    const october = await json<LedgerEntryDto[]>(sellerB.b, '/api/seller/ledger?from=2026-10-01&to=2026-11-01');
    expect(lines(october)).toEqual([
      ['sale', 'pending', 102, '42.50', '42.50'],
      ['release', 'available', 102, '42.50', '85.00'],
      ['release', 'pending', 102, '-42.50', '42.50'],
    ]);
    const november = await json<LedgerEntryDto[]>(sellerB.b, '/api/seller/ledger?from=2026-11-01&to=2026-12-01');
    expect(lines(november)).toEqual([
      ['payout', 'available', null, '-42.50', '0.00'],
      ['payout_failed', 'available', null, '42.50', '42.50'],
    ]);
  });

  it('shows a seller only their own entries', async () => {
    const all = await json<LedgerEntryDto[]>(sellerB.b, '/api/seller/ledger?from=2026-01-01&to=2026-11-15');
    expect(all.map((e) => e.orderId)).not.toContain(101);
    expect(await json<LedgerEntryDto[]>(sellerC.b, '/api/seller/ledger?from=2026-01-01&to=2026-11-15')).toEqual([]);
  });

  it('defaults to this month and reads what post() just wrote', async () => {
    const c = sellerC.account.id;
    await t.database.db.transaction((tx) =>
      post(tx, { kind: 'order_paid', key: 'order_paid:103', description: 'Order #103 paid', orderId: 103 }, [
        { account: 'shopper_payments', amountCents: -5_000 },
        { account: 'seller_pending', sellerId: c, amountCents: 4_250 },
        { account: 'platform_fees', amountCents: 750 },
      ]),
    );
    expect(await json<SellerBalanceDto>(sellerC.b, '/api/seller/balance')).toEqual({ pending: '42.50', available: '0.00', paidOut: '0.00' });
    expect(lines(await json<LedgerEntryDto[]>(sellerC.b, '/api/seller/ledger'))).toEqual([['sale', 'pending', 103, '42.50', '42.50']]);
  });

  it('refuses a period longer than a year, backwards or not a date', async () => {
    for (const query of ['from=2025-01-01&to=2026-01-03', 'from=2026-11-01&to=2026-11-01', 'from=2026-12-01&to=2026-11-01', 'from=yesterday']) {
      const res = await sellerA.b.get(`/api/seller/ledger?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/year|before|date/);
    }
    expect((await sellerA.b.get('/api/seller/ledger?from=2025-11-01&to=2026-11-01')).statusCode).toBe(200);
  });

  it('downloads the same rows as CSV, quotes escaped', async () => {
    const res = await sellerA.b.get('/api/seller/ledger.csv?from=2026-11-01&to=2026-12-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="heartland-statement-2026-11-01-2026-12-01.csv"');
    const ids = (await sellerA.b.get('/api/seller/ledger?from=2026-11-01&to=2026-12-01')).json<LedgerEntryDto[]>().map((e) => e.id);
    expect(ids).toHaveLength(4);
    expect(res.body.trimEnd().split('\r\n')).toEqual([
      'Entry,Date,Type,Balance,Order,Description,Amount,Balance after',
      `${ids[0]},2026-11-02,Release,Available,101,Order #101 released,88.75,169.20`,
      `${ids[1]},2026-11-02,Release,Pending,101,Order #101 released,-88.75,80.45`,
      `${ids[2]},2026-11-03,Refund,Available,101,"Return of ""Walnut Bowl"", order #101",-17.00,63.45`,
      `${ids[3]},2026-11-10,Payout,Available,,Payout,-63.45,0.00`,
    ]);
    expect((await sellerA.b.get('/api/seller/ledger.csv?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it('is for sellers: 401 signed out, 403 for a shopper', async () => {
    for (const url of ['/api/seller/balance', '/api/seller/ledger', '/api/seller/ledger.csv']) {
      expect((await t.browser().get(url)).statusCode, url).toBe(401);
      expect((await shopper.b.get(url)).statusCode, url).toBe(403);
    }
  });
});

describe('the administrator’s books', () => {
  it('finds every transaction balanced and money in equal to money out plus what is held', async () => {
    const check = await json<LedgerCheckDto>(admin, '/api/admin/ledger/check');
    // 9 dated movements and seller C's sale; in: 109 - 21.20 + 53 + 50; out: 63.45 paid, 8.30 postage.
    expect(check).toEqual({ balanced: true, transactions: 10, imbalances: [], moneyIn: '190.80', moneyOut: '71.75', held: '119.05', reconciles: true });
  });

  it('sums a period’s fees, sales tax by state and payouts', async () => {
    expect(await json<LedgerSummaryDto>(admin, '/api/admin/ledger/summary?from=2026-10-01&to=2026-11-15')).toEqual({
      from: '2026-10-01',
      to: '2026-11-15',
      feesEarned: '18.75',
      salesTax: [
        { state: 'IA', amount: '4.80' },
        { state: 'TX', amount: '3.00' },
      ],
      salesTaxTotal: '7.80',
      payouts: { sent: '105.95', sentCount: 2, failed: '42.50', failedCount: 1 },
    });
    const october = await json<LedgerSummaryDto>(admin, '/api/admin/ledger/summary?from=2026-10-01&to=2026-11-01');
    expect(october).toMatchObject({ feesEarned: '21.75', salesTaxTotal: '9.00', payouts: { sent: '0.00', sentCount: 0, failed: '0.00', failedCount: 0 } });
    expect((await admin.get('/api/admin/ledger/summary?from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it('is the administrator’s alone', async () => {
    for (const url of ['/api/admin/ledger/check', '/api/admin/ledger/summary']) {
      expect((await t.browser().get(url)).statusCode, url).toBe(401);
      expect((await sellerA.b.get(url)).statusCode, url).toBe(403);
      expect((await shopper.b.get(url)).statusCode, url).toBe(403);
    }
  });
});

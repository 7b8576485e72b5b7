// The money side of the marketplace (issue 27, docs/decisions/0056-a-double-entry-ledger.md): what the
// seller's and the administrator's money routes answer. Amounts are decimal strings, like every price.
import { z } from 'zod';

/** GET /api/seller/balance: what the marketplace owes the signed-in seller, and has paid them. */
export const sellerBalanceSchema = z.object({
  /** sold, not yet delivered and past the hold */
  pending: z.string(),
  /** to be paid out at the next payout (negative: carried, taken from later sales) */
  available: z.string(),
  /** sent to the seller, in total */
  paidOut: z.string(),
});
export type SellerBalanceDto = z.infer<typeof sellerBalanceSchema>;

export const STATEMENT_TYPES = ['sale', 'cancellation', 'refund', 'postage', 'release', 'payout', 'payout_failed', 'reversal', 'adjustment'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

/** How the statement's page and its CSV name each type. */
export const STATEMENT_TYPE_LABELS: Record<StatementType, string> = {
  sale: 'Sale',
  cancellation: 'Cancellation',
  refund: 'Refund',
  postage: 'Postage',
  release: 'Release',
  payout: 'Payout',
  payout_failed: 'Payout failed',
  reversal: 'Transfer reversed',
  adjustment: 'Adjustment',
};

/** One line of a seller's statement: an entry on their pending or available balance. */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  type: z.enum(STATEMENT_TYPES),
  /** which balance it moves */
  account: z.enum(['pending', 'available']),
  orderId: z.number().nullable(),
  /** signed: "-12.50" takes from the balance */
  amount: z.string(),
  /** pending plus available after this entry */
  balanceAfter: z.string(),
  description: z.string(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;

/** GET /api/seller/ledger?from=&to= (ISO dates, both optional, `to` exclusive): oldest first. */
export const ledgerQuerySchema = z.object({
  from: z.iso.date('from must be a date like 2026-11-01').optional(),
  to: z.iso.date('to must be a date like 2026-12-01').optional(),
});

/** GET /api/admin/ledger/check: every transaction sums to zero, and which do not. */
export const ledgerCheckSchema = z.object({
  balanced: z.boolean(),
  transactions: z.number(),
  imbalances: z.array(z.object({ transactionId: z.number(), key: z.string(), sum: z.string() })),
  /** received from shoppers, net of refunds */
  moneyIn: z.string(),
  /** sent out of the marketplace: paid to sellers and to the carrier */
  moneyOut: z.string(),
  /** still held: sellers' pending and available, fees, the platform's sales, tax payable */
  held: z.string(),
  /** money in = money out + what is held */
  reconciles: z.boolean(),
});
export type LedgerCheckDto = z.infer<typeof ledgerCheckSchema>;

/** GET /api/admin/ledger/summary?from=&to=: what the administrator files and checks for a period. */
export const ledgerSummarySchema = z.object({
  /** the period, `to` exclusive (the marketplace's days, US Central time) */
  from: z.string(),
  to: z.string(),
  /** platform fees earned, net of fees given back on refunds */
  feesEarned: z.string(),
  /** sales tax collected per shipping state, net of refunds, by state code */
  salesTax: z.array(z.object({ state: z.string(), amount: z.string() })),
  salesTaxTotal: z.string(),
  payouts: z.object({ sent: z.string(), sentCount: z.number(), failed: z.string(), failedCount: z.number() }),
});
export type LedgerSummaryDto = z.infer<typeof ledgerSummarySchema>;

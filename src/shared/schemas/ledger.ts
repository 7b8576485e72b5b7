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

export const STATEMENT_TYPES = ['sale', 'cancellation', 'refund', 'postage', 'release', 'payout', 'payout_failed', 'adjustment'] as const;

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
});
export type LedgerCheckDto = z.infer<typeof ledgerCheckSchema>;

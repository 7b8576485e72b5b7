// Payouts to sellers (issue 27, docs/decisions/0057-payouts.md): the bank account a seller is paid
// to, and the payouts sent there. Amounts are decimal strings, like every price.
import { z } from 'zod';
import { pageFields } from './common.ts';

/**
 * An ABA routing number's check digit: 3, 7 and 1 times the digits in turn sum to a multiple of 10.
 * Catches a mistyped digit before the bank refuses the payout days later.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const ROUTING_MESSAGE = 'Routing number must be the 9 digits printed on your checks';

/** PUT /api/seller/payout-account: the full account number is sent once and never shown again. */
export const payoutAccountInputSchema = z.object({
  holderName: z
    .string({ message: 'Account holder name is required' })
    .trim()
    .min(1, 'Account holder name is required')
    .max(100, 'Account holder name must be at most 100 characters'),
  routingNumber: z
    .string({ message: ROUTING_MESSAGE })
    .trim()
    .regex(/^\d{9}$/, ROUTING_MESSAGE)
    .refine(isAbaRoutingNumber, 'This is not a valid routing number: check the digits'),
  accountNumber: z
    .string({ message: 'Account number must be 4 to 17 digits' })
    .trim()
    .regex(/^\d{4,17}$/, 'Account number must be 4 to 17 digits'),
});
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

/** How a seller connects where they are paid (decision 0058): our bank form, or Stripe's onboarding. */
export const PAYOUT_SETUPS = ['bank_account', 'hosted_onboarding'] as const;
export type PayoutSetup = (typeof PAYOUT_SETUPS)[number];

/** GET and PUT /api/seller/payout-account: the account as kept, its number reduced to the last four digits. */
export const payoutAccountSchema = z.object({
  /** 'sandbox' (the sandbox bank) or 'stripe' (a Stripe connected account) */
  provider: z.enum(['sandbox', 'stripe']),
  holderName: z.string(),
  /** null: a Stripe account whose bank Stripe has not told yet */
  routingNumber: z.string().nullable(),
  accountLast4: z.string().nullable(),
  /**
   * 'errored': a payout bounced for a reason of the account; enter it (or another) again.
   * 'onboarding': Stripe's onboarding is not finished, or Stripe has not enabled payouts yet.
   */
  status: z.enum(['active', 'errored', 'onboarding']),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

export const payoutSchema = z.object({
  id: z.number(),
  amount: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  /** why the bank returned it, in words for the seller */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutDto = z.infer<typeof payoutSchema>;

/** GET /api/seller/payouts: the next payout as things stand, and the seller's payouts, newest first. */
export const sellerPayoutsSchema = z.object({
  /** how this marketplace connects a seller's bank: the form (PUT /api/seller/payout-account) or Stripe's onboarding */
  setup: z.enum(PAYOUT_SETUPS),
  /** null: nothing will be paid (no bank account, an errored one, or less available than the minimum) */
  nextPayout: z.object({ date: z.string(), amount: z.string() }).nullable(),
  items: z.array(payoutSchema),
});
export type SellerPayoutsDto = z.infer<typeof sellerPayoutsSchema>;

export const sellerPayoutsQuerySchema = z.object(pageFields({ max: 100, defaultLimit: 20 }));

/** POST /api/seller/payout-account/onboarding (Stripe Connect): where to send the seller to finish onboarding. */
export const payoutOnboardingSchema = z.object({ url: z.string() });
export type PayoutOnboardingDto = z.infer<typeof payoutOnboardingSchema>;

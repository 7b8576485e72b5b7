// What the marketplace tells sellers about their money (issue 27; docs/decisions/0056-a-double-entry-ledger.md
// and 0057-payouts.md): the fee, the hold after delivery, the payout day and the least a payout sends,
// as the server runs them (PAYOUT_HOLD_DAYS, PAYOUT_SCHEDULE, PAYOUT_MINIMUM_CENTS), so the help
// pages and the Payouts page state the real figures rather than the defaults.
import { z } from 'zod';

/** PAYOUT_SCHEDULE: every day, or once a week on that weekday. */
export const PAYOUT_POLICY_SCHEDULES = ['daily', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** GET /api/payout-policy (public) */
export const payoutPolicySchema = z.object({
  /** 15: the platform's fee, percent of a seller's items after discount */
  feePercent: z.number(),
  /** days after delivery a seller's share stays pending */
  holdDays: z.number().int(),
  schedule: z.enum(PAYOUT_POLICY_SCHEDULES),
  /** "1.00": the least a payout sends */
  minimum: z.string(),
});
export type PayoutPolicyDto = z.infer<typeof payoutPolicySchema>;

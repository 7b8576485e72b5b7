// The payout policy the server runs with (GET /api/payout-policy; docs/decisions/0056 and 0057): the
// help pages state its fee, hold and payout schedule, asked before the server renders them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';

export const PAYOUT_POLICY_PATH = '/api/payout-policy';

/** Configuration: it changes with a restart at most, so a visit reads it once. */
export const payoutPolicyQuery = queryOptions({
  queryKey: [PAYOUT_POLICY_PATH],
  queryFn: () => apiJson<PayoutPolicyDto>('GET', PAYOUT_POLICY_PATH),
  staleTime: 30 * 60_000,
});

/** The policy, or undefined until it is in (never a default that could be wrong). */
export const usePayoutPolicy = (): PayoutPolicyDto | undefined => useQuery(payoutPolicyQuery).data;

// The seller's payouts and the bank account they go to (issue 27, docs/decisions/0057-payouts.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import type { PayoutAccountDto, PayoutAccountInput, PayoutOnboardingDto, SellerPayoutsDto } from '#shared/schemas/payouts.ts';

export const PAYOUTS_PATH = '/api/seller/payouts';
export const PAYOUT_ACCOUNT_PATH = '/api/seller/payout-account';

/**
 * The next payout (`date` a calendar date, 2026-11-30, in the marketplace's calendar) and the
 * seller's payouts, newest first.
 */
export const payoutsQuery = (page: { limit?: number; offset?: number } = {}) =>
  queryOptions({
    queryKey: [PAYOUTS_PATH, page],
    queryFn: () =>
      apiJson<SellerPayoutsDto>('GET', `${PAYOUTS_PATH}?${new URLSearchParams({ limit: String(page.limit ?? 20), offset: String(page.offset ?? 0) })}`),
    // Payouts settle in the background: a revisit asks again.
    staleTime: 0,
  });

/** The bank account payouts go to, its number reduced to the last four digits; null before one is entered. */
export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: [PAYOUT_ACCOUNT_PATH],
    queryFn: () => apiJson<PayoutAccountDto | null>('GET', PAYOUT_ACCOUNT_PATH),
    staleTime: 0,
  });

/** PUT /api/seller/payout-account: the answer is the account as kept; the next payout may change with it. */
export function useSavePayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountInput) => apiJson<PayoutAccountDto>('PUT', PAYOUT_ACCOUNT_PATH, input),
    onSuccess: (account) => {
      qc.setQueryData(payoutAccountQuery().queryKey, account);
      void qc.invalidateQueries({ queryKey: [PAYOUTS_PATH] });
      toast({ title: 'Bank account saved', description: `Payouts now go to the account ending ${account.accountLast4 ?? ''}.`, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Bank account not saved',
        description: serverMessage(error, 'Your bank account could not be saved. Please try again.'),
        variant: 'destructive',
      }),
  });
}

/**
 * POST /api/seller/payout-account/onboarding (Stripe Connect, docs/decisions/0058-stripe-connect.md):
 * a fresh link to Stripe's onboarding, where the browser goes next.
 */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () => apiJson<PayoutOnboardingDto>('POST', `${PAYOUT_ACCOUNT_PATH}/onboarding`),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Stripe could not be opened',
        description: serverMessage(error, 'Setting up payouts with Stripe failed. Please try again.'),
        variant: 'destructive',
      }),
  });
}

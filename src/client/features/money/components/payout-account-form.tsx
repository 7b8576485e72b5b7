import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Landmark, TriangleAlert } from 'lucide-react';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { fieldErrors } from '#client/lib/field-errors.ts';
import { payoutAccountInputSchema, type PayoutAccountDto, type PayoutAccountInput } from '#shared/schemas/payouts.ts';
import { payoutAccountQuery, useSavePayoutAccount } from '../payouts-api.ts';

const EMPTY: PayoutAccountInput = { holderName: '', routingNumber: '', accountNumber: '' };

function CurrentAccount({ account }: { account: PayoutAccountDto }) {
  if (account.status === 'errored') {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>
          Your bank returned a payout to the account ending <strong>{account.accountLast4}</strong>. No payout is sent until you enter your bank account again;
          the money waits in your available balance.
        </p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <Landmark className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <p>
        Payouts go to <strong>{account.holderName}</strong>’s account ending <strong>{account.accountLast4}</strong> (routing number {account.routingNumber}).
        Enter another account below to change it.
      </p>
    </div>
  );
}

/**
 * The bank account a seller's payouts go to (docs/decisions/0057-payouts.md), on the Payouts page. The
 * full account number is sent once and never shown again: only its last four digits are kept. With
 * `sandbox`, the sandbox bank's test numbers are offered.
 */
export function PayoutAccountForm({ sandbox = true }: { sandbox?: boolean }) {
  const account = useQuery(payoutAccountQuery());
  const save = useSavePayoutAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PayoutAccountInput>({ resolver: zodResolver(payoutAccountInputSchema), defaultValues: EMPTY });

  const holderName = account.data?.holderName;
  // The holder's name as kept, once known; the numbers are always typed again.
  useEffect(() => {
    if (holderName) reset({ ...EMPTY, holderName });
  }, [holderName, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => reset({ ...EMPTY, holderName: saved.holderName }),
      onError: (error) => {
        const fields = fieldErrors(error, EMPTY);
        for (const { path, message } of fields) setError(path, { message });
        if (fields[0]) setFocus(fields[0].path);
      },
    }),
  );

  return (
    <section aria-labelledby="payout-account-heading" className="space-y-4">
      <h2 id="payout-account-heading" className="text-lg font-bold text-slate-900">
        Bank account for payouts
      </h2>
      {account.data && <CurrentAccount account={account.data} />}
      <form onSubmit={onSubmit} noValidate aria-label="Bank account for payouts" className="max-w-md space-y-5">
        <TextField id="payout-holder-name" label="Account holder name" autoComplete="name" error={errors.holderName?.message} {...register('holderName')} />
        <TextField
          id="payout-routing-number"
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          hint={sandbox ? 'The 9 digits on your checks. Sandbox: use 110000000.' : 'The 9 digits on your checks.'}
          error={errors.routingNumber?.message}
          {...register('routingNumber')}
        />
        <TextField
          id="payout-account-number"
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          hint={
            sandbox
              ? 'Sandbox: 000123456789 is paid; 000111111113 is a closed account and 000111111116 an unknown one, whose payouts are returned.'
              : 'Only its last four digits are kept.'
          }
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <SubmitButton pending={save.isPending} pendingText="Saving bank account...">
          {account.data ? 'Change bank account' : 'Save bank account'}
        </SubmitButton>
      </form>
    </section>
  );
}

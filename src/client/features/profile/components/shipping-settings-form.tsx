import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleDashed, KeyRound } from 'lucide-react';
import { fieldErrors } from '#client/lib/field-errors.ts';
import { PasswordField, SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { shippingSettingsSchema, USPS_KEY_REQUIRED, type ShippingSettingsInput, type ShippingSettingsUpdate } from '#shared/schemas/shipping-settings.ts';
import type { PublicUser } from '#shared/user.ts';
import { useSaveShippingSettings } from '../api.ts';

type Values = Pick<ShippingSettingsInput, 'uspsUserId' | 'uspsApiKey' | 'shippingOriginZip' | 'uspsEnabled'>;

// The key field always starts empty: the saved key is never sent to the browser, only its last four.
const valuesOf = (user: PublicUser): Values => ({
  uspsUserId: user.uspsUserId ?? '',
  uspsApiKey: '',
  shippingOriginZip: user.shippingOriginZip ?? '',
  uspsEnabled: user.uspsEnabled ?? false,
});

/** Shipping Settings for a seller (docs/product.md B2 and B5): their own USPS account. */
export function ShippingSettingsForm({ user }: { user: PublicUser }) {
  const save = useSaveShippingSettings();
  const keySaved = user.uspsApiKeySet === true;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, ShippingSettingsUpdate>({ resolver: zodResolver(shippingSettingsSchema), defaultValues: valuesOf(user) });

  const send = (input: ShippingSettingsInput) =>
    save.mutate(input, {
      onSuccess: (saved) => reset(valuesOf(saved)),
      onError: (error) => fieldErrors(error, valuesOf(user)).forEach(({ path, message }) => setError(path, { message })),
    });

  const onSubmit = handleSubmit((values) => {
    // The server refuses this too; saying it here spares a round trip.
    if (values.uspsEnabled && !values.uspsApiKey && !keySaved) {
      setError('uspsApiKey', { message: USPS_KEY_REQUIRED }, { shouldFocus: true });
      return;
    }
    send({ uspsUserId: values.uspsUserId, uspsApiKey: values.uspsApiKey ?? '', shippingOriginZip: values.shippingOriginZip, uspsEnabled: values.uspsEnabled });
  });

  const removeKey = () =>
    send({ uspsUserId: user.uspsUserId ?? '', uspsApiKey: '', shippingOriginZip: user.shippingOriginZip ?? '', uspsEnabled: false, removeUspsApiKey: true });

  return (
    <div className="space-y-6">
      <div
        role="status"
        className={`flex items-start gap-3 rounded-xl border p-4 text-sm ${user.uspsEnabled ? 'border-brand-100 bg-brand-50 text-brand-900' : 'border-slate-200 bg-slate-50 text-slate-700'}`}
      >
        {user.uspsEnabled ? (
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        ) : (
          <CircleDashed className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        )}
        <p>
          <span className="font-semibold">{user.uspsEnabled ? 'USPS shipping is on.' : 'USPS shipping is off.'}</span>{' '}
          {user.uspsEnabled
            ? `Labels for your packages are bought on your USPS account${user.shippingOriginZip ? ` and ship from ZIP code ${user.shippingOriginZip}` : ''}.`
            : 'Labels for your packages are bought on Heartland Market’s carrier. Connect your USPS account below to use your own.'}
        </p>
      </div>

      <form onSubmit={onSubmit} noValidate aria-label="Shipping settings" className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="shipping-usps-user-id"
            label="USPS User ID"
            autoComplete="off"
            spellCheck={false}
            hint="The Consumer Key of your app in the USPS Developer Portal (developers.usps.com)."
            error={errors.uspsUserId?.message}
            {...register('uspsUserId')}
          />
          <div>
            <PasswordField
              id="shipping-usps-api-key"
              label="USPS API Key"
              optional={keySaved}
              autoComplete="new-password"
              spellCheck={false}
              placeholder={keySaved ? (user.uspsApiKey ?? '') : 'Consumer Secret'}
              hint={
                keySaved
                  ? `A key ending in ${(user.uspsApiKey ?? '').replace(/^•+/, '')} is saved. Leave this blank to keep it, or enter a new one to replace it.`
                  : 'The Consumer Secret of the same app. It is stored encrypted and never shown again.'
              }
              error={errors.uspsApiKey?.message}
              {...register('uspsApiKey')}
            />
            {keySaved && (
              <button
                type="button"
                onClick={removeKey}
                disabled={save.isPending}
                className="mt-2 inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-accent-700 hover:bg-red-50 hover:text-accent-800 disabled:opacity-60"
              >
                <KeyRound className="h-4 w-4" aria-hidden />
                Remove saved key
              </button>
            )}
          </div>
          <TextField
            id="shipping-origin-zip"
            label="Shipping Origin ZIP Code"
            autoComplete="postal-code"
            inputMode="numeric"
            hint="Where your packages ship from: shipping prices at checkout and your labels start here."
            error={errors.shippingOriginZip?.message}
            {...register('shippingOriginZip')}
          />
        </div>
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
          <input
            id="shipping-usps-enabled"
            type="checkbox"
            aria-describedby="shipping-usps-enabled-hint"
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
            {...register('uspsEnabled')}
          />
          <div>
            <label htmlFor="shipping-usps-enabled" className="text-sm font-semibold text-slate-900">
              Use my USPS account for shipping labels
            </label>
            <p id="shipping-usps-enabled-hint" className="mt-1 text-xs text-slate-500">
              When this is on, postage for your labels is charged to your USPS account. When it is off, Heartland Market’s carrier ships your packages. Buying
              labels on your own account also needs its USPS payment details (CRID, MID and an EPS account), which cannot be saved here yet.
            </p>
          </div>
        </div>
        <div className="sm:max-w-xs">
          <SubmitButton pending={save.isPending} pendingText="Saving...">
            Save Shipping Settings
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

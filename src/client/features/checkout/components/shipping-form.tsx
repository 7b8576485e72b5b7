import * as Label from '@radix-ui/react-label';
import { CircleAlert, Package, Truck } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '#client/components/ui/form-field.tsx';
import { arrivesBy } from '#shared/delivery-estimate.ts';
import { toCents } from '#shared/money.ts';
import type { ShippingFormValues, ShippingRateDto } from '#shared/schemas/checkout.ts';
import { arrivalOf, shippingPrice } from '#shared/pricing.ts';

/**
 * Where the shop ships (decision 0043): the United States, whose territories and military mail are
 * states of the State field (PR, GU, AA, ...), not countries. The spec's CA, UK and AU are not offered.
 */
export const COUNTRIES = [{ code: 'US', name: 'United States' }] as const;
const COUNTRY_HINT = 'We ship within the United States, including its territories (e.g. PR, GU) and military addresses (AA, AE, AP).';

export type ShippingForm = UseFormReturn<ShippingFormValues>;

const SELECT =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs ' +
  'hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-accent-600';

function ShippingMethods({
  form,
  rates,
  loading,
  packagesNote,
  processingDays,
}: {
  form: ShippingForm;
  rates: readonly ShippingRateDto[] | null;
  loading: boolean;
  packagesNote: string | null;
  processingDays: number;
}) {
  const chosen = form.watch('shippingMethod');
  if (!rates) {
    return loading ? (
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" role="status" aria-label="Calculating shipping rates" />
    ) : (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
        <Truck className="h-4 w-4 shrink-0" aria-hidden />
        Enter your Zip Code to see shipping options.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">Shipping Method</legend>
      {packagesNote && (
        <p className="mb-2 flex items-start gap-2 text-sm text-slate-600">
          <Package className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{packagesNote} Each price covers every package.</span>
        </p>
      )}
      <div className="space-y-2">
        {rates.map((rate) => {
          const id = `shipping-method-${rate.service.replace(/\W+/g, '-').toLowerCase()}`;
          const selected = chosen === rate.service;
          return (
            <label
              key={rate.service}
              htmlFor={id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors sm:p-4 ${
                selected ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white hover:border-slate-300'
              }`}
            >
              <input id={id} type="radio" value={rate.service} className="mt-1 h-4 w-4 accent-brand-700" {...form.register('shippingMethod')} />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">{rate.service}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">{shippingPrice(toCents(rate.rate))}</span>
                </span>
                <span className="block text-sm text-slate-600">{arrivesBy(arrivalOf(rate, new Date(), processingDays))}</span>
                {rate.description && <span className="mt-0.5 block text-xs text-slate-600">{rate.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The '1. Shipping' tab: the address (docs/product.md A5 messages) and, once rates are known, the method. */
export function ShippingFormView({
  form,
  rates,
  ratesLoading,
  packagesNote = null,
  processingDays,
  onSubmit,
}: {
  form: ShippingForm;
  rates: readonly ShippingRateDto[] | null;
  ratesLoading: boolean;
  /** 'Ships in 2 packages, from ...' for a cart from several sellers */
  packagesNote?: string | null;
  /** the longest processing time of the cart's items, in business days: a rate without a date of its own arrives after it */
  processingDays: number;
  onSubmit: (values: ShippingFormValues) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Shipping information" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="checkout-full-name" label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField
          id="checkout-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField id="checkout-address" label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="checkout-city" label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField
          id="checkout-state"
          label="State"
          autoComplete="address-level1"
          hint="Two-letter code, e.g. MI"
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField id="checkout-zip" label="Zip Code" inputMode="numeric" autoComplete="postal-code" error={errors.zipCode?.message} {...register('zipCode')} />
        <div>
          <Label.Root htmlFor="checkout-country" className="mb-1.5 flex text-sm font-medium text-slate-800">
            Country
          </Label.Root>
          <select
            id="checkout-country"
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? 'checkout-country-hint checkout-country-error' : 'checkout-country-hint'}
            className={SELECT}
            {...register('country')}
          >
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <p id="checkout-country-hint" className="mt-1.5 text-xs text-slate-500">
            {COUNTRY_HINT}
          </p>
          {errors.country && (
            <p id="checkout-country-error" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{errors.country.message}</span>
            </p>
          )}
        </div>
      </div>
      <TextField id="checkout-phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <ShippingMethods form={form} rates={rates} loading={ratesLoading} packagesNote={packagesNote} processingDays={processingDays} />
      <button
        type="submit"
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-accent-600 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-accent-700"
      >
        {/* What it does, even for a saved address (decision 0043): 'Pay Now' is the payment step's button. */}
        Continue to Payment
      </button>
    </form>
  );
}

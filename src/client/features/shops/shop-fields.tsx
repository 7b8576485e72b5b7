// The shop's fields (issue 26, docs/decisions/0054-shops.md): its name, story and ship-from address,
// as the become-seller form and the profile's shop settings ask them. A root module of the shops
// feature, so the seller feature's form shows the same fields (docs/architecture.md §7).
import * as Label from '@radix-ui/react-label';
import { CircleAlert } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '#client/components/ui/form-field.tsx';
import { shopSettingsInputSchema } from '#shared/schemas/shops.ts';

/** A field of the shop's form, by its path under the form's shop values. */
export type ShopField = 'shopName' | 'story' | 'city' | 'state' | 'shipFrom.street' | 'shipFrom.city' | 'shipFrom.state' | 'shipFrom.zipCode';

export const EMPTY_SHOP: ShopFormValues = { shopName: '', story: '', city: '', state: '', shipFrom: { street: '', city: '', state: '', zipCode: '' } };

const TEXTAREA =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-accent-600 aria-invalid:bg-red-50/40';

interface ShopFieldsProps {
  /** prefix of the inputs' ids, unique on the page */
  id: string;
  /** the form's registration of a field (its register(`shop.${name}`), say) */
  field: (name: ShopField) => UseFormRegisterReturn;
  error: (name: ShopField) => string | undefined;
  /** the location shoppers read, when it differs from the ship-from address's city and state (the shop settings) */
  withLocation?: boolean;
}

/** Shop name, Your story and the Ship-from address (street, city, state, ZIP). */
export function ShopFields({ id, field, error, withLocation = false }: ShopFieldsProps) {
  const storyError = error('story');
  return (
    <div className="space-y-5">
      <TextField
        id={`${id}-name`}
        label="Shop Name"
        autoComplete="organization"
        hint="3 to 60 characters. Shoppers see it beside every product you sell."
        error={error('shopName')}
        {...field('shopName')}
      />
      <div>
        <Label.Root htmlFor={`${id}-story`} className="mb-1.5 flex items-baseline gap-1.5 text-sm font-medium text-slate-800">
          Your Story <span className="text-xs font-normal text-slate-500">(optional)</span>
        </Label.Root>
        <textarea
          id={`${id}-story`}
          rows={4}
          placeholder="Who you are, where you work and what you make."
          aria-invalid={storyError ? true : undefined}
          aria-describedby={storyError ? `${id}-story-error` : undefined}
          className={TEXTAREA}
          {...field('story')}
        />
        {storyError && (
          <p id={`${id}-story-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{storyError}</span>
          </p>
        )}
      </div>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Ship-from address</legend>
        <p className="-mt-1 text-xs text-slate-500">Where your parcels leave from and returns come back to. Needed before you publish a listing.</p>
        <TextField id={`${id}-street`} label="Street Address" autoComplete="address-line1" error={error('shipFrom.street')} {...field('shipFrom.street')} />
        {/* The city on its own row: the become-seller form's column is narrow. */}
        <div className="grid grid-cols-2 gap-4">
          <TextField
            id={`${id}-city`}
            label="City"
            autoComplete="address-level2"
            className="col-span-2"
            error={error('shipFrom.city')}
            {...field('shipFrom.city')}
          />
          <TextField
            id={`${id}-state`}
            label="State"
            autoComplete="address-level1"
            placeholder="OR"
            error={error('shipFrom.state')}
            {...field('shipFrom.state')}
          />
          <TextField
            id={`${id}-zip`}
            label="ZIP Code"
            inputMode="numeric"
            autoComplete="postal-code"
            error={error('shipFrom.zipCode')}
            {...field('shipFrom.zipCode')}
          />
        </div>
      </fieldset>
      {withLocation && (
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Location shown to shoppers</legend>
          <p className="-mt-1 text-xs text-slate-500">Leave empty to show the ship-from address's city and state.</p>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <TextField id={`${id}-location-city`} label="Shop City" optional error={error('city')} {...field('city')} />
            <TextField id={`${id}-location-state`} label="Shop State" optional error={error('state')} {...field('state')} />
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** The message of a shop field's error in the form's errors under the shop's values, by its path. */
export function shopFieldError(errors: unknown, name: ShopField): string | undefined {
  let at: unknown = errors;
  for (const key of name.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  const message = at && typeof at === 'object' ? (at as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

const blankIsNone = (typed: unknown) => (typeof typed === 'string' ? typed.trim() || null : typed);

/** The shop's form: the API's schema, with the location's empty fields read as none. */
export const shopFormSchema = shopSettingsInputSchema.extend({
  city: z.preprocess(blankIsNone, shopSettingsInputSchema.shape.city),
  state: z.preprocess(blankIsNone, shopSettingsInputSchema.shape.state),
});
/** What the shop's form holds as typed, before the schema reads it. */
export type ShopFormValues = z.input<typeof shopFormSchema>;

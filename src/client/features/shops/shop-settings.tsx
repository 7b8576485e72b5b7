// The profile's Shop settings for a seller (issue 26, docs/decisions/0054-shops.md): the shop's
// name, story, location and ship-from address (GET and PUT /api/seller/shop), its logo and banner.
// A root module of the shops feature: the profile page shows it (docs/architecture.md §7).
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { SubmitButton } from '#client/components/ui/form-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { SHIP_FROM_REQUIRED, type ShopSettingsDto } from '#shared/schemas/shops.ts';
import { sellerShopQuery, useSaveShop } from './api.ts';
import { ShopPictureField } from './components/shop-picture-field.tsx';
import { ShopFields, shopFieldError, shopFormSchema, type ShopField, type ShopFormValues } from './shop-fields.tsx';

type Output = z.output<typeof shopFormSchema>;

const valuesOf = (shop: ShopSettingsDto): ShopFormValues => ({
  shopName: shop.shopName,
  story: shop.story,
  // The location shown is the ship-from address's unless the seller chose another.
  city: shop.shipFrom && shop.city === shop.shipFrom.city ? '' : (shop.city ?? ''),
  state: shop.shipFrom && shop.state === shop.shipFrom.state ? '' : (shop.state ?? ''),
  shipFrom: shop.shipFrom ?? { street: '', city: '', state: '', zipCode: '' },
});

/** The paths of the API's field details ('shipFrom.zipCode', ...) the form shows under their fields. */
const FIELDS: readonly ShopField[] = ['shopName', 'story', 'city', 'state', 'shipFrom.street', 'shipFrom.city', 'shipFrom.state', 'shipFrom.zipCode'];

function ShopForm({ shop }: { shop: ShopSettingsDto }) {
  const save = useSaveShop();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ShopFormValues, unknown, Output>({ resolver: zodResolver(shopFormSchema), defaultValues: valuesOf(shop) });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      // The form goes on from what the server stored (a state typed 'Oregon' reads 'OR').
      onSuccess: (saved) => reset(valuesOf(saved)),
      onError: (error) => {
        const message = serverMessage(error, 'Your shop could not be saved. Please try again.');
        // A name another shop has is the name field's to say; a field the server refused, that field's.
        if (error instanceof ApiError && error.status === 409) return setError('shopName', { message }, { shouldFocus: true });
        const details = error instanceof ApiError ? (error.body as { details?: Array<{ path?: string; message?: string }> } | null)?.details : undefined;
        for (const { path, message: said } of details ?? []) {
          if (FIELDS.includes(path as ShopField)) setError(path as ShopField, { message: said ?? message }, { shouldFocus: true });
        }
        toast({ title: 'Save Failed', description: message, variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shop settings" className="space-y-6">
      <ShopFields id="shop-settings" field={(name) => register(name)} error={(name) => shopFieldError(errors, name)} withLocation />
      <div className="sm:max-w-xs">
        <SubmitButton pending={save.isPending} pendingText="Saving...">
          Save Shop
        </SubmitButton>
      </div>
    </form>
  );
}

/** Shop settings: where shoppers find the shop, its pictures, and the form. */
export function ShopSettings() {
  const shop = useQuery(sellerShopQuery);
  if (shop.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading your shop" />
      </div>
    );
  }
  if (shop.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <p>We couldn't load your shop.</p>
        <button type="button" onClick={() => void shop.refetch()} className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
          Try again
        </button>
      </div>
    );
  }
  const data = shop.data;
  return (
    <div className="space-y-8">
      {!data.shipFrom && (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {SHIP_FROM_REQUIRED}
        </p>
      )}
      <p className="text-sm text-slate-600">
        Shoppers find your shop at{' '}
        <Link to={`/shop/${data.slug}`} className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 underline-offset-2 hover:underline">
          /shop/{data.slug}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ShopPictureField kind="logo" current={data.logoUrl} shopName={data.shopName} />
        <ShopPictureField kind="banner" current={data.bannerUrl} shopName={data.shopName} />
      </div>
      <ShopForm shop={data} />
    </div>
  );
}

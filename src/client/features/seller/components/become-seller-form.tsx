import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { EMPTY_SHOP, ShopFields, shopFieldError, shopFormSchema } from '#client/features/shops/shop-fields.tsx';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { PLATFORM_FEE_PERCENT } from '#shared/seller-dashboard.ts';
import { becomeSellerFormSchema } from '#shared/schemas/seller.ts';
import { useBecomeSeller } from '../api.ts';
import { CheckboxField } from './checkbox-field.tsx';

// The form asks for the shop too (issue 26): its name, story and the ship-from address a listing
// needs before it is published (docs/decisions/0054-shops.md).
const formSchema = becomeSellerFormSchema.extend({ shop: shopFormSchema });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** The become-seller form (docs/product.md B5); `onActivated` runs once the account is a seller's. */
export function BecomeSellerForm({ onActivated }: { onActivated: () => void }) {
  const activate = useBecomeSeller();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: { companyName: '', companyWebsite: '', shop: EMPTY_SHOP, confirmationUsManufacturer: false as true, termsAndConditions: false as true },
  });

  const onSubmit = handleSubmit((values) =>
    activate.mutate(
      { ...values, isSeller: true },
      {
        onSuccess: onActivated,
        // A shop name another shop has (409) is the name field's to say.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            setError('shop.shopName', { message: serverMessage(error, 'That shop name is taken.') }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Become a seller" className="space-y-5">
      <TextField
        id="seller-company"
        label="Company Name"
        optional
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        id="seller-website"
        label="Company Website"
        optional
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="url"
        error={errors.companyWebsite?.message}
        {...register('companyWebsite')}
      />
      <ShopFields id="seller-shop" field={(name) => register(`shop.${name}`)} error={(name) => shopFieldError(errors.shop, name)} />
      <CheckboxField
        id="seller-us-made"
        label="I confirm that the products I sell are manufactured in the USA."
        error={errors.confirmationUsManufacturer?.message}
        {...register('confirmationUsManufacturer')}
      />
      <CheckboxField
        id="seller-terms"
        label={
          <>
            I agree to the {/* A new tab, so reading the terms does not lose what is typed in this form. */}
            <a href="/seller-terms" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Seller Terms<span className="sr-only"> (opens in a new tab)</span>
            </a>
            , including the {PLATFORM_FEE_PERCENT}% platform fee on each sale.
          </>
        }
        error={errors.termsAndConditions?.message}
        {...register('termsAndConditions')}
      />
      <SubmitButton pending={activate.isPending} pendingText="Activating...">
        Activate Seller Account
      </SubmitButton>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { PLATFORM_FEE_PERCENT } from '#shared/seller-dashboard.ts';
import { becomeSellerFormSchema, type BecomeSellerFormValues } from '#shared/schemas/seller.ts';
import { useBecomeSeller } from '../api.ts';
import { CheckboxField } from './checkbox-field.tsx';

type Output = z.output<typeof becomeSellerFormSchema>;

/** The become-seller form (docs/product.md B5); `onActivated` runs once the account is a seller's. */
export function BecomeSellerForm({ onActivated }: { onActivated: () => void }) {
  const activate = useBecomeSeller();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BecomeSellerFormValues, unknown, Output>({
    resolver: zodResolver(becomeSellerFormSchema),
    defaultValues: { companyName: '', companyWebsite: '', confirmationUsManufacturer: false as true, termsAndConditions: false as true },
  });

  const onSubmit = handleSubmit((values) => activate.mutate({ ...values, isSeller: true }, { onSuccess: onActivated }));

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

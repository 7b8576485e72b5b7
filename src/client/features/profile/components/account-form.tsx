import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { profileFormSchema, type ProfileFormValues } from '#shared/schemas/profile.ts';
import type { PublicUser } from '#shared/user.ts';
import type { z } from 'zod';
import { useUpdateProfile } from '../api.ts';
import { fieldErrors } from '#client/lib/field-errors.ts';
import { ProfileImageField, type ImageChoice } from './profile-image-field.tsx';

type ProfileFormOutput = z.output<typeof profileFormSchema>;

const valuesOf = (user: PublicUser): ProfileFormValues => ({
  fullName: user.fullName ?? '',
  email: user.email,
  street: user.street ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  zipCode: user.zipCode ?? '',
  country: user.country ?? '',
});

/** Account Information (docs/product.md B2 and B5): a valid email, the address fields optional, a picture. */
export function AccountForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const [image, setImage] = useState<ImageChoice>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({ resolver: zodResolver(profileFormSchema), defaultValues: valuesOf(user) });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...values, ...(image !== undefined ? { profileImage: image } : {}) },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved));
          setImage(undefined);
        },
        // The server's field messages (an email another account uses) go beside their fields too.
        onError: (error) => {
          const fields = fieldErrors(error, valuesOf(user));
          for (const { path, message } of fields) setError(path, { message });
          if (fields[0]) setFocus(fields[0].path);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Account information" className="space-y-6">
      <ProfileImageField
        current={user.profileImage}
        initial={user.username.charAt(0).toUpperCase() || '?'}
        value={image}
        onChange={setImage}
        disabled={update.isPending}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="profile-full-name" label="Full Name" optional autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField id="profile-email" label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField
          id="profile-street"
          label="Street Address"
          optional
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField id="profile-city" label="City" optional autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField id="profile-state" label="State" optional autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
        <TextField
          id="profile-zip"
          label="ZIP Code"
          optional
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <TextField
          id="profile-country"
          label="Country"
          optional
          autoComplete="country-name"
          hint="United States only, territories and military addresses included"
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <div className="sm:max-w-xs">
        <SubmitButton pending={update.isPending} pendingText="Saving...">
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}

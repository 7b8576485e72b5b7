import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordField, SubmitButton } from '#client/components/ui/form-field.tsx';
import { passwordChangeSchema, type PasswordChangeInput } from '#shared/schemas/profile.ts';
import { useChangePassword } from '../api.ts';
import { fieldErrors } from '#client/lib/field-errors.ts';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security Settings (docs/product.md B5); a change signs the account out everywhere else. */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        const fields = fieldErrors(error, EMPTY);
        for (const { path, message } of fields) setError(path, { message });
        if (fields[0]) setFocus(fields[0].path);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="max-w-md space-y-5">
      <PasswordField
        id="current-password"
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className="text-sm text-slate-600">Changing your password signs you out on every other device and browser.</p>
      <SubmitButton pending={change.isPending} pendingText="Changing password...">
        Change Password
      </SubmitButton>
    </form>
  );
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useRegister } from './use-sign-in.ts';
import { registerFormSchema } from '#shared/schemas/auth.ts';
import { PasswordField, SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { fieldErrors } from '#client/lib/field-errors.ts';

/** The fields sent to the server, whose refusal may name one of them (a common password). */
const SENT = { username: '', email: '', password: '', fullName: '', address: '' };

type RegisterFormValues = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

interface RegisterFormProps {
  autoFocus?: boolean;
}

export function RegisterForm({ autoFocus = false }: RegisterFormProps) {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', fullName: '', address: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (autoFocus) setFocus('username');
    // Only on mount: the form appears after the user asked for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, ...input }) =>
    // The confirmation is checked here and never sent (docs/product.md A3).
    registerUser.mutate(input, {
      // What only the server can judge (a password on the common-passwords list) shows beside its
      // field too, not only in the toast.
      onError: (error) => {
        const fields = fieldErrors(error, SENT);
        for (const { path, message } of fields) setError(path, { message });
        if (fields[0]) setFocus(fields[0].path);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account" className="space-y-5">
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint="At least 3 characters: letters, numbers, dots, dashes or underscores."
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="register-full-name" label="Full Name" optional autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField id="register-address" label="Address" optional autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      </div>
      <PasswordField
        id="register-password"
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id="register-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={registerUser.isPending} pendingText="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLogin } from './use-sign-in.ts';
import { loginSchema } from '#shared/schemas/auth.ts';
import { PasswordField, SubmitButton, TextField } from '#client/components/ui/form-field.tsx';

type LoginFormValues = z.input<typeof loginSchema>;
type LoginFormOutput = z.output<typeof loginSchema>;

interface LoginFormProps {
  /** Prefilled by 'Use Password' on the Welcome Back panel. */
  defaultUsername?: string;
  /** Move focus into the form when it appears after a user action (tab link, Use Password). */
  autoFocus?: boolean;
  /**
   * The Welcome Back panel's account after a logout (decision 0039): only its password is asked
   * for, the username travels in a hidden field that password managers still read.
   */
  knownUsername?: string;
}

export function LoginForm({ defaultUsername = '', autoFocus = false, knownUsername }: LoginFormProps) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: knownUsername ?? defaultUsername, password: '' },
  });

  useEffect(() => {
    if (autoFocus) setFocus(defaultUsername ? 'password' : 'username');
    // Only on mount: the form appears after the user asked for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      // The toast says what went wrong; the user retypes only the password.
      onError: () => {
        resetField('password');
        setFocus('password');
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={knownUsername ? `Sign in as ${knownUsername}` : 'Sign in'} className="space-y-5">
      {knownUsername ? (
        <input type="text" hidden readOnly autoComplete="username" {...register('username')} />
      ) : (
        <TextField
          id="login-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
      )}
      <PasswordField
        id={knownUsername ? 'welcome-back-password' : 'login-password'}
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={login.isPending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}

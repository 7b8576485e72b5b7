// Signing in, registering and quick login: used only by the sign-in page, so kept out of api.ts,
// which the shell loads on every first visit (issue 3's budget).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import type { LoginInput, RegisterInput } from '#shared/schemas/auth.ts';
import { isRemembered, type PublicUser, type RememberedUser, type SessionUser } from '#shared/user.ts';
import { handOverBrowserList } from '#client/features/recently-viewed/api.ts';
import { userQuery } from '../api.ts';

function useSetUser() {
  const qc = useQueryClient();
  return (user: SessionUser | null) => {
    qc.setQueryData(userQuery.queryKey, user);
    // Everything cached belonged to the previous session.
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== '/api/user' });
    // What this browser viewed signed out goes into the account (docs/decisions/0061-discovery.md).
    if (user && !isRemembered(user)) void handOverBrowserList(qc);
  };
}

export function useLogin() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<PublicUser>('POST', '/api/login', input),
    onSuccess: (user) => {
      setUser(user);
      toast({ title: 'Welcome back!', description: `You're now logged in as ${user.username}` });
    },
    onError: (error) =>
      toast({
        title: 'Login failed',
        // A rate limit is not a wrong password: say what actually happened.
        description:
          error instanceof ApiError && error.status === 429
            ? serverMessage(error, 'Too many attempts. Please try again later.')
            : 'Invalid username or password. Please try again.',
        variant: 'destructive',
      }),
  });
}

export function useRegister() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<PublicUser>('POST', '/api/register', input),
    onSuccess: (user) => {
      setUser(user);
      toast({
        title: 'Registration successful!',
        description: `Welcome to Heartland Market, ${user.username}! Your account is ready.`,
      });
    },
    onError: (error) => toast({ title: 'Registration failed', description: serverMessage(error, error.message), variant: 'destructive' }),
  });
}

/** "Not you?": this browser forgets the remembered account (the server revokes its token). */
export function useForgetMe() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (account: RememberedUser) => apiJson<unknown>('POST', '/api/forget-me').then(() => account),
    onSuccess: (account) => {
      setUser(null);
      toast({ title: 'Account forgotten', description: `This browser no longer remembers ${account.username}.` });
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error, 'This browser could not forget the account. Please try again.'), variant: 'destructive' }),
  });
}

export function useQuickLogin() {
  const setUser = useSetUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (account: RememberedUser) => {
      toast({ title: `Logging you in as ${account.username}...` });
      return apiJson<PublicUser>('POST', '/api/quick-login', { userId: account.id });
    },
    onSuccess: (user) => {
      setUser(user);
      toast({ title: 'Welcome back!', description: `You're now logged in as ${user.username}` });
    },
    onError: () => {
      void qc.invalidateQueries({ queryKey: userQuery.queryKey });
      toast({ title: 'Login required', description: 'Please log in again with your password.', variant: 'destructive' });
    },
  });
}

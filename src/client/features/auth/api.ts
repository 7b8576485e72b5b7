import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, getQueryFn, serverMessage } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
import type { LoginInput, RegisterInput } from '#shared/schemas/auth.ts';
import { isRemembered, type PublicUser, type RememberedUser, type SessionUser } from '#shared/user.ts';

export const userQuery = queryOptions({
  queryKey: ['/api/user'],
  queryFn: getQueryFn<SessionUser>({ on401: 'returnNull' }),
  staleTime: Infinity,
});

/** The session: the signed-in user, or a remembered account (kept apart, never treated as signed in). */
export function useAuth(): { user: PublicUser | null; remembered: RememberedUser | null; isLoading: boolean } {
  const { data, isLoading } = useQuery(userQuery);
  return {
    user: data && !isRemembered(data) ? data : null,
    remembered: isRemembered(data) ? data : null,
    isLoading,
  };
}

function useSetUser() {
  const qc = useQueryClient();
  return (user: SessionUser | null) => {
    qc.setQueryData(userQuery.queryKey, user);
    // Everything cached belonged to the previous session.
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== '/api/user' });
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
    onError: (error) =>
      toast({ title: 'Registration failed', description: serverMessage(error, error.message), variant: 'destructive' }),
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

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>('POST', '/api/logout'),
    // Ending a session that has ended already is no error on the server.
    retry: retryIdempotent,
    onSuccess: async () => {
      // The browser may still remember the account: GET /api/user tells (Welcome Back on /auth).
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== '/api/user' });
      await qc.invalidateQueries({ queryKey: userQuery.queryKey });
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) =>
      toast({ title: 'Logout failed', description: serverMessage(error, error.message), variant: 'destructive' }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '#client/lib/router.tsx';
import { apiJson, getQueryFn, serverMessage } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
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
    onError: (error) => toast({ title: 'Logout failed', description: serverMessage(error, error.message), variant: 'destructive' }),
  });
}

/**
 * The 'Login Required' toast a visitor gets for cart and wishlist actions (docs/product.md A6, spec
 * 001 section 5), with a Sign in action that brings them back to this page, filters and all, once
 * signed in (issue 10).
 */
export function useLoginRequiredToast(): (description: string) => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (description) =>
    toast({
      title: 'Login Required',
      description,
      variant: 'destructive',
      action: {
        label: 'Sign in',
        altText: 'Sign in from the Account link or the menu at the top of the page',
        onClick: () => navigate(`/auth?returnTo=${encodeURIComponent(`${pathname}${search}`)}`),
      },
    });
}
